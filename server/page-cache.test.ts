import { createHash, randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPageCache, SLOW_RENDER_MS, TROUBLE_RETRY_MS } from "./page-cache";

// A stand-in for the React Router handler: each render is numbered, carries the response's
// nonce (and a CSP naming it), and can be told to fail the way a streamed render does (after a 200 shell).
let renders = 0;
let clock = 0;
let failNext = false;
/** Every render answers this status (the Commerce API down and nothing cached to show). */
let failStatus = 0;
/** Renders are made from the data cache's stand-in copies (the Commerce API failing). */
let fromCopies = false;
let hold: Promise<void> | null = null;
/** The catalogue's generation (a webhook announced a change). */
let catalogueGeneration = 0;
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader(
      "content-security-policy",
      `default-src 'self'; script-src 'self' 'nonce-${res.locals.cspNonce}'; object-src 'none'`,
    );
    next();
  });
  const cache = createPageCache({ now: () => clock, generation: () => catalogueGeneration });
  app.all(
    "/{*splat}",
    cache.middleware((res) => Boolean(res.locals.failed)),
    async (req, res) => {
      renders += 1;
      if (hold) await hold;
      // As React Router does: a response already answered (by a kept copy) is left alone.
      if (res.writableEnded) return;
      if (req.path === "/personal") res.setHeader("cache-control", "no-store");
      if (failStatus) {
        res.status(failStatus).setHeader("retry-after", "5");
        res.type("html").send("<h1>We can't reach the shop</h1>");
        return;
      }
      if (req.path === "/missing") {
        res.status(404).type("html").send("<h1>404</h1>");
        return;
      }
      res.type("html");
      if (fromCopies) res.setHeader("x-boutique-cache", "stale");
      res.setHeader("link", "</assets/app.css>; rel=preload; as=style");
      const nonce = res.locals.cspNonce as string;
      // React Router's context carries the nonce inside the script too; the last script stands
      // for one that reached the page without the nonce (say, through merchant HTML).
      res.write(
        `<html><script nonce="${nonce}">window.context={"nonce":"${nonce}"}</script>` +
          `<script type="application/ld+json" nonce="${nonce}">{}</script>` +
          `<script>injected()</script>`,
      );
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

afterEach(() => {
  failStatus = 0;
  fromCopies = false;
  hold = null;
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
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("page cache", () => {
  it("serves an anonymous page again without rendering it, the same bytes for everyone", async () => {
    const first = await get("/product/a");
    const nonce = nonceOf(first.body)!;
    expect(first.response.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);

    const second = await get("/product/a");
    expect(second.response.headers.get("x-page-cache")).toBe("hit");
    expect(second.response.headers.get("link")).toBe("</assets/app.css>; rel=preload; as=style");
    expect(second.body).toBe(first.body.replaceAll(nonce, ""));
    expect((await get("/product/a")).body).toBe(second.body);
  });

  it("names the scripts rendered with the nonce by their hashes, and no other", async () => {
    await get("/product/hashes");
    const cached = await get("/product/hashes");
    const policy = cached.response.headers.get("content-security-policy")!;
    expect(policy).not.toContain("'nonce-");
    const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(" ");
    expect(scriptSources).toEqual(["'self'", sha256('window.context={"nonce":""}')]);
    expect(policy).not.toContain(sha256("injected()"));
    expect(policy).toContain("object-src 'none'");
  });

  it("sends each encoding compressed once, and plain text to clients that accept none", async () => {
    const plain = (await get("/compressed")).body;
    for (const encoding of ["br", "gzip"]) {
      const cached = await get("/compressed", { "accept-encoding": encoding });
      expect(cached.response.headers.get("content-encoding")).toBe(encoding);
      expect(cached.response.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(cached.body).toBe(plain.replaceAll(nonceOf(plain)!, ""));
    }
    // A browser's own header names gzip first; Brotli is smaller and it accepts it.
    const browser = await get("/compressed", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(browser.response.headers.get("content-encoding")).toBe("br");
    const gzipOnly = await get("/compressed", { "accept-encoding": "gzip, br;q=0" });
    expect(gzipOnly.response.headers.get("content-encoding")).toBe("gzip");
    const identity = await get("/compressed", { "accept-encoding": "identity" });
    expect(identity.response.headers.get("content-encoding")).toBeNull();
    expect(identity.body).toBe(plain.replaceAll(nonceOf(plain)!, ""));
  });

  it("drops every kept page when the catalogue's generation moves, and keeps no render begun before", async () => {
    const first = await get("/products/changed");
    expect((await get("/products/changed")).response.headers.get("x-page-cache")).toBe("hit");
    catalogueGeneration += 1;
    const fresh = await get("/products/changed");
    expect(fresh.response.headers.get("x-page-cache")).toBeNull();
    expect(fresh.body).not.toBe(first.body.replaceAll(nonceOf(first.body)!, ""));
    expect((await get("/products/changed")).response.headers.get("x-page-cache")).toBe("hit");

    // A render under way when the catalogue changes is sent, but the next visitor gets a new one.
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const rendered = renders;
    const pending = get("/products/racing");
    while (renders === rendered) await new Promise((resolve) => setTimeout(resolve, 5));
    catalogueGeneration += 1;
    hold = null;
    release();
    expect((await pending).body).toContain(`render ${rendered + 1} `);
    const next = await get("/products/racing");
    expect(next.response.headers.get("x-page-cache")).toBeNull();
    expect(next.body).toContain(`render ${rendered + 2} `);
  });

  it("keeps pages apart by URL, query included", async () => {
    const a = await get("/shop?category=Toys");
    const b = await get("/shop?category=Home");
    expect(a.body).toContain("/shop?category=Toys");
    expect(b.body).toContain("/shop?category=Home");
  });

  it("serves a stale page while one request renders it anew, and renders for the next one after ten seconds", async () => {
    const first = await get("/about");
    clock += 2_000;
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const rendered = renders;
    const revalidating = get("/about");
    while (renders === rendered) await new Promise((resolve) => setTimeout(resolve, 5));
    const stale = await get("/about");
    expect(stale.response.headers.get("x-page-cache")).toBe("stale");
    expect(stale.body).toBe(first.body.replaceAll(nonceOf(first.body)!, ""));
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

  it("serves the kept copy to a visitor whose only cookies are the privacy choice and Shopify's analytics ones", async () => {
    await get("/faq");
    const chosen = await get("/faq", {
      cookie: "boutique_privacy=a1.m0.p1.s0; _shopify_y=Y; _shopify_s=S",
    });
    expect(chosen.response.headers.get("x-page-cache")).toBe("hit");
    const withAnother = await get("/faq", { cookie: "boutique_privacy=a1.m0.p1.s0; session=1" });
    expect(withAnother.response.headers.get("x-page-cache")).toBeNull();
  });

  it("never keeps account pages, pages marked no-store, error statuses or pages whose render failed", async () => {
    for (const path of ["/account/orders", "/missing", "/personal"]) {
      await get(path);
      expect((await get(path)).response.headers.get("x-page-cache")).toBeNull();
    }
    failNext = true;
    await get("/shipping");
    expect((await get("/shipping")).response.headers.get("x-page-cache")).toBeNull();
    expect((await get("/shipping")).response.headers.get("x-page-cache")).toBe("hit");
  });

  it("sends the kept copy for a day when the render fails, marked stale, until one succeeds", async () => {
    const first = await get("/down");
    const copy = first.body.replaceAll(nonceOf(first.body)!, "");
    failStatus = 503;
    for (const step of [15_000, 3_600_000, 22 * 3_600_000]) {
      clock += step;
      const stale = await get("/down");
      expect(stale.response.status).toBe(200);
      expect(stale.response.headers.get("x-page-cache")).toBe("stale");
      expect(stale.response.headers.get("x-boutique-cache")).toBe("stale");
      expect(stale.response.headers.get("retry-after")).toBeNull();
      expect(stale.body).toBe(copy);
    }
    failStatus = 0;
    // The last failure paused renders of this page; the next try comes after the pause.
    clock += TROUBLE_RETRY_MS;
    const recovered = await get("/down");
    expect(recovered.response.headers.get("x-page-cache")).toBeNull();
    expect(recovered.body).toContain(`render ${renders} `);
    // A day and more later there is no copy left: the failure is what the shopper gets.
    clock += 25 * 3_600_000;
    failStatus = 503;
    const gone = await get("/down");
    expect(gone.response.status).toBe(503);
    expect(gone.response.headers.get("retry-after")).toBe("5");
    expect(gone.response.headers.get("x-page-cache")).toBeNull();
  });

  it("sends the kept copy when the render is slow, with one render at a time", async () => {
    const first = await get("/slow");
    const copy = first.body.replaceAll(nonceOf(first.body)!, "");
    clock += 60_000;
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const rendered = renders;
    const started = Date.now();
    const slow = get("/slow");
    while (renders === rendered) await new Promise((resolve) => setTimeout(resolve, 5));
    const meanwhile = await get("/slow");
    expect(meanwhile.response.headers.get("x-page-cache")).toBe("stale");
    expect(meanwhile.body).toBe(copy);
    const waited = await slow;
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_RENDER_MS - 10);
    expect(Date.now() - started).toBeLessThan(SLOW_RENDER_MS + 1_000);
    expect(waited.response.headers.get("x-page-cache")).toBe("stale");
    expect(waited.response.headers.get("x-boutique-cache")).toBe("stale");
    expect(waited.body).toBe(copy);
    expect(renders).toBe(rendered + 1);
    hold = null;
    release();
  });

  it("after a failed render, tries again only once the pause is over, serving the copy meanwhile", async () => {
    await get("/paused");
    clock += 15_000;
    failStatus = 503;
    const rendered = renders;
    await get("/paused");
    expect(renders).toBe(rendered + 1);
    for (const step of [0, 1_000, TROUBLE_RETRY_MS - 1_001]) {
      clock += step;
      const meanwhile = await get("/paused");
      expect(meanwhile.response.status).toBe(200);
      expect(meanwhile.response.headers.get("x-page-cache")).toBe("stale");
      expect(meanwhile.response.headers.get("x-boutique-cache")).toBe("stale");
    }
    expect(renders).toBe(rendered + 1);
    failStatus = 0;
    clock += 1;
    const recovered = await get("/paused");
    expect(renders).toBe(rendered + 2);
    expect(recovered.response.headers.get("x-page-cache")).toBeNull();
    // Healthy again: the next render comes a second after this one, as always.
    clock += 1_000;
    await get("/paused");
    expect(renders).toBe(rendered + 3);
  });

  it("keeps a page made from copies of its data, marked stale, and renders it again after the pause", async () => {
    await get("/copies");
    clock += 15_000;
    fromCopies = true;
    const rendered = renders;
    const made = await get("/copies");
    expect(made.response.headers.get("x-boutique-cache")).toBe("stale");
    expect(renders).toBe(rendered + 1);
    for (const step of [500, 1_000, TROUBLE_RETRY_MS - 1_501]) {
      clock += step;
      const kept = await get("/copies");
      expect(kept.response.status).toBe(200);
      expect(kept.response.headers.get("x-page-cache")).not.toBeNull();
      // As old as the copies it was made from: marked even while fresh in the page cache.
      expect(kept.response.headers.get("x-boutique-cache")).toBe("stale");
      expect(kept.body).toContain(`render ${rendered + 1} `);
    }
    expect(renders).toBe(rendered + 1);
    fromCopies = false;
    clock += 1;
    const fresh = await get("/copies");
    expect(fresh.response.headers.get("x-boutique-cache")).toBeNull();
    expect(fresh.body).toContain(`render ${rendered + 2} `);
    expect((await get("/copies")).response.headers.get("x-page-cache")).toBe("hit");
  });
});
