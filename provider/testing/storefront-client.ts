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
