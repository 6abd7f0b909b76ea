import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";

// A stand-in for the React Router handler: each render is numbered, carries the response's
// nonce, and can be told to fail the way a streamed render does (after a 200 shell).
let renders = 0;
let clock = 0;
let failNext = false;
let hold: Promise<void> | null = null;
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  const cache = createPageCache({ now: () => clock });
  app.all(
    "/{*splat}",
    cache.middleware((res) => Boolean(res.locals.failed)),
    async (req, res) => {
      renders += 1;
      if (hold) await hold;
      if (req.path === "/missing") {
        res.status(404).type("html").send("<h1>404</h1>");
        return;
      }
      res.type("html");
      res.setHeader("link", "</assets/app.css>; rel=preload; as=style");
      res.write(`<html><script nonce="${res.locals.cspNonce}">1</script>`);
      if (failNext) {
        failNext = false;
        res.locals.failed = true;
      }
      res.end(`<p>render ${renders} of ${req.originalUrl}</p></html>`);
    },
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
});

beforeEach(() => {
  // Every test starts far from the last one's pages.
  clock += 60_000;
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${path}`, {
    headers: { "accept-encoding": "br", ...headers },
  });
  return { response, body: await response.text() };
};

const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];

describe("page cache", () => {
  it("serves an anonymous page again without rendering it, with the response's own nonce", async () => {
    const first = await get("/product/a");
    const second = await get("/product/a");
    expect(second.body).toContain("render");
    expect(second.body.replace(/nonce="[^"]+"/, "")).toEqual(
      first.body.replace(/nonce="[^"]+"/, ""),
    );
    expect(second.response.headers.get("x-page-cache")).toBe("hit");
    expect(second.response.headers.get("link")).toBe("</assets/app.css>; rel=preload; as=style");
    expect(nonceOf(second.body)).not.toEqual(nonceOf(first.body));
    expect(nonceOf(second.body)).toBeTruthy();
  });

  it("keeps pages apart by URL, query included", async () => {
    const a = await get("/shop?category=Toys");
    const b = await get("/shop?category=Home");
    expect(a.body).toContain("/shop?category=Toys");
    expect(b.body).toContain("/shop?category=Home");
  });

  it("serves a stale page while one request renders it anew, and forgets it after ten seconds", async () => {
    const first = await get("/about");
    clock += 2_000;
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const rendered = renders;
    const revalidating = get("/about");
    while (renders === rendered) await new Promise((resolve) => setTimeout(resolve, 5));
    const stale = await get("/about");
    expect(stale.response.headers.get("x-page-cache")).toBe("stale");
    expect(stale.body.replace(/nonce="[^"]+"/, "")).toEqual(
      first.body.replace(/nonce="[^"]+"/, ""),
    );
    hold = null;
    release();
    const renewed = await revalidating;
    expect(renewed.response.headers.get("x-page-cache")).toBeNull();
    expect((await get("/about")).body).toContain(`render ${rendered + 1} `);
    clock += 20_000;
    const expired = await get("/about");
    expect(expired.response.headers.get("x-page-cache")).toBeNull();
    expect(expired.body).toContain(`render ${rendered + 2} `);
  });

  it("renders for every request that carries a cookie or credentials", async () => {
    await get("/faq");
    const withCookie = await get("/faq", { cookie: "session=1" });
    const withAuth = await get("/faq", { authorization: "Bearer x" });
    expect(withCookie.response.headers.get("x-page-cache")).toBeNull();
    expect(withAuth.response.headers.get("x-page-cache")).toBeNull();
  });

  it("never keeps account pages, error statuses or pages whose render failed", async () => {
    for (const path of ["/account/orders", "/missing"]) {
      await get(path);
      expect((await get(path)).response.headers.get("x-page-cache")).toBeNull();
    }
    failNext = true;
    await get("/shipping");
    expect((await get("/shipping")).response.headers.get("x-page-cache")).toBeNull();
    expect((await get("/shipping")).response.headers.get("x-page-cache")).toBe("hit");
  });
});
