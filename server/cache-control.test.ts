import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControl, PERSONAL, PUBLIC_PAGE } from "./cache-control";

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(cacheControl());
  app.post("/api/contact-form", (_req, res) => {
    res.setHeader("cache-control", "no-store");
    res.json({ ok: true });
  });
  app.get("/contact", (_req, res) => {
    res.setHeader("cache-control", "no-store");
    res.type("html").send("<form></form>");
  });
  app.get("/signed-in", (_req, res) => {
    res.cookie("session", "1");
    res.type("html").send("<p>hello</p>");
  });
  app.get("/account", (_req, res) => res.type("html").send("<p>orders</p>"));
  app.get("/down", (_req, res) => res.status(503).type("html").send("<p>unreachable</p>"));
  app.get("/missing", (_req, res) => res.status(404).type("html").send("<p>not found</p>"));
  app.get("/robots.txt", (_req, res) => {
    res.setHeader("cache-control", "public, max-age=3600");
    res.type("text").send("User-agent: *");
  });
  app.get("/{*splat}", (_req, res) => res.type("html").send("<p>page</p>".repeat(200)));
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
});

const headersOf = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${origin}${path}`, init);
  await response.arrayBuffer();
  return response.headers;
};

describe("Cache-Control", () => {
  it("lets a shared cache keep anonymous pages as long as the page cache does, per encoding", async () => {
    const headers = await headersOf("/product/a", { headers: { "accept-encoding": "br" } });
    expect(headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=1, stale-while-revalidate=9, stale-if-error=86400",
    );
    expect(headers.get("cache-control")).toBe(PUBLIC_PAGE);
    expect(headers.get("vary")).toMatch(/^accept-encoding$/i);
  });

  it("keeps personal answers, backend functions and error pages out of every shared cache", async () => {
    expect(
      (await headersOf("/product/a", { headers: { cookie: "x=1" } })).get("cache-control"),
    ).toBe(PERSONAL);
    expect((await headersOf("/signed-in")).get("cache-control")).toBe(PERSONAL);
    expect((await headersOf("/account")).get("cache-control")).toBe(PERSONAL);
    expect((await headersOf("/contact")).get("cache-control")).toBe(PERSONAL);
    expect((await headersOf("/missing")).get("cache-control")).toBe(PERSONAL);
    const api = await headersOf("/api/contact-form", { method: "POST" });
    expect(api.get("cache-control")).toBe(PERSONAL);
    const down = await headersOf("/down");
    expect(down.get("cache-control")).toBe(PERSONAL);
    expect(down.get("retry-after")).toBe("5");
  });

  it("leaves files and data with what their handlers say", async () => {
    expect((await headersOf("/robots.txt")).get("cache-control")).toBe("public, max-age=3600");
  });
});
