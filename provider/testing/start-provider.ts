import { createProvider } from "../app";
import type { WebhookTiming } from "../webhooks/webhook-sender";
import { createAdjustableClock } from "../clock";
import { loadProviderConfig } from "../config";
import { freePort } from "../../tests/support/free-port";

/**
 * Starts a real provider for an integration test: a fresh in-memory PGlite (or the PostgreSQL
 * at `databaseUrl`), the shipped catalogue, an adjustable clock, listening on a free loopback
 * port. Call `close()` in `afterAll`.
 */
export async function startTestProvider(
  options: {
    databaseUrl?: string;
    env?: Record<string, string>;
    /** The webhook sender's timeout and retry waits, shortened for a test. */
    webhookTiming?: Partial<WebhookTiming>;
  } = {},
) {
  const clock = createAdjustableClock();
  // The public URL must be known before listening, so reserve the port first.
  const port = await freePort();
  const config = loadProviderConfig({
    PROVIDER_PORT: String(port),
    PROVIDER_DATA_DIR: "memory://",
    PROVIDER_LOG_LEVEL: "silent",
    PROVIDER_PUBLIC_URL: `http://127.0.0.1:${port}`,
    STOREFRONT_ORIGIN: "http://localhost:3999",
    ...(options.databaseUrl ? { PROVIDER_DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const provider = await createProvider({
    config,
    clock,
    reset: true,
    webhookTiming: options.webhookTiming,
  });
  const server = provider.app.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  provider.webhooks.start();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    config,
    provider,
    clock,
    storefrontEndpoint: `${url}/api/2026-04/graphql.json`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await provider.close();
    },
  };
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

/** Posts a Storefront API operation with the test provider's public token; returns the body. */
export async function storefrontRequest<T>(
  t: Pick<TestProvider, "storefrontEndpoint" | "config">,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(t.storefrontEndpoint, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": t.config.storefrontToken,
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: T; errors?: unknown[] };
}
