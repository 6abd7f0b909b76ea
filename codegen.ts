import type { CodegenConfig } from "@graphql-codegen/cli";

// Types for every operation the storefront sends, generated from Shopify's published schemas of
// the version it speaks (app/lib/shopify-api-version.ts): `@shopify/hydrogen-react` 2026.4.x
// ships 2026-04's. The older versions' packages (npm aliases) are the provider's alone.
const config: CodegenConfig = {
  overwrite: true,
  generates: {
    "app/graphql/storefront/": {
      schema: "node_modules/@shopify/hydrogen-react/storefront.schema.json",
      documents: ["app/**/*.{ts,tsx}", "!app/graphql/**", "!app/**/*.customer.ts"],
      preset: "client",
      presetConfig: { gqlTagName: "graphql", fragmentMasking: false },
      config: {
        documentMode: "string",
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          Decimal: "string",
          URL: "string",
          DateTime: "string",
          HTML: "string",
          JSON: "unknown",
          Color: "string",
          UnsignedInt64: "string",
        },
      },
    },
    // The customer's own data (sign-in, orders, profile, addresses) comes from the Customer Account
    // API, a separate schema: its operations live in `*.customer.ts` files so each target only sees
    // its own documents.
    "app/graphql/customer-account/": {
      schema: "node_modules/@shopify/hydrogen-react/customer-account.schema.json",
      documents: ["app/**/*.customer.ts", "!app/graphql/**"],
      preset: "client",
      presetConfig: { gqlTagName: "graphql", fragmentMasking: false },
      config: {
        documentMode: "string",
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          DateTime: "string",
          Decimal: "string",
          HTML: "string",
          ISO8601DateTime: "string",
          URL: "string",
          UnsignedInt64: "string",
          JSON: "unknown",
        },
      },
    },
  },
};

export default config;
