import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";

/**
 * Hydrogen's short strategy: fresh for a second, then served stale for up to nine more while
 * one request renders the page anew. Pages are never older than the data they were made from
 * is allowed to be (app/lib/storefront-cache.server.ts).
 */
export const FRESH_MS = 1_000;
export const STALE_MS = 9_000;
/**
 * Past that, a page is kept for a day as a stand-in: when its render fails (a 5xx, the Commerce
 * API down with no data to show) or is slow, the shopper gets the copy instead
 * (docs/decisions/0010-riding-out-the-upstream.md).
 */
export const STALE_IF_ERROR_MS = 24 * 3_600_000;
/**
 * While the upstream is in trouble (the last render failed, or was made from the data cache's
 * stand-in copies) a page is rendered again after this, not every second: another render would
 * only make the same page from the same copies, and each holds the event loop for tens of ms,
 * which under load is what every other shopper's request waits behind. Recovery shows within it.
 */
export const TROUBLE_RETRY_MS = 5_000;
/** How long a render may go without sending anything before a kept copy is sent instead. */
export const SLOW_RENDER_MS = 500;
/** A render that never finished (its response taken by a copy) stops blocking others here. */
const REVALIDATION_LIMIT_MS = 10_000;
const MAX_ENTRIES = 200;
const MAX_PAGE_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 48 * 1024 * 1024;
/** Headers a route sets that belong to the page itself; security headers come per request. */
const PAGE_HEADERS = ["content-type", "cache-control", "link", "vary", "content-language"];
/**
 * A page is compressed once per encoding and then sent as is to every visitor, so it can afford
 * denser settings than a response compressed on the fly.
 */
const ENCODERS = {
  br: (body: Buffer) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => zlib.gzipSync(body, { level: 6 }),
};
type Encoding = keyof typeof ENCODERS;
const RUNNABLE_SCRIPT_TYPES = new Set(["module", "text/javascript", "application/javascript"]);

interface Page {
  /** The page as rendered, with its CSP nonce taken out: the same bytes for every visitor. */
  body: Buffer;
  /** The body compressed, made the first time a visitor accepts each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** CSP sources naming each of the page's inline scripts by its SHA-256. */
  scriptSources: string;
  headers: [string, string][];
  storedAt: number;
  /** Made from stand-in copies of its data (its render said `x-boutique-cache: stale`). */
  fromCopies: boolean;
  /** No render is started for this page before then; until then it is served as kept. */
  renderAfter: number;
  /** When the one render under way for this page began, if one is. */
  revalidatingSince: number | null;
}

/**
 * The scripts of a page that the server rendered with the page's CSP nonce (React Router's
 * context, its module entry, scroll restoration, streamed data), as `'sha256-…'` CSP sources.
 * Only those: a script that reached the page any other way did not carry the nonce, and stays
 * as forbidden as it was. Data blocks such as JSON-LD never run and need no source.
 */
function nonceScriptSources(html: string, nonce: string): string {
  const sources = new Set<string>();
  if (!nonce) return "";
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (!attributes.includes(` nonce="${nonce}"`) || /\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !RUNNABLE_SCRIPT_TYPES.has(type)) continue;
    const hash = createHash("sha256")
      // The stored page has the nonce taken out everywhere, React Router's data included.
      .update((match[2] ?? "").replaceAll(nonce, ""), "utf8")
      .digest("base64");
    sources.add(`'sha256-${hash}'`);
  }
  return [...sources].join(" ");
}

/**
 * Cookies no page is rendered from: the visitor's privacy choice and Shopify's analytics cookies
 * (read only by scripts in the browser, after the page is interactive). A visitor who made a
 * choice is still served from the cache.
 */
const COOKIES_NO_PAGE_READS = new Set(["boutique_privacy", "_shopify_y", "_shopify_s"]);

/** Whether a Cookie header holds any cookie a page could be rendered differently for. */
export function hasCookiesPagesMayRead(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(";").some((part) => {
    const name = part.split("=", 1)[0]!.trim();
    return name !== "" && !COOKIES_NO_PAGE_READS.has(name);
  });
}

