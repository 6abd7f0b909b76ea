import { createHash } from "node:crypto";
import express from "express";
import pLimit from "p-limit";
import sharp from "sharp";
import { z } from "zod";
import type { Art } from "../catalogue/artwork-schema";
import type { CatalogueStore } from "../catalogue/catalogue-store";
import { renderArtwork } from "./artwork/render-artwork";

/**
 * The provider's image CDN. Product images are drawn from their catalogue descriptions and
 * resized and re-encoded on request; the URL carries the whole transform, so responses are
 * immutable and cached both here (bounded LRU) and by browsers for a year.
 *
 * Rendering costs real CPU and memory, so anyone who can send a URL must not be able to buy
 * renders at will: only what changes the picture forms the cache key (the rendered size, crop
 * position and format, never `v` or unknown parameters), sizes snap up to a short list of
 * widths and never exceed the original (Shopify's CDN never enlarges an image), and at most
 * RENDERS_AT_ONCE renders run while RENDERS_WAITING wait; beyond that the answer is 503 with
 * Retry-After, as a CDN's origin shield answers.
 */
const size = z.coerce.number().int().min(1).max(5760);
const transformSchema = z.object({
  width: size.optional(),
  height: size.optional(),
  crop: z.enum(["center", "top", "bottom", "left", "right"]).optional(),
  format: z.enum(["jpg", "png", "webp", "avif"]).optional(),
});
type Transform = z.infer<typeof transformSchema>;
type Format = keyof typeof CONTENT_TYPES;

const CONTENT_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
} as const;

/**
 * The widths the CDN renders. A request snaps up to the next one, so `width=630` and
 * `width=640` share one render; every width the storefront asks for is on the list, so its
 * pages get exactly what they name.
 */
export const CDN_WIDTHS = [
  16, 32, 48, 64, 96, 112, 128, 160, 192, 240, 320, 480, 640, 800, 960, 1080, 1280, 1600, 1920,
  2560, 3840, 5760,
] as const;

export const RENDERS_AT_ONCE = 2;
export const RENDERS_WAITING = 8;
const RETRY_AFTER_SECONDS = 2;
const CACHE_BYTES = 48 * 1024 * 1024;
/** A render never reads more pixels than the largest original could need (5760 × 5760). */
const MAX_INPUT_PIXELS = 5760 * 5760;

interface Rendered {
  body: Buffer;
  contentType: string;
  etag: string;
}

interface Plan {
  width: number;
  height: number;
  /** The artwork's drawn size before the crop; equal to width × height when nothing is cut. */
  drawn: { width: number; height: number };
  position: "centre" | "top" | "bottom" | "left" | "right";
  format: Format;
}

/**
 * The output of a transform, the way Shopify's `Image.url(transform:)` describes it: a width
 * or a height alone keeps the proportions; both without a crop fit the image inside the box;
 * both with a crop fill the box exactly, cutting from the named side. Then the box shrinks
 * (keeping its proportions) until it fits inside the original, and grows to the next CDN width
 * (again never past the original).
 */
export function planRender(
  original: { width: number; height: number },
  t: Transform,
  format: Format,
): Plan {
  const { width: W, height: H } = original;
  let boxW: number;
  let boxH: number;
  if (t.width && t.height) {
    if (t.crop) {
      boxW = t.width;
      boxH = t.height;
    } else {
      const fit = Math.min(t.width / W, t.height / H);
      boxW = W * fit;
      boxH = H * fit;
    }
  } else if (t.width) {
    boxW = t.width;
    boxH = (t.width * H) / W;
  } else if (t.height) {
    boxW = (t.height * W) / H;
    boxH = t.height;
  } else {
    boxW = W;
    boxH = H;
  }
  const shrink = Math.min(1, W / boxW, H / boxH);
  boxW *= shrink;
  boxH *= shrink;
  const snapped = CDN_WIDTHS.find((w) => w >= Math.round(boxW)) ?? CDN_WIDTHS.at(-1)!;
  const grow = Math.min(snapped / boxW, W / boxW, H / boxH);
  const width = Math.max(1, Math.round(boxW * grow));
  const height = Math.max(1, Math.round(boxH * grow));
  const drawScale = Math.max(width / W, height / H);
  const drawn = {
    width: Math.max(width, Math.round(W * drawScale)),
    height: Math.max(height, Math.round(H * drawScale)),
  };
  const cut = drawn.width !== width || drawn.height !== height;
  const position = !cut || !t.crop || t.crop === "center" ? "centre" : t.crop;
  return { width, height, drawn, position, format };
}

/**
 * Which modern format a browser named in `Accept`, as Shopify's CDN picks one for a URL that
 * names none. Only an explicit `image/webp` or `image/avif` counts: `*\/*` and `image/*` are
 * what every crawler and `curl` send, and they get the original type. WebP wins a tie, being
 * several times cheaper to encode than AVIF.
 */
