/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query FeaturedProducts($first: Int!) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes {\n        id\n        handle\n        title\n        productType\n        priceRange {\n          minVariantPrice {\n            amount\n            currencyCode\n          }\n        }\n        featuredImage {\n          url(\n            transform: { maxWidth: 640, maxHeight: 800, crop: CENTER, preferredContentType: WEBP }\n          )\n          altText\n          width\n          height\n        }\n        spotlight: metafield(namespace: \"custom\", key: \"spotlight\") {\n          value\n        }\n      }\n    }\n  }\n": typeof types.FeaturedProductsDocument,
};
const documents: Documents = {
    "\n  query FeaturedProducts($first: Int!) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes {\n        id\n        handle\n        title\n        productType\n        priceRange {\n          minVariantPrice {\n            amount\n            currencyCode\n          }\n        }\n        featuredImage {\n          url(\n            transform: { maxWidth: 640, maxHeight: 800, crop: CENTER, preferredContentType: WEBP }\n          )\n          altText\n          width\n          height\n        }\n        spotlight: metafield(namespace: \"custom\", key: \"spotlight\") {\n          value\n        }\n      }\n    }\n  }\n": types.FeaturedProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedProducts($first: Int!) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes {\n        id\n        handle\n        title\n        productType\n        priceRange {\n          minVariantPrice {\n            amount\n            currencyCode\n          }\n        }\n        featuredImage {\n          url(\n            transform: { maxWidth: 640, maxHeight: 800, crop: CENTER, preferredContentType: WEBP }\n          )\n          altText\n          width\n          height\n        }\n        spotlight: metafield(namespace: \"custom\", key: \"spotlight\") {\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeaturedProductsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
