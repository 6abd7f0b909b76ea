import type { Request } from "express";

/**
 * The shop's origin, as the browser that sent the request knows it. The shop's own pages call
 * its endpoints with a same-origin fetch, so the browser sends an `Origin` whose host is the
 * `Host` it addressed; both headers are set by the browser and a page on another site can change
 * neither. The server therefore learns the shop's origin from the request itself (it is served
 * under whatever name the shop is reached by, behind a TLS proxy too, whose scheme the Node
 * server does not see) and refuses a request whose `Origin` names another host, or none. A
 * proxy that rewrites `Host` must pass the original on as `X-Forwarded-Host` under `trust proxy`.
 */
export function shopOrigin(req: Request): string | null {
  const origin = req.get("origin");
  // The Host header, or X-Forwarded-Host when the operator set Express's `trust proxy`.
  const host = req.host;
  if (!origin || !host) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.host !== host.toLowerCase() || url.origin !== origin) return null;
  return url.origin;
}

/**
 * For endpoints that scripts may call too (the contact form): a request without `Origin` is no
 * browser's cross-site post (browsers send it on every POST), so it passes; one with an `Origin`
 * must name the shop, by the same rule as `shopOrigin` (`Origin: null` never does).
 */
export function fromShopOrNoBrowser(req: Request): boolean {
  return req.get("origin") === undefined || shopOrigin(req) !== null;
}
