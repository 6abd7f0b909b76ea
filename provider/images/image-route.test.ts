import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pipelinedGets } from "../testing/raw-http";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { RENDERS_AT_ONCE, RENDERS_WAITING } from "./image-route";

// The image CDN over HTTP: what forms its cache key, which sizes it renders, the format it
// negotiates, and how it sheds a burst of distinct renders.

let t: TestProvider;
let keys: string[];

beforeAll(async () => {
  t = await startTestProvider();
  keys = [...(await t.provider.store.get()).imagesByKey.keys()];
});

afterAll(async () => {
  await t?.close();
});

const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

async function dimensions(body: Buffer) {
  const { width, height, format } = await sharp(body).metadata();
  return { width, height, format };
}

describe("the image CDN's cache key", () => {
  it("ignores unknown parameters, `v` and their order: one render, the same bytes", async () => {
    const file = `/cdn/shop/files/${keys[0]}.png`;
    const first = await get(`${file}?v=1&width=640&format=webp`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    for (const query of [
      "format=webp&width=640&v=1",
      "width=640&format=webp&v=1754000000&utm_source=x&junk=1",
      "cachebust=0.123&width=640&format=webp",
    ]) {
      const again = await get(`${file}?${query}`);
      expect(again.status, query).toBe(200);
      expect(again.headers.get("x-cache"), query).toBe("HIT");
      expect(again.body.equals(first.body), query).toBe(true);
    }
  });

  it("snaps a width up to the next CDN width, so nearby widths share one render", async () => {
    const file = `/cdn/shop/files/${keys[1]}.png`;
    const first = await get(`${file}?width=600&format=webp`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(await dimensions(first.body)).toEqual({ width: 640, height: 800, format: "webp" });
    for (const width of [601, 633, 640]) {
      const again = await get(`${file}?width=${width}&format=webp`);
      expect(again.headers.get("x-cache"), String(width)).toBe("HIT");
      expect(again.body.equals(first.body)).toBe(true);
    }
  });

  it("never renders larger than the original, keeping the crop's proportions", async () => {
    const file = `/cdn/shop/files/${keys[2]}.png`;
    const square = await get(`${file}?width=5760&height=5760&crop=center&format=webp`);
    expect(await dimensions(square.body)).toEqual({ width: 1200, height: 1200, format: "webp" });
    const wide = await get(`${file}?width=5760&format=webp`);
    expect(await dimensions(wide.body)).toEqual({ width: 1200, height: 1500, format: "webp" });
    // The cart's 128×160 crop is on the list and keeps its exact size.
    const cart = await get(`${file}?width=128&height=160&crop=center&format=webp`);
    expect(await dimensions(cart.body)).toEqual({ width: 128, height: 160, format: "webp" });
  });
});

describe("format negotiation", () => {
  it("answers WebP to a browser that accepts it when the URL names no format, with Vary: Accept", async () => {
    const file = `/cdn/shop/files/${keys[3]}.png?width=320`;
    const browser = await get(file, { accept: CHROME_ACCEPT });
    expect(browser.headers.get("content-type")).toBe("image/webp");
    expect(browser.headers.get("vary")).toBe("Accept");
    expect((await dimensions(browser.body)).format).toBe("webp");
    const avifOnly = await get(file, { accept: "image/avif,*/*;q=0.5" });
    expect(avifOnly.headers.get("content-type")).toBe("image/avif");
    const crawler = await get(file, { accept: "*/*" });
    expect(crawler.headers.get("content-type")).toBe("image/png");
    expect(crawler.headers.get("vary")).toBe("Accept");
    // Each format is its own cache entry; asking again renders nothing.
    expect((await get(file, { accept: CHROME_ACCEPT })).headers.get("x-cache")).toBe("HIT");
    // A URL that names its format answers the same to everyone, so it does not vary.
    const named = await get(`${file}&format=png`, { accept: CHROME_ACCEPT });
    expect(named.headers.get("content-type")).toBe("image/png");
    expect(named.headers.get("vary")).toBeNull();
    expect(named.headers.get("x-cache")).toBe("HIT");
  });
});

describe("a burst of distinct large renders", () => {
  const bound = RENDERS_AT_ONCE + RENDERS_WAITING;
  // Distinct crops of the full-size original: each is its own render of about 1200×1000.
  const paths = (key: string, count: number, from: number) =>
    Array.from(
      { length: count },
      (_, i) => `/cdn/shop/files/${key}.png?width=1200&height=${from + i}&crop=center&format=png`,
    );

  it("sent in one TCP write, renders a few at a time and answers the rest 503 with Retry-After", async () => {
    const requests = paths(keys[4]!, bound + 8, 900).map((path) => ({ path }));
    const answers = await pipelinedGets(t.url, requests);
    expect(answers).toHaveLength(requests.length);
    const rendered = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 503);
    expect(rendered).toHaveLength(bound);
    expect(rendered.every((a) => a.headers["x-cache"] === "MISS")).toBe(true);
    expect(refused).toHaveLength(requests.length - bound);
    for (const answer of refused) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    // Once the burst is over the refused ones render when asked again.
    const retried = await pipelinedGets(t.url, requests.slice(bound, bound + 2));
    expect(retried.map((a) => a.status)).toEqual([200, 200]);
  });

  it("sent in parallel on many connections, sheds what exceeds the queue", async () => {
    const answers = await Promise.all(paths(keys[5]!, bound + 8, 1000).map((path) => get(path)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(RENDERS_AT_ONCE);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  });
});
