import type { CodegenConfig } from "@graphql-codegen/cli";

// Types for every operation the storefront sends, generated from Shopify's published schemas.
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
  },
};

export default config;
