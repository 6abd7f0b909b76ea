import { createRequire } from "node:module";
import type { ShippedVersion } from "./api-versions";

const require = createRequire(import.meta.url);

/**
 * Shopify publishes each version's Storefront and Customer Account API schemas, unmodified
 * introspection files, in the `@shopify/hydrogen-react` release of that quarter (2026.4.x holds
 * 2026-04). One package name holds one version, so the older ones are npm aliases
 * (package.json: `"@shopify/hydrogen-react-2026-01": "npm:@shopify/hydrogen-react@2026.1.2"`).
 */
export const SCHEMA_PACKAGES: Record<ShippedVersion, string> = {
  "2025-07": "@shopify/hydrogen-react-2025-07",
  "2026-01": "@shopify/hydrogen-react-2026-01",
  "2026-04": "@shopify/hydrogen-react",
};

export type PublishedApi = "storefront" | "customer-account";

/** The path of Shopify's published introspection file for one API in one version. */
export function publishedSchemaFile(api: PublishedApi, version: ShippedVersion): string {
  return require.resolve(`${SCHEMA_PACKAGES[version]}/${api}.schema.json`);
}
