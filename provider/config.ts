import path from "node:path";
import { z } from "zod";
import { parseClientEntry } from "./http/client-filter";
import { WEBHOOK_TOPICS, type WebhookTopic } from "./webhooks/webhook-topics";

/** The public Storefront token the shipped `.env.example` hands to the storefront. */
export const DEFAULT_STOREFRONT_TOKEN = "boutique-local-storefront-token-2025";
/** The public OAuth client the storefront uses against the local Customer Account API. */
export const DEFAULT_CUSTOMER_CLIENT_ID = "shp_5f2a9a2e-6c41-4d7e-9d35-boutique-local";
/**
 * The merchant console's API token the shipped `.env.example` names: a local development value,
 * like the storefront token. A shop reachable by anyone else sets its own PROVIDER_ADMIN_TOKEN.
 */
export const DEFAULT_ADMIN_TOKEN = "boutique-local-admin-token-2025";
/**
 * The webhook secret `npm start` shares between the local provider and the storefront (a
 * Shopify app's client secret plays this part on a real store): a local development value.
 */
export const DEFAULT_WEBHOOK_SECRET = "boutique-local-webhook-secret-2026";
/** The local shop's id, in its Customer Account API and sign-in URLs. */
export const DEFAULT_SHOP_ID = 79361827405;

const port = z.coerce.number().int().min(0).max(65535);

/**
 * One `host[:port]` a browser may name in `Host` when it reaches the provider's dev pages (a
 * reverse proxy's name, say): a DNS name or an IPv4 address, or an IPv6 address in brackets,
 * lower-cased. Without a port it matches that name on any port.
 */
const allowedHost = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/,
    "each entry must be host or host:port, e.g. shop.test:4000 or [::1]:4000",
  )
  .refine((entry) => Number(/:(\d+)$/.exec(entry)?.[1] ?? 0) <= 65535, "port out of range");

/**
 * A URI a merchant registers for the customer-account client: an absolute http(s) URL, with no
 * fragment and no credentials. OAuth compares redirect and logout URIs exactly, so it is kept as
 * written (no trailing slash added or removed).
 */
const registeredUri = z
  .string()
  .trim()
  .refine((value) => {
    const url = URL.parse(value);
    return (
      url !== null &&
      (url.protocol === "https:" || url.protocol === "http:") &&
      !value.includes("#") &&
      url.username === "" &&
      url.password === ""
    );
  }, "each entry must be an absolute http(s) URL without a fragment, e.g. https://shop.example/account/authorize");

/** A JavaScript origin: scheme, host and port only, as a browser sends it in `Origin`. */
const javascriptOrigin = z
  .string()
  .trim()
  .refine(
    (value) => URL.parse(value)?.origin === value && /^https?:/.test(value),
    "each entry must be an origin (scheme://host[:port], no path or trailing slash), e.g. https://shop.example",
  );

/** A comma-separated list in one variable; unset or empty means the default. */
const uriList = (entry: z.ZodString) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((e) => e.trim())
        .filter((e) => e !== ""),
    )
    .pipe(z.array(entry));

/** A webhook endpoint: an absolute http(s) URL without credentials or a fragment. */
const webhookUrl = z
  .string()
  .trim()
  .refine((value) => {
    const url = URL.parse(value);
    return (
      url !== null &&
      (url.protocol === "https:" || url.protocol === "http:") &&
      !value.includes("#") &&
      url.username === "" &&
      url.password === ""
    );
  }, "must be an absolute http(s) URL without credentials or a fragment, e.g. https://shop.example/api/webhooks");

const webhookSubscription = z.object({ topic: z.enum(WEBHOOK_TOPICS), url: webhookUrl }).strict();

/** `[{"topic":"products/update","url":"https://…"}, …]`: one subscription per topic and URL. */
const webhookSubscriptionList = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: 'must be a JSON list of {"topic","url"}' });
      return z.NEVER;
    }
  })
  .pipe(z.array(webhookSubscription).max(100));

