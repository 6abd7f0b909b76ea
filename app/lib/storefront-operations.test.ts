import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  buildClientSchema,
  parse,
  validate,
  visit,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { describe, expect, it } from "vitest";
import {
  ListedProductFieldsFragmentDoc,
  ProductSizeChartFragmentDoc,
} from "~/graphql/storefront/graphql";
import { productsByHandle } from "./products-by-handle";
import { SHOPIFY_API_VERSION } from "./shopify-api-version";
import type { StorefrontClient } from "./storefront-client";

// Every operation the app sends is checked against Shopify's published schema of the version it
// is sent with, so a query that works against the local provider is one Shopify accepts too.
// Shopify publishes each quarter's schemas in `@shopify/hydrogen-react` of that quarter (2026.4.x
// holds 2026-04); older quarters are installed under npm aliases (`@shopify/hydrogen-react-2025-07`).
const require = createRequire(import.meta.url);

type Api = "storefront" | "customer-account";

const GENERATED: { api: Api; module: string }[] = [
  { api: "storefront", module: "app/graphql/storefront/graphql.ts" },
  { api: "customer-account", module: "app/graphql/customer-account/graphql.ts" },
];

/** The API version a hydrogen-react release ships the schemas of: 2026.4.4 → 2026-04. */
function apiVersionOf(packageName: string): string {
  const { version } = require(`${packageName}/package.json`) as { version: string };
  const [year, month] = version.split(".");
  return `${year}-${month!.padStart(2, "0")}`;
}

/** Every installed package holding Shopify's published schemas, by the version it holds. */
function schemaPackages(): Map<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  const packages = new Map<string, string>();
  for (const name of Object.keys(manifest.dependencies)) {
    if (/^@shopify\/hydrogen-react(?:-\d{4}-\d{2})?$/.test(name)) {
      packages.set(apiVersionOf(name), name);
    }
  }
  return packages;
}

const schemas = new Map<string, GraphQLSchema>();

function schemaOf(api: Api, version: string): GraphQLSchema {
  const key = `${api}@${version}`;
  let schema = schemas.get(key);
  if (!schema) {
    const packageName = schemaPackages().get(version);
    if (!packageName) throw new Error(`No installed package holds the ${version} schemas.`);
    const file = require.resolve(`${packageName}/${api}.schema.json`);
    const json = JSON.parse(fs.readFileSync(file, "utf8")) as
      IntrospectionQuery | { data: IntrospectionQuery };
    schema = buildClientSchema("data" in json ? json.data : json);
    schemas.set(key, schema);
  }
  return schema;
}

/** What Shopify would refuse in `document` in that version: nothing, for a valid operation. */
function refusals(api: Api, version: string, document: string): string[] {
  return validate(schemaOf(api, version), parse(document)).map((error) => error.message);
}

describe("the version the storefront speaks", () => {
  it("is the version whose schemas the app's types are generated from", () => {
    // codegen.ts reads `@shopify/hydrogen-react`'s schemas; the default version must match them.
    expect(apiVersionOf("@shopify/hydrogen-react")).toBe(SHOPIFY_API_VERSION);
  });
});

describe.each(GENERATED.filter((g) => fs.existsSync(path.resolve(g.module))))(
  "operations in $module",
  ({ api, module }) => {
    it(`all validate against the published ${SHOPIFY_API_VERSION} schema`, async () => {
      const generated = (await import(path.resolve(module))) as Record<string, unknown>;
      const documents = Object.entries(generated).filter(
        ([name, value]) => name.endsWith("Document") && value instanceof String,
      );
      expect(documents.length).toBeGreaterThan(0);
      for (const [name, document] of documents) {
        const errors = refusals(api, SHOPIFY_API_VERSION, String(document));
        expect(errors.map((message) => `${name}: ${message}`)).toEqual([]);
      }
    });
  },
);

describe("an operation that is not valid in the version it is sent with", () => {
  // Since 2026-01 the codes are required: an empty list removes them all.
  const removeDiscounts = `mutation RemoveDiscounts($cartId: ID!) {
    cartDiscountCodesUpdate(cartId: $cartId) { cart { id } }
  }`;
  // `CustomerMailingAddressInput.territoryCode` is gone since 2025-10.
  const mailingAddress = `mutation DeliveryOptions($id: ID!) {
    subscriptionContractFetchDeliveryOptions(
      subscriptionContractId: $id
      deliveryAddress: { territoryCode: "US", zip: "10001" }
    ) { __typename }
  }`;

  it("is refused against that version's schema and accepted by the version that had it", () => {
    expect(refusals("storefront", "2025-07", removeDiscounts)).toEqual([]);
    expect(refusals("storefront", "2026-04", removeDiscounts)).toEqual([
      'Field "cartDiscountCodesUpdate" argument "discountCodes" of type "[String!]!" is required, but it was not provided.',
    ]);
    expect(refusals("customer-account", "2025-07", mailingAddress)).toEqual([]);
    expect(refusals("customer-account", "2026-04", mailingAddress)).toEqual([
      'Field "territoryCode" is not defined by type "CustomerMailingAddressInput". Did you mean "countryCode"?',
    ]);
  });
});

describe("operations built at run time", () => {
  it("products read by handle validate with each fragment the app reads them with", async () => {
    const sent: string[] = [];
    const recording = {
      request: (document: { toString(): string }) => {
        sent.push(document.toString());
        return Promise.resolve({});
      },
    } as unknown as StorefrontClient;
    // A grid's worth: the requests it takes must each stay within the provider's 30 aliases.
    const handles = Array.from({ length: 60 }, (_, n) => `product-${n}`);
    await productsByHandle(
      recording,
      ListedProductFieldsFragmentDoc,
      "ListedProductFields",
      handles,
    );
    await productsByHandle(recording, ProductSizeChartFragmentDoc, "ProductSizeChart", handles);
    expect(sent.length).toBeGreaterThan(2);
    for (const document of sent) {
      expect(refusals("storefront", SHOPIFY_API_VERSION, document)).toEqual([]);
      let aliases = 0;
      visit(parse(document), { Field: (field) => void (field.alias && (aliases += 1)) });
      expect(aliases).toBeLessThanOrEqual(30);
    }
  });
});
