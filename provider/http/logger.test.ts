import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger";

// The provider's request logging on a real listener: what it answers and the lines it writes.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let lines: Record<string, unknown>[] = [];
let raw: string[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  const logger = createLogger("info", "provider", {
    write: (line: string) => {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  const app = express();
  app.use(logger.requests);
  app.post("/api/2025-07/graphql.json", express.json(), async (req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A line a resolver writes while the request is handled.
    if (req.body?.variables?.fail) {
      // As the rooms' resolvers do: the id they pass is the one the line already has.
      logger.error("storefront resolver failed", {
        reason: "x",
        requestId: res.getHeader("x-request-id"),
      });
    }
    res.json({ data: { shop: { name: "Boutique" } } });
  });
  app.get("/authorize", (_req, res) => {
    res.status(302).setHeader("location", "/login").end();
  });
  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
});
afterEach(() => {
  lines = [];
  raw = [];
});

const graphql = (headers: Record<string, string>, body: object) =>
  fetch(`${origin}/api/2025-07/graphql.json`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("the provider's request log", () => {
  it("logs the X-Request-Id the storefront sent, on the access line and the handler's lines", async () => {
    const response = await graphql(
      { "x-request-id": "storefront-req-7" },
      { query: "query ShopName { shop { name } }", variables: { fail: true } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("storefront-req-7");
    await response.text();
    // The access line is written once the answer is out, which may be after it arrived here.
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        name: "provider",
        msg: "storefront resolver failed",
        requestId: "storefront-req-7",
        reason: "x",
      }),
      expect.objectContaining({
        level: "info",
        msg: "request completed",
        requestId: "storefront-req-7",
        method: "POST",
        path: "/api/2025-07/graphql.json",
        operation: "ShopName",
        status: 200,
      }),
    ]);
    expect(typeof lines[1]!.ms).toBe("number");
    expect(raw[0]!.match(/"requestId"/g)).toHaveLength(1);
  });

  it("names the operation from operationName when the client sends one", async () => {
    await (await graphql({}, { query: "{ shop { name } }", operationName: "Named" })).text();
    await (await graphql({}, { query: "{ shop { name } }" })).text();
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(lines.map((line) => line.operation)).toEqual(["Named", undefined]);
  });

  it("replaces an id that is not a short safe token by a UUID of its own", async () => {
    for (const incoming of ["has spaces", "x".repeat(129), "a;b"]) {
      const response = await graphql({ "x-request-id": incoming }, { query: "{ shop { name } }" });
      await response.text();
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(UUID);
      await vi.waitFor(() => expect(lines.at(-1)?.requestId).toBe(id));
    }
    expect(JSON.stringify(lines)).not.toContain("has spaces");
  });

  it("writes the path without its query, and no headers", async () => {
    const response = await fetch(
      `${origin}/authorize?login_hint=shopper%40example.com&state=state-secret&code_challenge=c`,
      { redirect: "manual", headers: { cookie: "sid=cookie-secret", authorization: "Bearer t" } },
    );
    expect(response.status).toBe(302);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines).toEqual([expect.objectContaining({ path: "/authorize", status: 302 })]);
    const written = JSON.stringify(lines);
    for (const secret of ["shopper", "state-secret", "cookie-secret", "Bearer", "login_hint"]) {
      expect(written).not.toContain(secret);
    }
  });

  it("keeps health probes below info", async () => {
    await (await fetch(`${origin}/healthz`)).text();
    // A request after it is logged; the probe before it was not.
    await (await fetch(`${origin}/authorize`, { redirect: "manual" })).text();
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines.map((line) => line.path)).toEqual(["/authorize"]);
  });
});

describe("the provider's logger", () => {
  it("writes nothing when silent, and an error's message and stack as fields", () => {
    const written: string[] = [];
    const destination = { write: (line: string) => written.push(line) };
    createLogger("silent", "provider", destination).error("boom", { error: new Error("x") });
    expect(written).toEqual([]);
    createLogger("info", "provider", destination).error("boom", { error: new Error("bad") });
    const line = JSON.parse(written[0]!) as { error: { message: string; stack: string } };
    expect(line).toMatchObject({ level: "error", msg: "boom", error: { message: "bad" } });
    expect(line.error.stack).toContain("logger.test.ts");
  });
});
