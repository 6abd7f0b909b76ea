import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * A strict Content-Security-Policy with a fresh nonce per response: scripts only from our origin
 * or with the nonce, images and API calls only to our origin and the commerce provider.
 */
export function securityHeaders(options: { commerceOrigins: string[]; dev: boolean }) {
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const connect = ["'self'", ...options.commerceOrigins];
  if (options.dev) connect.push("ws:");
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
          ...(options.dev ? ["'unsafe-eval'"] : []),
        ],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...options.commerceOrigins],
        "font-src": ["'self'"],
        "connect-src": connect,
        "form-action": ["'self'", ...options.commerceOrigins],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...(options.dev ? {} : { "upgrade-insecure-requests": null }),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.dev ? false : { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return [assignNonce, policy];
}

/**
 * The security headers of an endpoint that answers machines with JSON or nothing (Shopify's
 * webhooks, the speed beacon): helmet's set, with a policy that lets the answer load nothing and
 * be framed by no one, as an API's should. It names no nonce (nothing there runs a script), so
 * the header is the same string for every answer, made once rather than per request.
 */
export function apiSecurityHeaders(options: { dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.dev ? false : { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
