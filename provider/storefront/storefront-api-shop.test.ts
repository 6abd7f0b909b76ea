import { decodeEncodedVariant } from "@shopify/hydrogen-react";
import type { StorefrontApiClient } from "@shopify/storefront-api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogueFile } from "../db/seed";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { requestData, storefrontClient } from "../testing/storefront-client";
import { encodeVariants } from "./variant-encoding";

/**
 * The rest of issue 18's fields over HTTP, with queries shaped like Hydrogen's skeleton product
 * route and layout (fragments, @inContext). What is matched from Shopify's documentation:
 * - `encodedVariantExistence` / `encodedVariantAvailability` use the v1 trie encoding that
 *   Hydrogen's own `decodeEncodedVariant` reads back to every (available) variant's option positions.
 * - `adjacentVariants`: variants differing from the selected one in exactly one option, by id.
 * - `productRecommendations`: null for an unknown product; COMPLEMENTARY from the product's looks.
 * - `menu(handle:)`: null for an unknown handle; absolute item URLs; `resourceId` on collections.
 */
let shop: TestProvider;
let client: StorefrontApiClient;
const catalogue = readCatalogueFile("provider/catalogue/catalogue.json").catalogue;

beforeAll(async () => {
  shop = await startTestProvider();
  client = storefrontClient(shop, shop.config.storefrontToken);
});

afterAll(async () => {
  await shop?.close();
});

describe("variant encodings", () => {
  it("writes Shopify's documented example", () => {
    expect(
      encodeVariants([
        [0, 0],
        [0, 1],
        [1, 2],
      ]),
    ).toBe("v1_0:0-1,1:2,");
    expect(encodeVariants([[2], [0], [1], [4]])).toBe("v1_0-2 4");
    expect(encodeVariants([])).toBe("");
  });

  it("round-trips every product through Hydrogen's decoder", async () => {
    const data = await requestData<{
      products: {
        nodes: {
          handle: string;
          encodedVariantExistence: string;
          encodedVariantAvailability: string;
          options: { name: string; optionValues: { name: string }[] }[];
          variants: {
            nodes: {
              availableForSale: boolean;
              selectedOptions: { name: string; value: string }[];
            }[];
          };
        }[];
      };
    }>(
      client,
      `query Encoded @inContext(country: US, language: EN) {
        products(first: 100) {
          nodes {
            handle encodedVariantExistence encodedVariantAvailability
            options { name optionValues { name } }
            variants(first: 100) { nodes { availableForSale selectedOptions { name value } } }
          }
        }
      }`,
    );
    expect(data.products.nodes).toHaveLength(catalogue.products.length);
    for (const product of data.products.nodes) {
      const at = (v: (typeof product.variants.nodes)[number]) =>
        product.options.map((o) =>
          o.optionValues.findIndex(
            (value) => value.name === v.selectedOptions.find((s) => s.name === o.name)!.value,
          ),
        );
      const sort = (list: number[][]) => list.map((l) => l.join(",")).sort();
      expect(sort(decodeEncodedVariant(product.encodedVariantExistence)), product.handle).toEqual(
        sort(product.variants.nodes.map(at)),
      );
      expect(
        sort(decodeEncodedVariant(product.encodedVariantAvailability)),
        product.handle,
      ).toEqual(sort(product.variants.nodes.filter((v) => v.availableForSale).map(at)));
    }
  });

  it("lists the variants one option away from the selected one", async () => {
    const product = catalogue.products.find((p) => p.options.length === 2)!;
    const [first, second] = product.options;
    const data = await requestData<{
      product: { adjacentVariants: { selectedOptions: { name: string; value: string }[] }[] };
    }>(
      client,
      `query Adjacent($handle: String!, $selected: [SelectedOptionInput!]!) {
        product(handle: $handle) { adjacentVariants(selectedOptions: $selected) { selectedOptions { name value } } }
      }`,
      {
        handle: product.handle,
        selected: [
          { name: first!.name, value: first!.values[0] },
          { name: second!.name, value: second!.values[0] },
        ],
      },
    );
    const expected = product.variants.filter(
      (v) =>
        (v.options[first!.name] === first!.values[0]) !==
        (v.options[second!.name] === second!.values[0]),
    );
    expect(data.product.adjacentVariants).toHaveLength(expected.length);
    for (const variant of data.product.adjacentVariants) {
      const same = variant.selectedOptions.filter(
        (s) => product.options.find((o) => o.name === s.name)!.values[0] === s.value,
      );
      expect(same).toHaveLength(1);
    }
  });
});

