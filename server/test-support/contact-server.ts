import http from "node:http";
import type { AddressInfo } from "node:net";
import { desc } from "drizzle-orm";
import express from "express";
import { contactMessageSchema } from "../../app/features/contact/lib/contact-message";
import { BRAND, CONTACT_EMAIL } from "../../app/lib/brand";
import { contactMessages } from "../db/schema";
import { CONTACT_FORM_PATH, createContactRouter } from "../contact/contact-router";
import { startContactBackend } from "../contact/index";
import type { OutboxSettings } from "../contact/outbox";
import { shopOriginFrom } from "../shop-origin";

/**
 * For tests only: the contact backend on a real database (in-memory PGlite, or the PostgreSQL
 * at `databaseUrl`) behind `POST /api/contact-form` on a free loopback port. Tests import the
 * app's schema directly; the server proper gets it from the server bundle.
 */
export async function startContactServer(
  options: {
    databaseUrl?: string;
    smtpUrl?: string;
    limit?: { points: number; durationSeconds: number };
    outbox?: Partial<OutboxSettings>;
  } = {},
) {
  const logs: string[] = [];
  const backend = await startContactBackend({
    env: {
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: "memory://",
      SMTP_URL: options.smtpUrl,
      CONTACT_TO: "owner@peytonandco.example",
    },
    app: () => ({ schema: contactMessageSchema, shopName: BRAND, shopEmail: CONTACT_EMAIL }),
    limit: options.limit,
    outbox: options.outbox,
    log: { info: (m) => logs.push(m), error: (m) => logs.push(m) },
  });
  const app = express();
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  // The shop's origin is the listener's, known once it listens.
  const shop = shopOriginFrom(`http://127.0.0.1:${port}`);
  app.use(createContactRouter({ store: backend.store, shop }));
  return {
    port,
    url: `http://127.0.0.1:${port}${CONTACT_FORM_PATH}`,
    backend,
    logs,
    /** Every stored message, newest first. */
    rows: () =>
      backend.database.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
    },
  };
}

export type ContactServer = Awaited<ReturnType<typeof startContactServer>>;

export interface PostResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the JSON answered
}

/**
 * Posts over plain node:http, which can send from any 127.0.0.0/8 address (Linux routes them
 * all to loopback): each address is a client of its own for the rate limit, no header needed.
 */
export function post(
  port: number,
  options: {
    body: string | Buffer;
    headers?: Record<string, string>;
    from?: string;
    method?: string;
  },
): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: CONTACT_FORM_PATH,
        method: options.method ?? "POST",
        localAddress: options.from ?? "127.0.0.1",
        headers: { "content-type": "application/json", ...options.headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: the test sees the text
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** Polls until `check` returns a value (not undefined/false) or the time is up. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting for a condition");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
