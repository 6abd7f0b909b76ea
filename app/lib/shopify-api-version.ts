/**
 * The Shopify API version the storefront speaks, to the Storefront API and the Customer Account
 * API alike, unless `PUBLIC_STOREFRONT_API_VERSION` names another. Every operation the app sends
 * is typed (codegen.ts) and checked (storefront-operations.test.ts) against this version's
 * published schemas, which `@shopify/hydrogen-react` of the same quarter ships: move the two
 * together (docs/decisions/0012-moving-to-a-new-shopify-api-version.md).
 */
export const SHOPIFY_API_VERSION = "2026-04";
