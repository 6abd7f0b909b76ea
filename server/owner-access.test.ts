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

  it("answers a configured second token too (the provider's console), and a report's refusal as 400", async () => {
    const other = "c".repeat(40);
    const app = express();
    app.use(
      ownerRouter([token, other], {
        echo: () => Promise.resolve({ ok: true }),
        refuse: () => Promise.reject(new RangeError("from must not come after to.")),
      }),
    );
    const second = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => second.once("listening", resolve));
    const url = `http://127.0.0.1:${(second.address() as AddressInfo).port}${OWNER_PATH}`;
    try {
      for (const given of [token, other]) {
        const answer = await fetch(`${url}/echo`, {
          headers: { authorization: `Bearer ${given}` },
        });
        expect(answer.status).toBe(200);
      }
      const wrong = await fetch(`${url}/echo`, {
        headers: { authorization: `Bearer ${"d".repeat(40)}` },
      });
      expect(wrong.status).toBe(404);
      const refused = await fetch(`${url}/refuse`, {
        headers: { authorization: `Bearer ${other}` },
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: "from must not come after to." });
    } finally {
      second.close();
    }
  });
});
