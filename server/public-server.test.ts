import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProviderProcess, type ProviderProcess } from "../tests/support/provider-process";
import { startStorefrontProcess } from "../tests/support/storefront-process";

// The storefront as `npm start` serves it (the production build, in its own process), reached
// over HTTP only, as an attacker from outside would reach it: a forged Host, bodies too large or
// too slow, headers trickled in, paths and bodies that match nothing. Its configured origin is
// not the address the test connects to, so every absolute URL it writes must come from
// configuration, and a request names the shop only through its Host header.

const ORIGIN = "https://shop.example.test";
const SHOP_HOST = "shop.example.test";
const FORGED = "evil.example";
const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
const BUILD = path.resolve(import.meta.dirname, "../build/server/index.js");

let provider: ProviderProcess;
let storefront: Awaited<ReturnType<typeof startStorefrontProcess>>;

beforeAll(async () => {
  if (!fs.existsSync(BUILD)) throw new Error("no production build: run `npm run build` first");
  provider = await startProviderProcess({ storefrontOrigin: ORIGIN });
  storefront = await startStorefrontProcess({
    providerUrl: provider.url,
    env: {
      STOREFRONT_ORIGIN: ORIGIN,
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    },
  });
});

afterAll(async () => {
  await storefront?.close();
  await provider?.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own; `Host` is the shop's unless `headers` names one. */
function send(
  target: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: storefront.port,
        path: target,
        method: options.method ?? "GET",
        headers: { host: SHOP_HOST, ...options.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The storefront process's resident memory, in bytes. */
function rss(): number {
  const status = fs.readFileSync(`/proc/${storefront.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

interface RawOutcome {
  /** What the server sent before it closed the connection. */
  received: string;
  closedAfterMs: number;
  /** Bytes of the body written before the server answered or closed. */
  bodyBytesSent: number;
}

/**
 * A raw connection that writes `head`, then `body` in `chunkBytes` pieces every `everyMs`,
 * until the server answers or closes (or `giveUpMs` passes: then `closedAfterMs` is Infinity).
 */
function rawExchange(options: {
  head: string;
  nextChunk: (sent: number) => Buffer | null;
  everyMs: number;
  giveUpMs: number;
}): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect({ host: "127.0.0.1", port: storefront.port });
    let received = "";
    let sent = 0;
    let done = false;
    const finish = (closedAfterMs: number) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ received, closedAfterMs, bodyBytesSent: sent });
    };
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("close", () => finish(Date.now() - started));
    // Writing after the server closed is the client's problem, not the test's.
    socket.on("error", () => finish(Date.now() - started));
    socket.write(options.head);
    const timer = setInterval(() => {
      if (received || socket.destroyed) return;
      const chunk = options.nextChunk(sent);
      if (!chunk) return;
      sent += chunk.length;
      socket.write(chunk);
    }, options.everyMs);
    const giveUp = setTimeout(() => finish(Infinity), options.giveUpMs);
  });
}

describe("one origin", () => {
  it("refuses a forged Host before rendering, and serves every cached copy with the shop's origin only", async () => {
    for (const target of ["/", "/about", "/product/cloud-puff-cable-sweater", "/robots.txt"]) {
      const forged = await send(target, { headers: { host: FORGED } });
      expect(forged.status, target).toBe(421);
      expect(forged.headers["cache-control"], target).toBe("no-store");
      expect(forged.body, target).not.toContain("<html");
      expect((await send(target, { headers: { host: `${FORGED}:443` } })).status).toBe(421);
      // Sent by a client no proxy vouches for (TRUST_PROXY is off): rendered, and kept by the
      // page cache, as the shop's own page.
      const forwarded = await send(target, { headers: { "x-forwarded-host": FORGED } });
      expect(forwarded.status, target).toBe(200);
      expect(forwarded.body, target).not.toContain(FORGED);
      // The next shoppers' copies: whichever render the page cache kept, it names the shop.
      let page = await send(target);
      const cached = target !== "/robots.txt";
      for (let tries = 0; cached && page.headers["x-page-cache"] !== "hit" && tries < 10; tries++) {
        expect(page.body, target).not.toContain(FORGED);
        page = await send(target);
      }
      expect(page.status, target).toBe(200);
      expect(page.body, target).not.toContain(FORGED);
      if (!cached) {
        expect(page.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
        continue;
      }
      expect(page.headers["x-page-cache"], target).toBe("hit");
      expect(page.body, target).toContain(`<link rel="canonical" href="${ORIGIN}${target}"/>`);
      expect(page.body, target).toContain(`<meta property="og:url" content="${ORIGIN}${target}"/>`);
      // The shop's organisation, in the JSON-LD of every page.
      expect(page.body, target).toContain(`"url":"${ORIGIN}/","logo":"${ORIGIN}/images/logo.png"`);
      // A page's own image, or the shop's; a product's comes from the image CDN.
      const image = /<meta property="og:image" content="([^"]*)"/.exec(page.body)?.[1] ?? "";
      expect(image, target).toMatch(
        target.startsWith("/product/") ? /^https?:\/\// : new RegExp(`^${ORIGIN}/images/`),
      );
    }

    for (const target of ["/sitemap.xml", "/sitemap/pages.xml", "/sitemap/products-1.xml"]) {
      expect((await send(target, { headers: { host: FORGED } })).status, target).toBe(421);
      const sitemap = await send(target, { headers: { "x-forwarded-host": FORGED } });
      expect(sitemap.status, target).toBe(200);
      const locations = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locations.length, target).toBeGreaterThan(0);
      expect(
        locations.every((loc) => loc!.startsWith(`${ORIGIN}/`)),
        target,
      ).toBe(true);
    }
  });

  it("answers health probes whatever the host, as load balancers probe by address", async () => {
    expect((await send("/healthz", { headers: { host: "10.0.0.7:3000" } })).status).toBe(200);
  });

  it("takes the contact form from the shop's own pages only, by its configured origin", async () => {
    const form = new URLSearchParams({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Product Questions",
      message: `Does the raincoat come in XS? ${randomUUID()}`,
      idempotency_key: randomUUID(),
    }).toString();
    const post = (origin: string) =>
      send("/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: form,
      });
    // Refused by React Router's own check of Origin against the host (400), or by the action's.
    expect([400, 403]).toContain((await post(`https://${FORGED}`)).status);
    const sent = await post(ORIGIN);
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("Thanks for reaching out!");
  });
});

describe("bounded requests", () => {
  it("refuses a 32 MB form to /contact with 413 before reading it, and its memory stays flat", async () => {
    const before = rss();
    const total = 32 * 1024 * 1024;
    const piece = Buffer.alloc(256 * 1024, "a");
    const outcomes: RawOutcome[] = [];
    for (let i = 0; i < 3; i++) {
      outcomes.push(
        await rawExchange({
          head:
            `POST /contact HTTP/1.1\r\nHost: ${SHOP_HOST}\r\n` +
            `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${total}\r\n\r\n` +
            "message=",
          nextChunk: (sent) => (sent < total ? piece : null),
          everyMs: 1,
          giveUpMs: 20_000,
        }),
      );
    }
    for (const outcome of outcomes) {
      expect(outcome.received).toMatch(/^HTTP\/1\.1 413 /);
      expect(outcome.closedAfterMs).toBeLessThan(20_000);
      expect(outcome.bodyBytesSent).toBeLessThan(total);
    }
    expect(rss() - before).toBeLessThan(16 * 1024 * 1024);
  });

  it("counts a chunked form without a length and refuses it once past the limit", async () => {
    const piece = Buffer.alloc(16 * 1024, "a");
    const chunk = Buffer.concat([
      Buffer.from(`${piece.length.toString(16)}\r\n`),
      piece,
      Buffer.from("\r\n"),
    ]);
    const outcome = await rawExchange({
      head:
        `POST /contact HTTP/1.1\r\nHost: ${SHOP_HOST}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n",
      nextChunk: (sent) => (sent < 8 * 1024 * 1024 ? chunk : null),
      everyMs: 5,
      giveUpMs: 10_000,
    });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.bodyBytesSent).toBeLessThan(4 * 1024 * 1024);
  });

  it("closes a connection whose headers trickle in (slowloris) once the headers timeout passes", async () => {
    const outcome = await rawExchange({
      head: `GET / HTTP/1.1\r\nHost: ${SHOP_HOST}\r\n`,
      nextChunk: () => Buffer.from(`X-Slow-${randomUUID()}: 1\r\n`),
      everyMs: 200,
      giveUpMs: 6_000,
    });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(outcome.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500);
  });

  it("closes a connection whose body trickles in once the request timeout passes", async () => {
    const outcome = await rawExchange({
      head:
        `POST /contact HTTP/1.1\r\nHost: ${SHOP_HOST}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n",
      nextChunk: () => Buffer.from("a"),
      everyMs: 100,
      giveUpMs: 8_000,
    });
    expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
    expect(outcome.bodyBytesSent).toBeLessThan(10_000);
  });
});

describe("input that matches nothing", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  it("answers 4xx to odd paths, headers and bodies, and writes no stack trace", async () => {
    const logBefore = storefront.stderr().length;
    const cases: [string, Parameters<typeof send>[1], number][] = [
      ["/%", {}, 400],
      ["/%E0%A4%A", {}, 400],
      ["/product/%ZZ.data", {}, 400],
      ["/assets/%", {}, 400],
      [`/${"a".repeat(8_000)}`, {}, 404],
      ["/", { headers: { "accept-encoding": "br;q=x, gzip;q=, ;;;" } }, 200],
      ["/", { headers: { host: "x" } }, 421],
      ["/", { headers: { host: "[" } }, 421],
      ["/contact", { method: "POST" }, 415],
      [
        "/contact.data",
        { method: "POST", headers: { "content-type": "text/plain" }, body: "x" },
        415,
      ],
      [
        "/contact",
        {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=x" },
          body: "garbage",
        },
        415,
      ],
    ];
    for (const [target, options, status] of cases) {
      expect((await send(target, options)).status, target.slice(0, 40)).toBe(status);
    }
    for (const endpoint of ["/api/contact-form", "/api/shopify-auth"]) {
      const json = { "content-type": "application/json", origin: ORIGIN };
      // 10,000 levels are over the size limit; a dozen fit, and are refused for their depth.
      const huge = await send(endpoint, { method: "POST", headers: json, body: nested(10_000) });
      expect(huge.status, endpoint).toBe(413);
      const deep = await send(endpoint, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ name: JSON.parse(nested(12)) as unknown }),
      });
      expect(deep.status, endpoint).toBe(400);
      expect(deep.body, endpoint).toContain("nested too deeply");
    }
    const log = storefront.stderr().slice(logBefore);
    expect(log).not.toMatch(/\n\s+at /);
    expect(log).not.toMatch(/Error:/);
  });
});