/**
 * A full-page cache for anonymous document requests, as a CDN in front of a Hydrogen store would
 * be: every visitor without a cookie sees the same page for a URL, so rendering it again for
 * each one is wasted work. Requests with a cookie or credentials, account pages, data requests
 * and anything but a complete 200 HTML page always pass through.
 *
 * A rendered page carries its response's CSP nonce. The stored copy has it taken out, and the
 * policy of every response served from it names the scripts that carried the nonce by their
 * hashes instead (docs/decisions/0004-page-cache.md). So the bytes are the same for every
 * visitor, and each encoding is compressed once, not once per response.
 */
export function createPageCache(
  options: {
    now?: () => number;
    /**
     * The catalogue's generation (server/webhooks/catalogue-version.ts): when it moves, every
     * page kept is dropped, and a render begun before the move is sent but not kept, so a
     * price, stock or deleted product the shop announced shows in the next render.
     */
    generation?: () => number;
  } = {},
) {
  const now = options.now ?? Date.now;
  const generation = options.generation ?? (() => 0);
  const pages = new Map<string, Page>();
  let totalBytes = 0;
  let pagesGeneration = generation();

  function dropIfChanged() {
    const current = generation();
    if (current === pagesGeneration) return;
    pagesGeneration = current;
    pages.clear();
    totalBytes = 0;
  }

  const sizeOf = (page: Page) =>
    page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    totalBytes -= sizeOf(page);
  }

  function evictOverflow() {
    while (pages.size > MAX_ENTRIES || totalBytes > MAX_TOTAL_BYTES) {
      remove(pages.keys().next().value!);
    }
  }

  function store(key: string, page: Page) {
    const previous = pages.get(key);
    // A page rendered again from the same data keeps the encodings already made.
    if (previous?.body.equals(page.body)) page.encoded = previous.encoded;
    remove(key);
    pages.set(key, page);
    totalBytes += sizeOf(page);
    evictOverflow();
  }

  function encodedBody(page: Page, encoding: Encoding): Buffer {
    let body = page.encoded[encoding];
    if (!body) {
      body = ENCODERS[encoding](page.body);
      page.encoded[encoding] = body;
      totalBytes += body.length;
      evictOverflow();
    }
    return body;
  }

  function serve(
    req: Request,
    res: Response,
    page: Page,
    state: "hit" | "stale",
    /** The response's own `end`, when the app's render has the wrapped one. */
    end: (body: Buffer) => unknown = (body) => res.end(body),
  ) {
    // Whatever a failed or abandoned render said about itself is not true of the copy.
    for (const name of ["retry-after", "content-length", "x-boutique-cache"])
      res.removeHeader(name);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("x-page-cache", state);
    // Past its revalidation window a copy stands in for a page that could not be made; a page
    // made from copies of its data is as old as they are.
    if (page.fromCopies || now() - page.storedAt >= FRESH_MS + STALE_MS) {
      res.setHeader("x-boutique-cache", "stale");
    }
    const policy = res.getHeader("content-security-policy");
    if (typeof policy === "string") {
      res.setHeader(
        "content-security-policy",
        policy.replace(/ ?'nonce-[^']*'/g, page.scriptSources ? ` ${page.scriptSources}` : ""),
      );
    }
    res.vary("Accept-Encoding");
    // Brotli whenever it is accepted at all: browsers list gzip first ("gzip, deflate, br"), and
    // negotiating by that order sent them the larger body.
    const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip");
    let body = page.body;
    if (encoding === "br" || encoding === "gzip") {
      body = encodedBody(page, encoding);
      // Set before anything is written, this also tells the compression middleware to let it be.
      res.setHeader("content-encoding", encoding);
    }
    res.setHeader("content-length", body.length);
    // Written as is: express's `send` would hash every page for an ETag no one asked for.
    res.statusCode = 200;
    end(body);
  }

  /**
   * Records what the app sends, and keeps it if it is a whole, successful HTML page. With a
   * `copy` of the page kept, a render that answers 5xx, or sends nothing for SLOW_RENDER_MS,
   * is not sent: the copy is. A slow render that goes on to finish still refreshes the cache.
   */
  function capture(
    key: string,
    req: Request,
    res: Response,
    renderFailed: () => boolean,
    copy?: Page,
  ) {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const renderedIn = pagesGeneration;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    /** "pass" sends the render; "copy" has sent the copy and only records the render. */
    let mode: "undecided" | "pass" | "copy" = "undecided";
    const sendCopy = () => {
      mode = "copy";
      serve(req, res, copy!, "stale", (body) => end(body));
    };
    const slow = copy
      ? setTimeout(() => {
          if (mode === "undecided" && !res.headersSent) sendCopy();
        }, SLOW_RENDER_MS)
      : undefined;
    res.once("close", () => clearTimeout(slow));
    const decide = () => {
      if (mode !== "undecided") return;
      clearTimeout(slow);
      if (copy && res.statusCode >= 500) sendCopy();
      else mode = "pass";
    };
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
      decide();
      collect(chunk, rest[0]);
      if (mode === "copy") {
        if (typeof rest.at(-1) === "function") (rest.at(-1) as () => void)();
        return true;
      }
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      decide();
      collect(chunk, rest[0]);
      const type = String(res.getHeader("content-type") ?? "");
      // A page that says it is one visitor's own (the contact form's idempotency key) is theirs.
      const personal = /\b(no-store|private)\b/i.test(String(res.getHeader("cache-control") ?? ""));
      if (
        mode === "pass" &&
        res.statusCode === 200 &&
        type.startsWith("text/html") &&
        !personal &&
        bytes <= MAX_PAGE_BYTES &&
        !renderFailed() &&
        generation() === renderedIn
      ) {
        const headers: [string, string][] = [];
        for (const name of PAGE_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers.push([name, String(value)]);
        }
        const html = Buffer.concat(chunks).toString("utf8");
        const nonce = String(res.locals.cspNonce ?? "");
        const fromCopies = res.getHeader("x-boutique-cache") === "stale";
        store(key, {
          body: Buffer.from(nonce ? html.replaceAll(nonce, "") : html, "utf8"),
          encoded: {},
          scriptSources: nonceScriptSources(html, nonce),
          headers,
          storedAt: now(),
          fromCopies,
          renderAfter: now() + (fromCopies ? TROUBLE_RETRY_MS : FRESH_MS),
          revalidatingSince: null,
        });
      } else if (generation() === renderedIn) {
        // A failed revalidation leaves the kept page to be tried again after a pause.
        const page = pages.get(key);
        if (page) {
          page.revalidatingSince = null;
          page.renderAfter = now() + TROUBLE_RETRY_MS;
        }
      }
      if (mode === "copy") {
        // The response went out with the copy; the render's callback still expects its call.
        if (typeof rest.at(-1) === "function") (rest.at(-1) as () => void)();
        return res;
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
        hasCookiesPagesMayRead(req.headers.cookie) ||
        req.headers.authorization ||
        req.path.startsWith("/account") ||
        req.path.endsWith(".data")
      ) {
        next();
        return;
      }
      dropIfChanged();
      // The host is part of the key even though the server serves only the shop's own hosts
      // (server/shop-origin.ts) and builds no URL from it: should a page ever depend on the
      // host, no copy made for one host could reach a visitor of another.
      const key = `${req.protocol}://${String(req.host).toLowerCase()}${req.originalUrl}`;
      let page = pages.get(key);
      const age = page ? now() - page.storedAt : Infinity;
      if (page && age < FRESH_MS) {
        serve(req, res, page, "hit");
        return;
      }
      if (page && now() < page.renderAfter && age < FRESH_MS + STALE_MS + STALE_IF_ERROR_MS) {
        // The upstream is in trouble: the kept page stands in until the next try.
        serve(req, res, page, "stale");
        return;
      }
      if (page && age >= FRESH_MS + STALE_MS + STALE_IF_ERROR_MS) {
        remove(key);
        page = undefined;
      }
      if (page) {
        // One render at a time per page; everyone else gets the copy meanwhile.
        const since = page.revalidatingSince;
        if (since !== null && now() - since < REVALIDATION_LIMIT_MS) {
          serve(req, res, page, "stale");
          return;
        }
        page.revalidatingSince = now();
      }
      capture(key, req, res, () => renderFailed(res), page);
      next();
    };
  }

  return { middleware };
}
