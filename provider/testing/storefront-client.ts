import {
  createStorefrontApiClient,
  type StorefrontApiClient,
} from "@shopify/storefront-api-client";
import type { TestProvider } from "./start-provider";

/**
 * Shopify's own Storefront API client, pointed at a test provider: tests that drive the provider
 * with it check the wire contract a real storefront sees rather than our resolvers' internals.
 */
export function storefrontClient(
  shop: Pick<TestProvider, "url">,
  token: string,
): StorefrontApiClient {
  return createStorefrontApiClient({
    storeDomain: shop.url,
    apiVersion: "2026-04",
    publicAccessToken: token,
    // The client insists on https; the test provider speaks plain HTTP on loopback.
    customFetchApi: (url, init) => fetch(String(url).replace(/^https:/, "http:"), init),
  });
}

/** Runs an operation that must succeed and returns its data; any GraphQL error throws. */
export async function requestData<T>(
  client: StorefrontApiClient,
  operation: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const result = await client.request(operation, variables ? { variables } : {});
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data as T;
}

export interface StorefrontAnswer {
  // Tests read answers by path after checking them against the schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: Record<string, any> | null;
  errors?: { message: string; path?: string[]; extensions: Record<string, unknown> }[];
}

/**
 * One raw Storefront API request for a given version, so a test sees the status, the version
 * that served it and the whole body, errors included.
 */
export async function askStorefront(
  shop: Pick<TestProvider, "url" | "config">,
  version: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${shop.url}/api/${version}/graphql.json`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": shop.config.storefrontToken,
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    served: response.headers.get("x-shopify-api-version"),
    body: (await response.json()) as StorefrontAnswer,
  };
}
