import { loadProviderConfig, type ProviderConfig } from "../../provider/config";
import { providerEnv, providerNodeFlags } from "../../provider/runtime-flags";
import { freePort } from "../../tests/support/free-port";
import { removeTempDir, startNodeProcess, tempDir, type StartedProcess } from "./processes";

/** The local provider's public Storefront token (provider/config.ts, .env.example). */
export const STOREFRONT_TOKEN = "boutique-local-storefront-token-2025";
export const API_PATH = "/api/2026-04/graphql.json";

export interface BenchProvider extends StartedProcess {
  graphqlUrl: string;
  /** What the provider process read from its environment: its public URL, shop and clients. */
  config: ProviderConfig;
  /** POSTs a Storefront API operation and returns `data`; GraphQL errors throw. */
  graphql: <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
  setLatency: (latencyMs: number) => Promise<void>;
}

/**
 * Starts the provider as its own production process on a free port with a fresh data dir
 * (seeded from the shipped catalogue), logging off so log I/O does not skew the numbers.
 */
export async function startProvider(
  options: {
    core?: number;
    storefrontOrigin?: string;
    port?: number;
    /** A catalogue file to seed instead of the shipped one (PROVIDER_CATALOGUE). */
    catalogue?: string;
    timeoutMs?: number;
    /** More V8 flags and environment, e.g. the soak's heap probe. */
    nodeFlags?: string[];
    env?: Record<string, string>;
  } = {},
): Promise<BenchProvider> {
  const port = options.port ?? (await freePort());
  const dataDir = tempDir("provider-data");
  const env = {
    NODE_ENV: "production",
    ...providerEnv(),
    PROVIDER_PORT: String(port),
    PROVIDER_HOST: "127.0.0.1",
    PROVIDER_PUBLIC_URL: `http://localhost:${port}`,
    PROVIDER_DATA_DIR: dataDir,
    PROVIDER_LOG_LEVEL: "silent",
    ...(options.storefrontOrigin ? { STOREFRONT_ORIGIN: options.storefrontOrigin } : {}),
    ...(options.catalogue ? { PROVIDER_CATALOGUE: options.catalogue } : {}),
    ...options.env,
  };
  const started = await startNodeProcess({
    name: "provider",
    entry: "provider/index.ts",
    nodeFlags: [...providerNodeFlags(options.catalogue), ...(options.nodeFlags ?? [])],
    port,
    core: options.core,
    healthPath: "/healthz",
    // Seeding a fresh PGlite database takes a while on a busy machine.
    timeoutMs: options.timeoutMs ?? 120_000,
    env,
  });
  const graphqlUrl = `${started.url}${API_PATH}`;
  return {
    ...started,
    graphqlUrl,
    // startNodeProcess hands the process this environment over its own.
    config: loadProviderConfig({ ...process.env, ...env }),
    graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      storefrontRequest<T>(graphqlUrl, query, variables),
    async setLatency(latencyMs: number) {
      const response = await fetch(`${started.url}/__provider/faults`, {
        method: latencyMs ? "PUT" : "DELETE",
        headers: { "content-type": "application/json" },
        body: latencyMs ? JSON.stringify({ latencyMs }) : undefined,
      });
      if (!response.ok) throw new Error(`fault switch answered ${response.status}`);
    },
    async stop() {
      await started.stop();
      removeTempDir(dataDir);
    },
  };
}

export const storefrontHeaders = {
  "content-type": "application/json",
  "x-shopify-storefront-access-token": STOREFRONT_TOKEN,
};

export async function storefrontRequest<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { ...storefrontHeaders, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!response.ok || body.errors || !body.data) {
    throw new Error(
      `GraphQL request failed (${response.status}): ${JSON.stringify(body).slice(0, 500)}`,
    );
  }
  return body.data;
}
