import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";

/*
 * The hosted checkout's headers and its forms' protection against cross-site requests: a random
 * token in an HttpOnly, SameSite=Strict cookie scoped to /cart/c, repeated in a hidden field of
 * the form (the double-submit pattern).
 */

const CSRF_COOKIE = "boutique_checkout_csrf";

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The token the browser's cookie carries, if any. */
export function checkoutCsrfCookie(req: Request): string | null {
  return readCookie(req, CSRF_COOKIE);
}

/** The browser's token, or a new one, (re)set as the cookie for the form about to be shown. */
export function checkoutCsrfToken(req: Request, res: Response, publicUrl: string): string {
  const existing = readCookie(req, CSRF_COOKIE);
  const token =
    existing && /^[A-Za-z0-9_-]{43}$/.test(existing)
      ? existing
      : randomBytes(32).toString("base64url");
  res.cookie(CSRF_COOKIE, token, {
    httpOnly: true,
    sameSite: "strict",
    path: "/cart/c",
    secure: publicUrl.startsWith("https:"),
  });
  return token;
}

/** Headers of every checkout and order status page. */
export function checkoutPageHeaders(res: Response, publicUrl: string) {
  const images = new URL(publicUrl).origin;
  res.setHeader(
    "Content-Security-Policy",
    `default-src 'none'; style-src 'self'; img-src 'self' ${images} data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  // The URL carries the cart key or the order token: never leak it to another site.
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  res.type("html");
}
