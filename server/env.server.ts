import { z } from "zod";
import type { PublicEnv } from "../app/lib/public-env";
import { SHOPIFY_API_VERSION } from "../app/lib/shopify-api-version";
import { logLevelSchema } from "./logging/logger";
import { trustProxySchema } from "./trust-proxy";

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: port.default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
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
    // The reverse proxies whose X-Forwarded-For/-Host/-Proto are believed (server/trust-proxy.ts).
    TRUST_PROXY: trustProxySchema,
    // How much the storefront logs (JSON lines, server/logging/): silent|error|warn|info|debug.
    LOG_LEVEL: logLevelSchema.default("info"),
  })
  .transform((env) => {
    const provider = `http://localhost:${env.PROVIDER_PORT}`;
    return {
      ...env,
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
  };
}
