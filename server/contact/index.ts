import nodemailer, { type Transporter } from "nodemailer";
import { openStorefrontDatabase, type StorefrontDatabaseHandle } from "../db/client";
import type { ServerEnv } from "../env.server";
import { logger } from "../logging/logger";
import {
  createContactStore,
  loadRecentKeys,
  type ContactRules,
  type RecentKeys,
  type ContactStore,
} from "./contact-store";
import { contactQueue, createOutbox, type Outbox, type OutboxSettings } from "./outbox";
import { createContactLimiter } from "./rate-limit";

/** The app's rules, plus who the shop is: the owner's mail comes from the shop's address. */
export interface ContactAppParts extends ContactRules {
  shopName: string;
  shopEmail: string;
}

export interface ContactBackend {
  store: ContactStore;
  database: StorefrontDatabaseHandle;
  outbox: Outbox | undefined;
  /** The SMTP transport (SMTP_URL), which shoppers' emails (server/alerts/) go through too. */
  transport: Transporter | undefined;
  close(): Promise<void>;
}

/**
 * The contact backend of one storefront process: its database (migrated at start), the rate
 * limiter, the store both doors use, and the outbox that mails the owner (only when SMTP_URL
 * is set; otherwise messages wait in the database, and one log line says so).
 */
export async function startContactBackend(options: {
  env: Pick<ServerEnv, "DATABASE_URL" | "DATA_DIR" | "SMTP_URL" | "CONTACT_TO">;
  app: () => Promise<ContactAppParts> | ContactAppParts;
  outbox?: Partial<OutboxSettings>;
  limit?: { points: number; durationSeconds: number };
  log?: { info(message: string): void; error(message: string): void };
}): Promise<ContactBackend> {
  const { env } = options;
  const log = options.log ?? {
    info: (message: string) => logger.info(message),
    error: (message: string) => logger.error(message),
  };
  const database = await openStorefrontDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  });
  let outbox: Outbox | undefined;
  let transport: Transporter | undefined;
  let keys: RecentKeys | undefined;
  try {
    // Embedded, this process is the database's only user, so it can know every recent key.
    if (database.kind === "pglite") keys = await loadRecentKeys(database.db);
    if (env.SMTP_URL) {
      const { shopName, shopEmail } = await options.app();
      // One pooled connection: opening one per message cost about 100 ms each (about 10
      // emails a second, far behind a busy minute); the outbox sends one at a time anyway.
      transport = nodemailer.createTransport({
        url: env.SMTP_URL,
        pool: true,
        maxConnections: 1,
      });
      // A pooled connection that fails between messages is reported here, not thrown.
      transport.on("error", (error) => log.error(`contact outbox: SMTP error: ${error.message}`));
      outbox = createOutbox({
        db: database.db,
        transport,
        queue: contactQueue(env.CONTACT_TO ?? shopEmail, {
          name: `${shopName} contact form`,
          address: shopEmail,
        }),
        settings: options.outbox,
        log,
      });
    } else {
      log.info(
        "SMTP_URL is not set: contact messages are stored but not emailed to the shop owner " +
          "(they stay pending; `npm run contact:messages` lists them).",
      );
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  const store = createContactStore({
    db: database.db,
    limiter: createContactLimiter(database, options.limit),
    rules: options.app,
    keys,
    onStored: () => outbox?.wake(),
  });
  return {
    store,
    database,
    outbox,
    transport,
    async close() {
      await outbox?.close();
      await database.close();
    },
  };
}
