import type { NextFunction, Request, Response } from "express";

/**
 * Hydrogen's short strategy: fresh for a second, then served stale for up to nine more while
 * one request renders the page anew. Pages are never older than the data they were made from
 * is allowed to be (app/lib/storefront-cache.server.ts).
 */
const FRESH_MS = 1_000;
const STALE_MS = 9_000;
const MAX_ENTRIES = 200;
const MAX_PAGE_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 48 * 1024 * 1024;
/** Headers a route sets that belong to the page itself; security headers come per request. */
const PAGE_HEADERS = ["content-type", "cache-control", "link", "vary", "content-language"];

interface Page {
  body: string;
  /** The CSP nonce the page was rendered with, swapped for each response's own. */
  nonce: string;
  headers: [string, string][];
  storedAt: number;
  revalidating: boolean;
}

/**
 * A full-page cache for anonymous document requests, as a CDN in front of a Hydrogen store would
 * be: every visitor without a cookie sees the same page for a URL, so rendering it again for
 * each one is wasted work. Requests with a cookie or credentials, account pages, data requests
 * and anything but a complete 200 HTML page always pass through. Each response gets its own
 * CSP nonce.
 */
export function createPageCache(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const pages = new Map<string, Page>();
  let totalBytes = 0;

  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    totalBytes -= page.body.length;
  }

  function store(key: string, page: Page) {
    remove(key);
    pages.set(key, page);
    totalBytes += page.body.length;
    while (pages.size > MAX_ENTRIES || totalBytes > MAX_TOTAL_BYTES) {
      remove(pages.keys().next().value!);
    }
  }

  function serve(res: Response, page: Page, state: "hit" | "stale") {
    const nonce = String(res.locals.cspNonce ?? "");
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("x-page-cache", state);
    // Written as is: express's `send` would hash every page for an ETag no one asked for.
    res.statusCode = 200;
    res.end(page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body);
  }

  /** Records what the app sends, and keeps it if it is a whole, successful HTML page. */
  function capture(key: string, res: Response, renderFailed: () => boolean) {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      bytes += buffer.length;
      if (bytes <= MAX_PAGE_BYTES) chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const type = String(res.getHeader("content-type") ?? "");
      if (
        res.statusCode === 200 &&
        type.startsWith("text/html") &&
        bytes <= MAX_PAGE_BYTES &&
        !renderFailed()
      ) {
        const headers: [string, string][] = [];
        for (const name of PAGE_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers.push([name, String(value)]);
        }
        store(key, {
          body: Buffer.concat(chunks).toString("utf8"),
          nonce: String(res.locals.cspNonce ?? ""),
          headers,
          storedAt: now(),
          revalidating: false,
        });
      } else {
        // A failed revalidation leaves the stale page to be tried again by the next request.
        const page = pages.get(key);
        if (page) page.revalidating = false;
      }
      return end(chunk, ...rest);
    }) as Response["end"];
  }

  function middleware(
    renderFailed: (res: Response) => boolean,
  ): (req: Request, res: Response, next: NextFunction) => void {
    return (req, res, next) => {
      if (
        req.method !== "GET" ||
        req.headers.cookie ||
        req.headers.authorization ||
        req.path.startsWith("/account") ||
        req.path.endsWith(".data")
      ) {
        next();
        return;
      }
      const key = req.originalUrl;
      const page = pages.get(key);
      const age = page ? now() - page.storedAt : Infinity;
      if (page && age < FRESH_MS) {
        serve(res, page, "hit");
        return;
      }
      if (page && age < FRESH_MS + STALE_MS) {
        if (page.revalidating) {
          serve(res, page, "stale");
          return;
        }
        page.revalidating = true;
      } else if (page) {
        remove(key);
      }
      capture(key, res, () => renderFailed(res));
      next();
    };
  }

  return { middleware };
}