const providerEnvSchema = z.object({
  PROVIDER_PORT: port.default(4000),
  /** The dev mailbox's SMTP port (loopback only); unset, PROVIDER_PORT + 25. */
  PROVIDER_SMTP_PORT: port.optional(),
  PROVIDER_HOST: z.string().min(1).default("127.0.0.1"),
  /** Public origin of the provider as browsers see it (image, checkout and login URLs). */
  PROVIDER_PUBLIC_URL: z.url().optional(),
  PROVIDER_DATABASE_URL: z.url().optional(),
  PROVIDER_DATA_DIR: z.string().min(1).default(".data/provider"),
  PROVIDER_CATALOGUE: z.string().min(1).optional(),
  /** Origin of the storefront: CORS, OAuth redirect and post-logout URIs derive from it. */
  STOREFRONT_ORIGIN: z.url().optional(),
  PORT: port.default(3000),
  PUBLIC_STOREFRONT_API_TOKEN: z.string().min(8).default(DEFAULT_STOREFRONT_TOKEN),
  PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: z.string().min(8).default(DEFAULT_CUSTOMER_CLIENT_ID),
  // The shop's own id, as Shopify numbers shops. Not mock.shop's (68817551382): Hydrogen turns
  // its analytics off for that one.
  PROVIDER_SHOP_ID: z.coerce.number().int().positive().default(DEFAULT_SHOP_ID),
  /**
   * What a merchant registers for a headless storefront's customer-account client (Shopify
   * admin: the Hydrogen or Headless channel › Customer Account API › Application setup): its
   * callback URIs, JavaScript origins and logout URIs, comma-separated. Unset, the storefront's
   * own: `STOREFRONT_ORIGIN/account/callback`, `STOREFRONT_ORIGIN` and `STOREFRONT_ORIGIN`.
   */
  PROVIDER_CUSTOMER_ACCOUNT_CALLBACK_URIS: uriList(registeredUri),
  PROVIDER_CUSTOMER_ACCOUNT_JAVASCRIPT_ORIGINS: uriList(javascriptOrigin),
  PROVIDER_CUSTOMER_ACCOUNT_LOGOUT_URIS: uriList(registeredUri),
  PROVIDER_LOG_LEVEL: z.enum(["silent", "info", "debug"]).default("info"),
  /** Comma-separated `host[:port]` names, besides loopback's, that may reach the dev pages. */
  PROVIDER_ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((value) => value.split(",").filter((entry) => entry.trim() !== ""))
    .pipe(z.array(allowedHost)),
  /** The merchant console's API token (`Authorization: Bearer …`). */
  PROVIDER_ADMIN_TOKEN: z.string().trim().min(16).default(DEFAULT_ADMIN_TOKEN),
  /** Clients that may reach `/admin`: `loopback`, addresses and CIDR subnets, comma-separated. */
  PROVIDER_ADMIN_CLIENTS: z
    .string()
    .default("loopback")
    .transform((value) => value.split(",").filter((entry) => entry.trim() !== ""))
    .pipe(
      z
        .array(
          z
            .string()
            .trim()
            .toLowerCase()
            .refine(
              (entry) => parseClientEntry(entry) !== null,
              "each entry must be loopback, an IP address or a subnet, e.g. 10.0.0.0/8",
            ),
        )
        .min(1, "name at least one client, e.g. loopback"),
    ),
  /** One endpoint that receives every topic. */
  PROVIDER_WEBHOOK_URL: webhookUrl.optional(),
  /** Endpoints per topic, as JSON; added to PROVIDER_WEBHOOK_URL's. */
  PROVIDER_WEBHOOK_SUBSCRIPTIONS: webhookSubscriptionList.optional(),
  /** Signs every delivery (X-Shopify-Hmac-Sha256); required once anything is subscribed. */
  PROVIDER_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The secret the storefront checks webhooks with: the provider's when it names none. */
  SHOPIFY_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * The token the storefront's owner reports answer to (its OWNER_REPORT_TOKEN, which `npm start`
   * shares): the console's Analytics page reads shoppers' field speed with it. Unset: the page
   * says where the owner reads field speed instead.
   */
  OWNER_REPORT_TOKEN: z.string().trim().min(32).optional(),
  /**
   * Where the console asks the storefront for that report: an address on which the storefront
   * sees the provider as loopback. Unset, STOREFRONT_ORIGIN.
   */
  PROVIDER_STOREFRONT_REPORT_URL: z.url().optional(),
});

export interface ProviderConfig {
  port: number;
  /** The dev mailbox accepts mail here, on 127.0.0.1 only (auth/smtp-mailbox.ts). */
  smtpPort: number;
  host: string;
  publicUrl: string;
  storefrontOrigin: string;
  databaseUrl: string | undefined;
  dataDir: string;
  cataloguePath: string;
  storefrontToken: string;
  customerClientId: string;
  /** The customer-account client's registered URIs; none is ever empty. */
  customerAccountClient: {
    callbackUris: string[];
    javascriptOrigins: string[];
    logoutUris: string[];
  };
  shopId: number;
  logLevel: "silent" | "info" | "debug";
  /**
   * Extra `host[:port]` names the dev pages (mailbox, fault switches) answer to; loopback's
   * names with the provider's port, and the public URL's host, are always allowed.
   */
  allowedHosts: string[];
  /** The merchant console's API token. */
  adminToken: string;
  /** Who may reach `/admin` (http/client-filter.ts reads the entries). */
  adminClients: string[];
  /** How the console reads the storefront's field speed report; null without a token. */
  fieldSpeed: { url: string; token: string } | null;
  webhooks: {
    /** Null only when nothing is subscribed. */
    secret: string | null;
    subscriptions: { topic: WebhookTopic; url: string }[];
    /**
     * What `X-Shopify-Shop-Domain` names: the provider's host as the storefront's
     * PUBLIC_STORE_DOMAIN names it (a real shop sends its `*.myshopify.com` domain).
     */
    shopDomain: string;
  };
}