export function negotiateFormat(accept: string | undefined): "webp" | "avif" | null {
  if (!accept) return null;
  let best: { format: "webp" | "avif"; q: number } | null = null;
  for (const part of accept.slice(0, 1024).split(",")) {
    const [type = "", ...params] = part.trim().toLowerCase().split(";");
    const format =
      type.trim() === "image/webp" ? "webp" : type.trim() === "image/avif" ? "avif" : null;
    if (!format) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q || (q === best.q && format === "webp")) best = { format, q };
  }
  return best?.format ?? null;
}

export function createImageRoute(store: CatalogueStore) {
  // libvips keeps a cache of recent operations (by default up to 50 MB and 100 operations,
  // pixels included) and a thread per core; both hold memory long after a burst of large
  // renders. Its cache could never hit here: every render starts from a freshly drawn SVG, and
  // the finished images are cached below as encoded bytes. At most RENDERS_AT_ONCE run at a
  // time. What glibc keeps of the freed pixels is bounded by providerEnv (runtime-flags.ts).
  sharp.cache(false);
  sharp.concurrency(1);
  const cache = new Map<string, Rendered>();
  const inFlight = new Map<string, Promise<Rendered>>();
  const renders = pLimit(RENDERS_AT_ONCE);
  const artDigests = new WeakMap<object, string>();
  let cachedBytes = 0;

  function remember(key: string, value: Rendered) {
    if (cache.has(key)) return;
    cache.set(key, value);
    cachedBytes += value.body.length;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= CACHE_BYTES) break;
      cache.delete(oldKey);
      cachedBytes -= old.body.length;
    }
  }

  /** The artwork's identity: an edited image gets new keys even under the same file name. */
  function artDigest(art: Record<string, unknown>) {
    let digest = artDigests.get(art);
    if (!digest) {
      digest = createHash("sha1").update(JSON.stringify(art)).digest("base64url").slice(0, 12);
      artDigests.set(art, digest);
    }
    return digest;
  }

  async function render(art: Art, plan: Plan): Promise<Rendered> {
    let pipeline = sharp(Buffer.from(renderArtwork(art, plan.drawn)), {
      limitInputPixels: MAX_INPUT_PIXELS,
    }).resize(plan.width, plan.height, { fit: "cover", position: plan.position });
    pipeline =
      plan.format === "jpg"
        ? pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true })
        : plan.format === "webp"
          ? pipeline.webp({ quality: 78 })
          : plan.format === "avif"
            ? pipeline.avif({ quality: 55, effort: 2 })
            : pipeline.png({ compressionLevel: 8 });
    const body = await pipeline.toBuffer();
    return {
      body,
      contentType: CONTENT_TYPES[plan.format],
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    };
  }

  const router = express.Router();
  router.get("/cdn/shop/files/:file", async (req, res, next) => {
    try {
      const match = /^([a-z0-9][a-z0-9-]{0,120})\.(png|jpg|webp|avif)$/.exec(req.params.file);
      // Unknown parameters (and `v`, a cache-buster for browsers) are dropped here.
      const parsed = transformSchema.safeParse(req.query);
      if (!match || !parsed.success) {
        res.status(400).type("text/plain").send("Bad image request.");
        return;
      }
      const [, key, extension] = match as unknown as [string, string, Format];
      const image = (await store.get()).imagesByKey.get(key);
      if (!image) {
        res.status(404).type("text/plain").send("Image not found.");
        return;
      }
      const negotiated = parsed.data.format ? null : negotiateFormat(req.headers.accept);
      const format = parsed.data.format ?? negotiated ?? extension;
      const plan = planRender(image, parsed.data, format);
      const cacheKey = `${key}:${artDigest(image.art)}:${plan.width}x${plan.height}:${plan.position}.${format}`;
      let rendered = cache.get(cacheKey);
      let rendersHere = false;
      if (!rendered) {
        let pending = inFlight.get(cacheKey);
        if (!pending) {
          if (renders.activeCount + renders.pendingCount >= RENDERS_AT_ONCE + RENDERS_WAITING) {
            res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
            res.setHeader("Cache-Control", "no-store");
            res.status(503).type("text/plain").send("The image CDN is busy. Try again shortly.");
            return;
          }
          rendersHere = true;
          pending = renders(() => render(image.art as unknown as Art, plan)).finally(() =>
            inFlight.delete(cacheKey),
          );
          inFlight.set(cacheKey, pending);
        }
        rendered = await pending;
        remember(cacheKey, rendered);
      }
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      // The answer depends on Accept only when the URL names no format.
      if (!parsed.data.format) res.setHeader("Vary", "Accept");
      // As CDNs report it: MISS for the request that rendered, HIT for every other.
      res.setHeader("X-Cache", rendersHere ? "MISS" : "HIT");
      res.setHeader("ETag", rendered.etag);
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      if (req.headers["if-none-match"] === rendered.etag) {
        res.status(304).end();
        return;
      }
      res.type(rendered.contentType).send(rendered.body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
