import { sql } from "drizzle-orm";
import type { SendMailOptions, Transporter } from "nodemailer";
import type { StorefrontDatabase } from "../db/client";
import { logger } from "../logging/logger";

export interface OutboxSettings {
  /** How often due messages are looked for (retries, and messages another instance stored). */
  pollMs: number;
  /** The first retry's delay; each later one doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the message is marked failed and left alone. */
  maxAttempts: number;
  /** How long a claimed message is left to its sender before anyone may try it again. */
  leaseMs: number;
  batchSize: number;
}

/**
 * A mail server that is down for a day is retried for about a day: 30 s, 1 min, 2 min … then
 * hourly, 30 attempts in all. The lease outlasts nodemailer's own timeouts (2 min for a
 * connection, 10 min for a socket at worst), so a message being sent is never sent twice
 * unless its sender died.
 */
export const OUTBOX_DEFAULTS: OutboxSettings = {
  pollMs: 10_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 30,
  leaseMs: 15 * 60_000,
  batchSize: 10,
};

export interface Outbox {
  /** Looks for due messages now (after a commit) instead of at the next poll. */
  wake(): void;
  /** Sends everything due now and resolves when none is left (tests, scripts). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** A row the outbox claimed: its id, its attempts so far, and the columns its queue reads. */
export interface ClaimedRow {
  id: string;
  delivery_attempts: number;
  [column: string]: unknown;
}

/**
 * What one outbox sends: a table with the outbox's bookkeeping columns (`id`,
 * `next_attempt_at`, `delivery_attempts`, `last_error`, `sent_at`, `failed_at`), the columns an
 * email is made from, and how. Contact messages to the owner are one queue; emails to shoppers
 * (back-in-stock, server/alerts/) are another, sent by the same code.
 */
export interface OutboxQueue {
  /** Its name in the log ("contact outbox"); lines carry a row id, never an address. */
  name: string;
  table: string;
  columns: readonly string[];
  email(row: ClaimedRow): SendMailOptions;
}

export interface OutboxLog {
  info(message: string): void;
  error(message: string): void;
}

/**
 * Emails each stored contact message to the shop owner, after its commit and never in the
 * shopper's request: a mail server that is down delays the email, never the answer, and the
 * message waits in the database until a later attempt gets through. Several instances on one
 * PostgreSQL share the work safely: a message is claimed (its next attempt pushed out by the
 * lease) in one statement that skips rows another instance is claiming.
 */
export function createOutbox(deps: {
  db: StorefrontDatabase;
  transport: Pick<Transporter, "sendMail" | "close">;
  queue: OutboxQueue;
  settings?: Partial<OutboxSettings>;
  log?: OutboxLog;
}): Outbox {
  const settings = { ...OUTBOX_DEFAULTS, ...deps.settings };
  const { db, transport, queue } = deps;
  const table = sql.identifier(queue.table);
  const columns = sql.raw(
    ["id", "delivery_attempts", ...queue.columns]
      .map((column) => `${quoted(queue.table)}.${quoted(column)}`)
      .join(", "),
  );
  // The outbox works apart from any request: its lines carry a message id, never its contents.
  const log = deps.log ?? {
    info: (message: string) => logger.info(message),
    error: (message: string) => logger.error(message),
  };
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  // UPDATE … RETURNING comes back in no particular order: each row's place in the due order
  // comes back with it, so messages go out in the order they fell due (shoppers told of a
  // restock in the order they asked).
  async function claim(): Promise<ClaimedRow[]> {
    const result = await db.execute(sql`
      with due as (
        select id, next_attempt_at from ${table}
         where sent_at is null and failed_at is null and next_attempt_at <= now()
         order by next_attempt_at
         limit ${settings.batchSize}
         for update skip locked),
      ranked as (select id, row_number() over (order by next_attempt_at, id) as place from due)
      update ${table}
         set next_attempt_at = now() + ${settings.leaseMs}::int * interval '1 millisecond',
             delivery_attempts = ${table}.delivery_attempts + 1
        from ranked
       where ${table}.id = ranked.id
      returning ${columns}, ranked.place`);
    const rows = (result as unknown as { rows: (ClaimedRow & { place: unknown })[] }).rows;
    return rows.sort((a, b) => Number(a.place) - Number(b.place));
  }

  async function deliver(row: ClaimedRow) {
    try {
      await transport.sendMail(queue.email(row));
      await db.execute(sql`
        update ${table} set sent_at = now(), last_error = null where id = ${row.id}`);
      log.info(`${queue.name}: message ${row.id} sent`);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const attempt = row.delivery_attempts;
      if (attempt >= settings.maxAttempts) {
        await db.execute(sql`
          update ${table} set failed_at = now(), last_error = ${reason}
           where id = ${row.id}`);
        log.error(
          `${queue.name}: gave up on message ${row.id} after ${attempt} attempts: ${reason}`,
        );
        return;
      }
      const delay = Math.min(settings.baseDelayMs * 2 ** (attempt - 1), settings.maxDelayMs);
      await db.execute(sql`
        update ${table}
           set next_attempt_at = now() + ${delay}::int * interval '1 millisecond', last_error = ${reason}
         where id = ${row.id}`);
      // The retry is due before the next poll when the delay is short: wake for it then.
      if (delay < settings.pollMs) setTimeout(() => void wake(), delay).unref();
      log.error(
        `${queue.name}: message ${row.id} not sent (attempt ${attempt}), retrying in ${Math.round(delay / 1000)} s: ${reason}`,
      );
    }
  }

  async function run() {
    do {
      again = false;
      let claimed: ClaimedRow[];
      do {
        claimed = await claim();
        // One at a time: an owner's mailbox gets a handful a day, and a mail server that is
        // down is then asked once per round, not once per message at the same moment.
        for (const row of claimed) await deliver(row);
      } while (claimed.length === settings.batchSize && !closed);
    } while (again && !closed);
  }

  function wake(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((error: unknown) => {
        log.error(`${queue.name}: could not read due messages: ${String(error)}`);
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void wake(), settings.pollMs);
  timer.unref();
  void wake();

  return {
    wake: () => void wake(),
    async drain() {
      await running;
      await wake();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

const quoted = (column: string) => `"${column.replaceAll('"', '""')}"`;

/**
 * Contact messages, each emailed to the shop owner (`to`, CONTACT_TO) from the shop's own
 * address, with the shopper as reply-to and the contact subject in the subject line.
 */
export function contactQueue(to: string, from: { name: string; address: string }): OutboxQueue {
  return {
    name: "contact outbox",
    table: "contact_messages",
    columns: ["name", "email", "subject", "message", "created_at"],
    email: (row) => ownerEmail(row as ClaimedRow & ContactRow, to, from),
  };
}

interface ContactRow {
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string | Date;
}

/** The owner's email: subject naming the contact subject, reply-to the shopper. */
function ownerEmail(
  row: ClaimedRow & ContactRow,
  to: string,
  from: { name: string; address: string },
) {
  const received = new Date(row.created_at).toISOString();
  return {
    from,
    to,
    replyTo: { name: row.name, address: row.email },
    subject: `Contact form: ${row.subject} — from ${row.name}`,
    text: [
      `${row.name} <${row.email}> wrote through the shop's contact form.`,
      `Subject: ${row.subject}`,
      `Received: ${received}`,
      "",
      row.message,
      "",
      `Reply to this email to answer them. (Message ${row.id})`,
    ].join("\n"),
  };
}
