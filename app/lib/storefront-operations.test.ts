import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildClientSchema, parse, validate, type IntrospectionQuery } from "graphql";
import { describe, expect, it } from "vitest";

// Every operation the app sends is checked against Shopify's published schema, so a query that
// works against the local provider is one Shopify accepts too.
const require = createRequire(import.meta.url);

const SCHEMAS = [
  {
    generated: "app/graphql/storefront/graphql.ts",
    schema: "@shopify/hydrogen-react/storefront.schema.json",
  },
  {
    generated: "app/graphql/customer-account/graphql.ts",
    schema: "@shopify/hydrogen-react/customer-account.schema.json",
  },
];

function loadSchema(specifier: string) {
  const json = JSON.parse(fs.readFileSync(require.resolve(specifier), "utf8")) as
    IntrospectionQuery | { data: IntrospectionQuery };
  return buildClientSchema("data" in json ? json.data : json);
}

describe.each(SCHEMAS.filter((s) => fs.existsSync(path.resolve(s.generated))))(
  "operations in $generated",
  ({ generated, schema }) => {
    it("all validate against the published 2025-07 schema", async () => {
      const module = (await import(path.resolve(generated))) as Record<string, unknown>;
      const documents = Object.entries(module).filter(
        ([name, value]) => name.endsWith("Document") && value instanceof String,
      );
      expect(documents.length).toBeGreaterThan(0);
      const published = loadSchema(schema);
      for (const [name, document] of documents) {
        const errors = validate(published, parse(String(document)));
        expect(errors.map((e) => `${name}: ${e.message}`)).toEqual([]);
      }
    });
  },
);
