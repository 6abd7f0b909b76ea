import fs from "node:fs";
import { createRequire } from "node:module";
import { buildClientSchema, parse, validate, type IntrospectionQuery } from "graphql";
import { describe, expect, it } from "vitest";
import { VARIANT_STOCK_QUERY } from "./variant-stock";

// The one Storefront operation the server sends itself (the app's are checked in
// app/lib/storefront-operations.test.ts), against Shopify's published schema of the version the
// storefront speaks, so it is a query Shopify accepts and not only the local provider.
const require = createRequire(import.meta.url);

describe("the back-in-stock variant query", () => {
  it("is valid against Shopify's Storefront API schema", () => {
    const file = require.resolve("@shopify/hydrogen-react/storefront.schema.json");
    const schema = buildClientSchema(
      JSON.parse(fs.readFileSync(file, "utf8")) as IntrospectionQuery,
    );
    expect(validate(schema, parse(VARIANT_STOCK_QUERY)).map((e) => e.message)).toEqual([]);
  });
});
