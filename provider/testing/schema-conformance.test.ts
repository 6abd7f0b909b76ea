import { describe, expect, it } from "vitest";
import { publishedSchema, schemaViolations } from "./schema-conformance";

// The checker the Storefront API's integration tests rely on must itself catch what it claims.
describe("schemaViolations", () => {
  const schema = publishedSchema("storefront", "2026-04");
  const query = `query Q { localization { country { isoCode name } language { isoCode } } sitemap(type: PAGE) { resources(page: 1) { items { __typename handle ... on SitemapResource { title } } } } }`;
  const good = {
    localization: {
      country: { isoCode: "US", name: "United States" },
      language: { isoCode: "EN" },
    },
    sitemap: {
      resources: { items: [{ __typename: "SitemapResource", handle: "about", title: "About" }] },
    },
  };

  it("accepts an answer the schema allows", () => {
    expect(schemaViolations(schema, query, good)).toEqual([]);
  });

  it("names a null where the field is non-null, a wrong enum value, a missing and an unselected field", () => {
    const bad = {
      localization: { country: { isoCode: "XX", name: null }, language: {} },
      sitemap: {
        resources: { items: [{ __typename: "SitemapResource", handle: 1, title: "A", extra: 1 }] },
      },
    };
    expect(schemaViolations(schema, query, bad)).toEqual([
      'Q.localization.country.isoCode: "XX" is not a CountryCode',
      "Q.localization.country.name: null for non-null String!",
      "Q.localization.language.isoCode: null for non-null LanguageCode!",
      "Q.sitemap.resources.items[0].handle: not a String",
      "Q.sitemap.resources.items[0].extra: not selected",
    ]);
  });
});