describe("recommendations, brand and menus", () => {
  const RECOMMENDED = `query Recommended($productId: ID!, $intent: ProductRecommendationIntent) {
    productRecommendations(productId: $productId, intent: $intent) { handle }
  }`;

  it("recommends the category's best sellers, or the product's looks when complementary", async () => {
    const looks = catalogue.products.find((p) =>
      p.metafields.some((m) => m.key === "complete_the_look"),
    )!;
    const { product } = await requestData<{ product: { id: string } }>(
      client,
      `query ($handle: String!) { product(handle: $handle) { id } }`,
      { handle: looks.handle },
    );
    const complementary = await requestData<{ productRecommendations: { handle: string }[] }>(
      client,
      RECOMMENDED,
      { productId: product.id, intent: "COMPLEMENTARY" },
    );
    expect(complementary.productRecommendations.map((p) => p.handle)).toEqual(
      JSON.parse(looks.metafields.find((m) => m.key === "complete_the_look")!.value),
    );
    const category = looks.metafields.find((m) => m.key === "category")!.value;
    const related = await requestData<{ productRecommendations: { handle: string }[] }>(
      client,
      RECOMMENDED,
      { productId: product.id },
    );
    expect(related.productRecommendations.map((p) => p.handle)).toEqual(
      catalogue.products
        .filter(
          (p) =>
            p !== looks &&
            // Without a category metafield a product is Clothing (docs/catalogue-format.md).
            (p.metafields.find((m) => m.key === "category")?.value ?? "Clothing") === category,
        )
        .sort((a, b) => a.bestSellingRank - b.bestSellingRank)
        .slice(0, 10)
        .map((p) => p.handle),
    );
    const unknown = await requestData<{ productRecommendations: null }>(client, RECOMMENDED, {
      productId: "gid://shopify/Product/1",
    });
    expect(unknown.productRecommendations).toBeNull();
  });

  it("answers Shop.brand and the main and footer menus as a layout query asks for them", async () => {
    const data = await requestData<{
      shop: {
        brand: {
          slogan: string;
          colors: { primary: { background: string; foreground: string }[] };
          logo: null;
        };
      };
      header: {
        itemsCount: number;
        items: {
          title: string;
          url: string;
          type: string;
          resourceId: string | null;
          items: { title: string; resourceId: string }[];
        }[];
      };
      footer: { items: { title: string; type: string }[] };
      missing: null;
    }>(
      client,
      `#graphql
      fragment MenuItem on MenuItem { id resourceId tags title type url }
      fragment ChildMenuItem on MenuItem { ...MenuItem }
      fragment ParentMenuItem on MenuItem { ...MenuItem items { ...ChildMenuItem } }
      query Layout($headerMenuHandle: String!, $footerMenuHandle: String!)
        @inContext(country: US, language: EN) {
        shop { brand { slogan shortDescription logo { image { url } } colors { primary { background foreground } } } }
        header: menu(handle: $headerMenuHandle) { id itemsCount items { ...ParentMenuItem } }
        footer: menu(handle: $footerMenuHandle) { id items { ...ParentMenuItem } }
        missing: menu(handle: "no-such-menu") { id }
      }`,
      { headerMenuHandle: "main-menu", footerMenuHandle: "footer" },
    );
    expect(data.shop.brand.slogan).toBe("For the Tiniest Trendsetters");
    expect(data.shop.brand.colors.primary[0]!.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(data.shop.brand.logo).toBeNull();
    const shopItem = data.header.items.find((i) => i.title === "Shop")!;
    expect(shopItem).toMatchObject({
      type: "COLLECTION",
      url: `${shop.config.publicUrl}/collections/all`,
    });
    expect(shopItem.resourceId).toMatch(/^gid:\/\/shopify\/Collection\/\d+$/);
    expect(shopItem.items.map((i) => i.title)).toEqual(
      expect.arrayContaining(["Clothing", "Toys", "Walking"]),
    );
    expect(data.header.itemsCount).toBe(
      data.header.items.length + data.header.items.reduce((n, i) => n + i.items.length, 0),
    );
    expect(data.footer.items.map((i) => i.type)).toContain("SHOP_POLICY");
    expect(data.missing).toBeNull();
  });
});
