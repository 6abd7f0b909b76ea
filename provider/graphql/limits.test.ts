import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { nestedQuery } from "../testing/abusive-queries";
import { createExecutor, loadPublishedSchema } from "./executor";
import { checkDocumentShape, defaultLimits, MAX_TEXT_NESTING, textNesting } from "./limits";

const require = createRequire(import.meta.url);
const SCHEMA = require.resolve("@shopify/hydrogen-react/storefront.schema.json");

const depthOf = (query: string) => {
  for (let depth = 1; ; depth += 1) {
    if (!checkDocumentShape(parse(query), { ...defaultLimits, maxDepth: depth }).length) {
      return depth;
    }
  }
};

describe("query depth", () => {
  it("counts the fields on the deepest path; fragments add no level", () => {
    expect(depthOf("{ shop { name } }")).toBe(2);
    expect(depthOf(nestedQuery(15))).toBe(15);
    expect(
      depthOf(
        "query { products(first: 1) { ...P } } fragment P on ProductConnection { nodes { ... on Product { id } } }",
      ),
    ).toBe(3);
  });

  it("refuses a 15-level query before any resolver runs, and runs a 14-level one", async () => {
    let resolved = 0;
    const executor = createExecutor({
      schema: loadPublishedSchema(SCHEMA),
      resolvers: {
        QueryRoot: {
          products: () => {
            resolved += 1;
            return { nodes: [] };
          },
        },
      },
      limits: defaultLimits,
    });
    const refused = await executor.run({ query: nestedQuery(15) }, {});
    expect(refused.errors?.map((e) => e.extensions.code)).toEqual(["MAX_DEPTH_EXCEEDED"]);
    expect(refused.errors?.[0]?.message).toBe(
      "Query has depth 15, which exceeds the maximum of 14.",
    );
    expect(refused.data).toBeUndefined();
    expect(resolved).toBe(0);

    const allowed = await executor.run({ query: nestedQuery(14) }, {});
    expect(allowed.errors).toBeUndefined();
    expect(resolved).toBe(1);
  });

  it("refuses nesting thousands deep from the text, before the parser's recursion meets it", async () => {
    const executor = createExecutor({
      schema: loadPublishedSchema(SCHEMA),
      resolvers: {},
      limits: defaultLimits,
    });
    const query = `{${" a {".repeat(3_500)} b${" }".repeat(3_500)} }`;
    const refused = await executor.run({ query }, {});
    expect(refused.errors?.map((e) => [e.message, e.extensions.code])).toEqual([
      [
        "Query nests 3501 levels of brackets, which exceeds the maximum of 100.",
        "MAX_DEPTH_EXCEEDED",
      ],
    ]);
  });

  it("counts brackets outside strings and comments only", () => {
    expect(textNesting('{ a(b: [[1]], c: { d: "}}}{{{[" }) { e } } # {{{{')).toBe(3);
    expect(textNesting('{ a(b: """ {{{{ """) { e } }')).toBe(2);
  });

  it("lets every operation the shop sends through (its deepest has 8 levels)", async () => {
    const depths: Record<string, number> = {};
    for (const generated of [
      "app/graphql/storefront/graphql.ts",
      "app/graphql/customer-account/graphql.ts",
    ]) {
      // Read as data: the provider's code never imports the app.
      const module = (await import(path.resolve(generated))) as Record<string, unknown>;
      for (const [name, document] of Object.entries(module)) {
        if (!name.endsWith("Document") || !(document instanceof String)) continue;
        expect(checkDocumentShape(parse(String(document)), defaultLimits), name).toEqual([]);
        expect(textNesting(String(document)), name).toBeLessThan(MAX_TEXT_NESTING / 4);
        depths[name] = depthOf(String(document));
      }
    }
    expect(Object.keys(depths).length).toBeGreaterThan(10);
    expect(Math.max(...Object.values(depths))).toBeLessThanOrEqual(defaultLimits.maxDepth - 4);
  });
});
