import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import express from "express";

/** Where a running storefront tells the owner's scripts how to reach it (beside its database). */
export const OWNER_ACCESS_FILE = "owner-access.json";
export const OWNER_PATH = "/__storefront/owner";

export interface OwnerAccess {
  port: number;
  token: string;
}

/** Reports the owner's scripts may ask a running storefront for, by name. */
export type OwnerReports = Record<string, (query: URLSearchParams) => Promise<unknown>>;

const isLoopback = (address: string | undefined) =>
  address === "::1" || /^(::ffff:)?127\./.test(address ?? "");

/**
 * The embedded database is open in one process only, the running storefront's, so the owner's
 * scripts (`npm run contact:messages`, `npm run alerts:pending`, `npm run vitals:report`) ask
 * that process instead: `GET /__storefront/owner/<report>`, answered only to a connection from
 * loopback carrying a token the storefront knows: the one it wrote, readable by its own user
 * only, beside the database it holds, or the one configured as OWNER_REPORT_TOKEN (the local
 * provider's merchant console reads the field speed report with it, whatever the database). A
 * shop on PostgreSQL needs no file: the scripts open the database themselves.
 */
export function ownerRouter(tokens: string | string[], reports: OwnerReports): express.Router {
  const router = express.Router();
  const expected = [tokens].flat().map((token) => Buffer.from(`Bearer ${token}`));
  router.get(`${OWNER_PATH}/:report`, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const given = Buffer.from(req.get("authorization") ?? "");
    const allowed =
      isLoopback(req.socket.remoteAddress) &&
      // Every token is compared, so the time taken tells nothing of which one came close.
      expected
        .map((token) => given.length === token.length && timingSafeEqual(given, token))
        .includes(true);
    const report = Object.hasOwn(reports, req.params.report)
      ? reports[req.params.report]
      : undefined;
    if (!allowed || !report) {
      res.status(404).json({ error: "Not found." });
      return;
    }
    const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
    try {
      res.json(await report(query));
    } catch (error) {
      // A report refuses what it was asked with a RangeError: the owner's mistake, said plainly.
      if (!(error instanceof RangeError)) throw error;
      res.status(400).json({ error: error.message });
    }
  });
  return router;
}

/** Writes the access file for this process (mode 0600), and removes it when the process ends. */
export function publishOwnerAccess(dataDir: string, port: number): string {
  const token = newOwnerToken();
  const file = path.join(path.resolve(dataDir), OWNER_ACCESS_FILE);
  fs.writeFileSync(file, JSON.stringify({ port, token } satisfies OwnerAccess), { mode: 0o600 });
  process.once("exit", () => fs.rmSync(file, { force: true }));
  return token;
}

/** A token for the owner's reports: 256 random bits. */
export const newOwnerToken = () => randomBytes(32).toString("base64url");

/** What a running storefront published for the scripts, if it did. */
export function readOwnerAccess(dataDir: string): OwnerAccess | null {
  try {
    const text = fs.readFileSync(path.join(path.resolve(dataDir), OWNER_ACCESS_FILE), "utf8");
    const access = JSON.parse(text) as Partial<OwnerAccess>;
    return typeof access.port === "number" && typeof access.token === "string"
      ? { port: access.port, token: access.token }
      : null;
  } catch {
    return null;
  }
}
