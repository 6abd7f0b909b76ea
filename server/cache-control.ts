import type { NextFunction, Request, Response } from "express";
import { FRESH_MS, hasCookiesPagesMayRead, STALE_IF_ERROR_MS, STALE_MS } from "./page-cache";

/**
 * What a shared cache (a CDN in front of several instances) may do with an anonymous page: the
 * same as the page cache does (server/page-cache.ts), so a page is never older there than here.
 * Browsers revalidate every time (`max-age=0`): a shopper who reloads sees the shop's latest.
 */
export const PUBLIC_PAGE =
  `public, max-age=0, s-maxage=${FRESH_MS / 1_000}, ` +
  `stale-while-revalidate=${STALE_MS / 1_000}, stale-if-error=${STALE_IF_ERROR_MS / 1_000}`;
export const PERSONAL = "private, no-store";
/** A 503 that names no time of its own asks clients and crawlers to come back after this. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;

function policyFor(req: Request, res: Response, status: number): string | undefined {
  if (res.getHeader("set-cookie") !== undefined) return PERSONAL;
  // The two backend functions (/api/contact-form, /api/shopify-auth) answer one client each.
  if (req.path.startsWith("/api/") || req.path.startsWith("/account")) return PERSONAL;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return undefined;
  if (/\b(no-store|private)\b/i.test(String(res.getHeader("cache-control") ?? ""))) {
    return PERSONAL;
  }
  // A page asked for with credentials may one day depend on them; error pages must not outlive
  // the error in anyone's cache. The cookies no page is rendered from (the privacy choice,
  // Shopify's analytics cookies) leave a page public, as they leave it in the page cache.
  if (hasCookiesPagesMayRead(req.headers.cookie) || req.headers.authorization || status !== 200) {
    return PERSONAL;
  }
  return PUBLIC_PAGE;
}

/**
 * Sets each response's `Cache-Control` as its headers go out, when its status and headers are
 * final: anonymous HTML pages may be kept by a shared cache (PUBLIC_PAGE, varying by encoding);
 * anything personal (a response that sets a cookie, account pages, the backend functions, pages
 * that say no-store or private, requests with credentials) and error pages are `private,
 * no-store`. Files and data keep what their own handlers say. A 503 always says when to retry.
 */
export function cacheControl() {
  return (req: Request, res: Response, next: NextFunction) => {
    const writeHead = res.writeHead as (...args: unknown[]) => Response;
    let done = false;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      if (!done) {
        done = true;
        const status = typeof args[0] === "number" ? args[0] : res.statusCode;
        const policy = policyFor(req, res, status);
        if (policy) res.setHeader("cache-control", policy);
        if (policy === PUBLIC_PAGE) res.vary("Accept-Encoding");
        if (status === 503 && !res.hasHeader("retry-after")) {
          res.setHeader("retry-after", String(DEFAULT_RETRY_AFTER_SECONDS));
        }
      }
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