export const SHIPPED_CATALOGUE = path.resolve(import.meta.dirname, "catalogue/catalogue.json");

export class ConfigError extends Error {}

/** Reads and validates the provider's configuration once; a bad value names its variable. */
export function loadProviderConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const parsed = providerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid provider configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const subscriptions = [
    ...(e.PROVIDER_WEBHOOK_URL
      ? WEBHOOK_TOPICS.map((topic) => ({ topic, url: e.PROVIDER_WEBHOOK_URL! }))
      : []),
    ...(e.PROVIDER_WEBHOOK_SUBSCRIPTIONS ?? []),
  ].filter(
    // One delivery per topic and endpoint, however the two variables overlap.
    (s, i, all) => all.findIndex((o) => o.topic === s.topic && o.url === s.url) === i,
  );
  const webhookSecret = e.PROVIDER_WEBHOOK_SECRET ?? e.SHOPIFY_WEBHOOK_SECRET ?? null;
  if (subscriptions.length && !webhookSecret) {
    throw new ConfigError(
      "Invalid provider configuration:\n  PROVIDER_WEBHOOK_SECRET: required when webhooks are subscribed (PROVIDER_WEBHOOK_URL or PROVIDER_WEBHOOK_SUBSCRIPTIONS)",
    );
  }
  const publicUrl = stripSlash(e.PROVIDER_PUBLIC_URL ?? `http://localhost:${e.PROVIDER_PORT}`);
  const storefrontOrigin = stripSlash(e.STOREFRONT_ORIGIN ?? `http://localhost:${e.PORT}`);
  const orDefault = (list: string[], fallback: string) => (list.length ? list : [fallback]);
  return {
    port: e.PROVIDER_PORT,
    // Beside the HTTP port, so several local shops (journeys, benches) never share a mailbox;
    // a free port (0) stays free.
    smtpPort: e.PROVIDER_SMTP_PORT ?? (e.PROVIDER_PORT === 0 ? 0 : e.PROVIDER_PORT + 25),
    host: e.PROVIDER_HOST,
    publicUrl,
    storefrontOrigin,
    databaseUrl: e.PROVIDER_DATABASE_URL,
    // `memory://` keeps the database in memory (tests, throwaway runs).
    dataDir: e.PROVIDER_DATA_DIR.startsWith("memory://")
      ? e.PROVIDER_DATA_DIR
      : path.resolve(e.PROVIDER_DATA_DIR),
    cataloguePath: path.resolve(e.PROVIDER_CATALOGUE ?? SHIPPED_CATALOGUE),
    storefrontToken: e.PUBLIC_STOREFRONT_API_TOKEN,
    customerClientId: e.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID,
    customerAccountClient: {
      callbackUris: orDefault(
        e.PROVIDER_CUSTOMER_ACCOUNT_CALLBACK_URIS,
        `${storefrontOrigin}/account/callback`,
      ),
      javascriptOrigins: orDefault(
        e.PROVIDER_CUSTOMER_ACCOUNT_JAVASCRIPT_ORIGINS,
        new URL(storefrontOrigin).origin,
      ),
      logoutUris: orDefault(e.PROVIDER_CUSTOMER_ACCOUNT_LOGOUT_URIS, storefrontOrigin),
    },
    shopId: e.PROVIDER_SHOP_ID,
    logLevel: e.PROVIDER_LOG_LEVEL,
    allowedHosts: e.PROVIDER_ALLOWED_HOSTS,
    adminToken: e.PROVIDER_ADMIN_TOKEN,
    adminClients: e.PROVIDER_ADMIN_CLIENTS,
    fieldSpeed: e.OWNER_REPORT_TOKEN
      ? {
          url: stripSlash(e.PROVIDER_STOREFRONT_REPORT_URL ?? storefrontOrigin),
          token: e.OWNER_REPORT_TOKEN,
        }
      : null,
    webhooks: {
      secret: webhookSecret,
      subscriptions,
      shopDomain: new URL(publicUrl).host,
    },
  };
}

function stripSlash(url: string) {
  return url.replace(/\/+$/, "");
}
