import type { Request, RequestHandler } from "express";
import { answerAndClose } from "./http-server";

/** Names of this machine that no DNS answer can point elsewhere. */
const LOOPBACK_HOSTNAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The shop's own origin, from configuration (STOREFRONT_ORIGIN), and the hosts it answers to.
 * Every absolute URL the shop writes is built from `origin`, never from a request's `Host` or
 * `X-Forwarded-Host`: whoever sends a request chooses those, and a page made from them would be
 * kept by the page cache (or a CDN) and served to the next shoppers (web cache poisoning).
 *
 * `hosts` is the configured host; and when that is a loopback name, the other loopback names
 * with the same port too (someone who started the shop on their machine may open 127.0.0.1),
 * which is safe because a foreign website cannot make a browser's request carry them (DNS
 * rebinding only ever brings a name the attacker owns).
 */
export interface ShopOrigin {
  origin: string;
  hosts: ReadonlySet<string>;
  /** The origins a browser on one of `hosts` sends as `Origin`. */
  origins: ReadonlySet<string>;
}

export function shopOriginFrom(configured: string): ShopOrigin {
  const url = new URL(configured);
  const names = LOOPBACK_HOSTNAMES.includes(url.hostname) ? LOOPBACK_HOSTNAMES : [url.hostname];
  const hosts = new Set<string>();
  const origins = new Set<string>();
  for (const name of names) {
    const host = url.port ? `${name}:${url.port}` : name;
    hosts.add(host);
    origins.add(`${url.protocol}//${host}`);
    // A client may spell the scheme's default port out ("shop.example.com:443").
    if (!url.port) hosts.add(`${name}:${url.protocol === "https:" ? 443 : 80}`);
  }
  return { origin: url.origin, hosts, origins };
}

/**
 * The host the request was sent to, when the shop serves it: the `Host` header, or the
 * `X-Forwarded-Host` of a proxy that TRUST_PROXY believes (Express's `req.host`); else null.
 */
export function servedHost(req: Request, shop: ShopOrigin): string | null {
  const host = req.host?.toLowerCase();
  return host && shop.hosts.has(host) ? host : null;
}

/**
 * Refuses, before anything is rendered or cached, a request for a host the shop does not serve:
 * 421 Misdirected Request, in plain words, never cached. What comes after may rely on the host
 * (`res.locals.shopHost`) being one of the shop's own. Mounted after the health endpoints, which
 * load balancers and orchestrators probe by IP address.
 */
export function hostGuard(shop: ShopOrigin): RequestHandler {
  return (req, res, next) => {
    const host = servedHost(req, shop);
    if (host) {
      res.locals.shopHost = host;
      next();
      return;
    }
    // The request is not the shop's: nothing more of it is read.
    answerAndClose(req, res, 421, "This server does not serve that host.");
  };
}

/**
 * The shop's origin, as the browser that sent the request names it: the `Origin` header when it
 * is one of the shop's own, else null (a page on another site, `Origin: null`, or none). The
 * shop's pages call its endpoints with a same-origin fetch, and browsers send `Origin` on every
 * POST; no page elsewhere can change it.
 */
export function shopOrigin(req: Request, shop: ShopOrigin): string | null {
  const origin = req.get("origin");
  return origin !== undefined && shop.origins.has(origin.toLowerCase())
    ? origin.toLowerCase()
    : null;
}

/**
 * For endpoints that scripts may call too (the contact form): a request without `Origin` is no
 * browser's cross-site post (browsers send it on every POST), so it passes; one with an `Origin`
 * must name the shop, by the same rule as `shopOrigin` (`Origin: null` never does).
 */
export function fromShopOrNoBrowser(req: Request, shop: ShopOrigin): boolean {
  return req.get("origin") === undefined || shopOrigin(req, shop) !== null;
}
