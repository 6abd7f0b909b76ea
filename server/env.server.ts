import { z } from "zod";
import type { PublicEnv } from "../app/lib/public-env";
import { SHOPIFY_API_VERSION } from "../app/lib/shopify-api-version";
import { logLevelSchema } from "./logging/logger";
import { trustProxySchema } from "./trust-proxy";

const port = z.coerce.number().int().min(0).max(65535);
const milliseconds = (max: number) => z.coerce.number().int().min(100).max(max);

/**
 * The shop's public origin: a scheme and a host, nothing else. A path, query or credentials
 * would end up inside every canonical and Open Graph URL, so they are refused rather than cut.
 */
const originSchema = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// origin" })
  .refine(
    (value) => {
      // Checked after z.url(), which goes on to this check even when it refused the value.
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    },
    { error: "must be an origin only, such as https://shop.example.com (no path or query)" },
  )
  .transform((value) => new URL(value).origin);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: port.default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    // The shop's public origin (https://shop.example.com): every absolute URL the shop writes
    // (canonical, Open Graph, JSON-LD, robots.txt, sitemaps) is built from it, and a request for
    // any other host is refused (server/shop-origin.ts). Unset: http://localhost:$PORT.
    STOREFRONT_ORIGIN: originSchema.optional(),
    // How long a client may take to send its request's headers, and its whole request, and how
    // long an idle kept-alive connection stays open (server/http-server.ts). Behind a load
    // balancer, the keep-alive must outlast the balancer's own idle timeout.
    HTTP_HEADERS_TIMEOUT_MS: milliseconds(120_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: milliseconds(600_000).default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(600_000).default(5_000),
    PROVIDER_PORT: port.default(4000),
    PUBLIC_STORE_DOMAIN: z.url().optional(),
    // A host name (shop.example.com), as Hydrogen names it; a URL is read for its host.
    PUBLIC_CHECKOUT_DOMAIN: z
      .string()
      .trim()
      .min(1)
      .transform((value) => (/^https?:\/\//.test(value) ? new URL(value).hostname : value))
      .pipe(z.string().regex(/^[a-z0-9.-]+$/i, "must be a host name such as shop.example.com"))
      .optional(),
    PUBLIC_STOREFRONT_API_TOKEN: z.string().min(8).default("boutique-local-storefront-token-2025"),
    PUBLIC_STOREFRONT_API_VERSION: z
      .string()
      .regex(/^(\d{4}-\d{2}|unstable)$/, `must look like ${SHOPIFY_API_VERSION}`)
      .default(SHOPIFY_API_VERSION),
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: z
      .string()
      .min(8)
      .default("shp_5f2a9a2e-6c41-4d7e-9d35-boutique-local"),
    PUBLIC_CUSTOMER_ACCOUNT_API_URL: z.url().optional(),
    // Hydrogen's storefront id (the Hydrogen or Headless channel's), sent with analytics events
    // so Shopify files them under this storefront; unset, they count for the shop as a whole.
    PUBLIC_STOREFRONT_ID: z
      .string()
      .regex(/^\d{1,20}$/, "must be the storefront's numeric id")
      .optional(),
    // The share of page loads whose field speed (Web Vitals) is measured, 0 to 1, among visitors
    // who agreed to analytics. A busy shop measures a sample; every load is measured by default.
    PUBLIC_VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default(".data/storefront"),
    // Where the shop owner's contact notifications are sent: smtp://user:pass@host:587 or
    // smtps://… (nodemailer reads the URL). Unset: messages are stored and wait, unsent.
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
      .optional(),
    // The shop owner's address; unset, the shop's email of the footer (app/lib/brand.ts).
    CONTACT_TO: z.email().optional(),
    // Contact messages one client address may send per ten minutes; unset, the shop's limit
    // (server/contact/rate-limit.ts). Journeys raise it: every browser in them is 127.0.0.1.
    CONTACT_RATE_LIMIT_POINTS: z.coerce.number().int().positive().optional(),
    // The shared secret Shopify signs webhooks with (a custom app's client secret, shared with
    // the local provider by `npm start`). Unset: POST /api/webhooks answers 404, caches keep
    // their windows, and waiting back-in-stock variants are looked up every few minutes.
    SHOPIFY_WEBHOOK_SECRET: z
      .string()
      .trim()
      .min(16, "must be at least 16 characters (a Shopify app's client secret)")
      .optional(),
    // The token the owner's reports answer to on loopback (server/owner-access.ts), whatever the
    // database: the local provider's merchant console reads the field speed report with it.
    // `npm start` shares a new one with the provider each run; unset elsewhere: no such reader.
    OWNER_REPORT_TOKEN: z
      .string()
      .trim()
      .min(32, "must be at least 32 characters (a random secret)")
      .optional(),
    // The reverse proxies whose X-Forwarded-For/-Host/-Proto are believed (server/trust-proxy.ts).
    TRUST_PROXY: trustProxySchema,
    // How much the storefront logs (JSON lines, server/logging/): silent|error|warn|info|debug.
    LOG_LEVEL: logLevelSchema.default("info"),
  })
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_MS <= env.HTTP_REQUEST_TIMEOUT_MS, {
    path: ["HTTP_HEADERS_TIMEOUT_MS"],
    error: "must not be longer than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)",
  })
  .transform((env) => {
    const provider = `http://localhost:${env.PROVIDER_PORT}`;
    return {
      ...env,
      STOREFRONT_ORIGIN: env.STOREFRONT_ORIGIN ?? `http://localhost:${env.PORT}`,
      PUBLIC_STORE_DOMAIN: (env.PUBLIC_STORE_DOMAIN ?? provider).replace(/\/+$/, ""),
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: (env.PUBLIC_CUSTOMER_ACCOUNT_API_URL ?? provider).replace(
        /\/+$/,
        "",
      ),
    };
  });

export type ServerEnv = z.output<typeof envSchema>;

let parsed: ServerEnv | undefined;

/** Validates the environment once at start; a bad value stops the server naming the variable. */
export function initEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid storefront configuration:\n${lines.join("\n")}`);
  }
  parsed = result.data;
  return parsed;
}

export function getEnv(): ServerEnv {
  return parsed ?? initEnv();
}

/** NOTE: everything returned here is sent to the browser. */
export function getPublicEnv(): PublicEnv {
  const env = getEnv();
  return {
    PUBLIC_STORE_DOMAIN: env.PUBLIC_STORE_DOMAIN,
    PUBLIC_CHECKOUT_DOMAIN: env.PUBLIC_CHECKOUT_DOMAIN,
    PUBLIC_STOREFRONT_API_TOKEN: env.PUBLIC_STOREFRONT_API_TOKEN,
    PUBLIC_STOREFRONT_API_VERSION: env.PUBLIC_STOREFRONT_API_VERSION,
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID,
    PUBLIC_CUSTOMER_ACCOUNT_API_URL: env.PUBLIC_CUSTOMER_ACCOUNT_API_URL,
    PUBLIC_STOREFRONT_ID: env.PUBLIC_STOREFRONT_ID,
    PUBLIC_VITALS_SAMPLE_RATE: env.PUBLIC_VITALS_SAMPLE_RATE,
  };
}
