import { createHash } from "node:crypto";
import express from "express";
import sharp from "sharp";
import { z } from "zod";
import type { Art } from "../catalogue/artwork-schema";
import type { CatalogueStore } from "../catalogue/catalogue-store";
import { renderArtwork } from "./artwork/render-artwork";

/**
 * The provider's image CDN. Product images are drawn from their catalogue descriptions and
 * resized and re-encoded on request; the URL carries the whole transform, so responses are
 * immutable and cached both here (bounded LRU) and by browsers for a year.
 */
const size = z.coerce.number().int().min(1).max(5760);
const transformSchema = z.object({
  width: size.optional(),
  height: size.optional(),
  crop: z.enum(["center", "top", "bottom", "left", "right"]).optional(),
  format: z.enum(["jpg", "png", "webp", "avif"]).optional(),
  v: z.string().max(32).optional(),
});

const CONTENT_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
} as const;

const CACHE_BYTES = 48 * 1024 * 1024;

interface Rendered {
  body: Buffer;
  contentType: string;
  etag: string;
}

export function createImageRoute(store: CatalogueStore) {
  const cache = new Map<string, Rendered>();
  const inFlight = new Map<string, Promise<Rendered>>();
  let cachedBytes = 0;

  function remember(key: string, value: Rendered) {
    cache.set(key, value);
    cachedBytes += value.body.length;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= CACHE_BYTES) break;
      cache.delete(oldKey);
      cachedBytes -= old.body.length;
    }
  }

  async function render(
    art: Art,
    original: { width: number; height: number },
    t: z.infer<typeof transformSchema>,
    extension: keyof typeof CONTENT_TYPES,
  ): Promise<Rendered> {
    const ratio = original.width / original.height;
    let width = t.width ?? (t.height ? Math.round(t.height * ratio) : original.width);
    let height = t.height ?? (t.width ? Math.round(t.width / ratio) : original.height);
    if (!t.crop && t.width && t.height) {
      // Without a crop Shopify fits the image inside the box, keeping its proportions.
      const scale = Math.min(t.width / original.width, t.height / original.height);
      width = Math.max(1, Math.round(original.width * scale));
      height = Math.max(1, Math.round(original.height * scale));
    }
    const drawScale = Math.max(width / original.width, height / original.height);
    const drawn = {
      width: Math.max(1, Math.round(original.width * drawScale)),
      height: Math.max(1, Math.round(original.height * drawScale)),
    };
    const format = t.format ?? extension;
    let pipeline = sharp(Buffer.from(renderArtwork(art, drawn))).resize(width, height, {
      fit: "cover",
      position: t.crop === "center" || !t.crop ? "centre" : t.crop,
    });
    pipeline =
      format === "jpg"
        ? pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true })
        : format === "webp"
          ? pipeline.webp({ quality: 78 })
          : format === "avif"
            ? pipeline.avif({ quality: 55, effort: 2 })
            : pipeline.png({ compressionLevel: 8 });
    const body = await pipeline.toBuffer();
    return {
      body,
      contentType: CONTENT_TYPES[format],
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    };
  }

  const router = express.Router();
  router.get("/cdn/shop/files/:file", async (req, res, next) => {
    try {
      const match = /^([a-z0-9][a-z0-9-]{0,120})\.(png|jpg|webp|avif)$/.exec(req.params.file);
      const parsed = transformSchema.safeParse(req.query);
      if (!match || !parsed.success) {
        res.status(400).type("text/plain").send("Bad image request.");
        return;
      }
      const [, key, extension] = match as unknown as [string, string, keyof typeof CONTENT_TYPES];
      const image = (await store.get()).imagesByKey.get(key);
      if (!image) {
        res.status(404).type("text/plain").send("Image not found.");
        return;
      }
      const cacheKey = `${key}.${extension}?${new URLSearchParams(
        Object.entries(parsed.data).filter(([, v]) => v !== undefined) as [string, string][],
      )}`;
      let rendered = cache.get(cacheKey);
      if (!rendered) {
        let pending = inFlight.get(cacheKey);
        if (!pending) {
          pending = render(image.art as unknown as Art, image, parsed.data, extension).finally(() =>
            inFlight.delete(cacheKey),
          );
          inFlight.set(cacheKey, pending);
        }
        rendered = await pending;
        remember(cacheKey, rendered);
      }
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
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
