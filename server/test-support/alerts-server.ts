import type { AddressInfo } from "node:net";
import express from "express";
import nodemailer from "nodemailer";
import { startAlerts } from "../alerts/index";
import { createAlertsRouter } from "../alerts/alerts-router";
import { openStorefrontDatabase } from "../db/client";
import { stockAlerts, outgoingEmails } from "../db/schema";
import { shopOriginFrom } from "../shop-origin";

/**
 * For tests only: the back-in-stock backend on a real database (in-memory PGlite, or the
 * PostgreSQL at `databaseUrl`), reading stock from the provider at `providerUrl` over HTTP and
 * mailing through the SMTP server on `smtpPort`, behind its router on a free loopback port.
 */
export async function startAlertsServer(options: {
  providerUrl: string;
  smtpPort: number;
  databaseUrl?: string;
}) {
  const database = await openStorefrontDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: "memory://",
  });
  const logs: string[] = [];
  const app = express();
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const backend = startAlerts({
    database,
    transport: nodemailer.createTransport({ url: `smtp://127.0.0.1:${options.smtpPort}` }),
    shop: { origin, name: "Peyton & Co.", email: "hello@peytonandco.example" },
    storefrontApi: {
      storeDomain: options.providerUrl,
      token: "boutique-local-storefront-token-2025",
      apiVersion: "2026-04",
    },
    pollRestocks: false,
    limits: { client: { points: 1_000, durationSeconds: 600 } },
    outbox: { pollMs: 200, baseDelayMs: 300, maxDelayMs: 1_000, leaseMs: 5_000 },
    log: { info: (m) => logs.push(m), error: (m) => logs.push(m) },
  });
  app.use(createAlertsRouter({ alerts: backend.alerts, shop: shopOriginFrom(origin) }));
  return {
    port,
    origin,
    backend,
    db: database.db,
    logs,
    rows: () => database.db.select().from(stockAlerts),
    emails: () => database.db.select().from(outgoingEmails),
    async close() {
      await backend.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

export type AlertsServer = Awaited<ReturnType<typeof startAlertsServer>>;
