import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_PATH, ownerRouter, publishOwnerAccess, readOwnerAccess } from "./owner-access";

// The owner's scripts ask the running storefront for their reports when it holds the embedded
// database: only with the token it wrote beside that database, and only for reports it names.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-owner-"));
let server: ReturnType<express.Express["listen"]>;
let base: string;
let token: string;

beforeAll(async () => {
  const app = express();
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  token = publishOwnerAccess(dir, port);
  app.use(ownerRouter(token, { echo: (query) => Promise.resolve({ limit: query.get("limit") }) }));
  base = `http://127.0.0.1:${port}${OWNER_PATH}`;
});

afterAll(() => {
  server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the owner's reports", () => {
  it("publishes the port and a token readable by its own user only", () => {
    const access = readOwnerAccess(dir)!;
    expect(access.token).toBe(token);
    expect(access.token).toMatch(/^[\w-]{43}$/);
    expect(fs.statSync(path.join(dir, "owner-access.json")).mode & 0o077).toBe(0);
  });

  it("answers a report to its token only, and nothing else", async () => {
    const ask = (url: string, auth?: string) =>
      fetch(url, { headers: auth ? { authorization: auth } : {} });
    const ok = await ask(`${base}/echo?limit=3`, `Bearer ${token}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(await ok.json()).toEqual({ limit: "3" });
    expect((await ask(`${base}/echo`)).status).toBe(404);
    expect((await ask(`${base}/echo`, `Bearer ${token.slice(1)}x`)).status).toBe(404);
    expect((await ask(`${base}/toString`, `Bearer ${token}`)).status).toBe(404);
  });
});
