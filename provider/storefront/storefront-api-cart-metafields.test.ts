import { parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stockedVariantsCheapestFirst } from "../testing/checkout-shopper";
import { storefrontSchema } from "../testing/cart-money";
import { publishedSchema, schemaViolations } from "../testing/schema-conformance";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";

// Cart metafields over HTTP: set (all or none, up to 25), read back on the cart by namespace and
// key, deleted; every answer checked against Shopify's 2026-04 schema.

let t: TestProvider;
let merchandiseId: string;

beforeAll(async () => {
  t = await startTestProvider();
  const [variant] = await stockedVariantsCheapestFirst(t);
  merchandiseId = `gid://shopify/ProductVariant/${variant!.id}`;
});

afterAll(async () => {
  await t?.close();
});

async function send<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  expect(validate(storefrontSchema(), parse(query)).map((e) => e.message)).toEqual([]);
  const result = await storefrontRequest<T>(t, query, variables);
  expect(result.errors).toBeUndefined();
  expect(
    schemaViolations(
      publishedSchema("storefront", "2026-04"),
      query,
      result.data,
      undefined,
      variables,
    ),
  ).toEqual([]);
  return result.data;
}

const METAFIELD = `id namespace key type value createdAt updatedAt parentResource { __typename ... on Cart { id } }`;
const SET = `mutation($metafields: [CartMetafieldsSetInput!]!) {
  cartMetafieldsSet(metafields: $metafields) {
    metafields { ${METAFIELD} }
    userErrors { code elementIndex field message }
  }
}`;
const DELETE = `mutation($input: CartMetafieldDeleteInput!) {
  cartMetafieldDelete(input: $input) { deletedId userErrors { code field message } }
}`;
const READ = `query($id: ID!) {
  cart(id: $id) {
    gift: metafield(namespace: "custom", key: "gift") { ${METAFIELD} }
    own: metafield(key: "wrap") { namespace value }
    metafields(identifiers: [{ namespace: "custom", key: "gift" }, { namespace: "custom", key: "none" }]) { key value }
  }
}`;

interface Metafield {
  id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
  parentResource: { __typename: string; id: string };
}
interface SetAnswer {
  cartMetafieldsSet: {
    metafields: Metafield[] | null;
    userErrors: { code: string; elementIndex: number | null; field: string[]; message: string }[];
  };
}
interface ReadAnswer {
  cart: {
    gift: Metafield | null;
    own: { namespace: string; value: string } | null;
    metafields: ({ key: string; value: string } | null)[];
  };
}

async function newCartId() {
  const data = await send<{ cartCreate: { cart: { id: string } } }>(
    `mutation($input: CartInput) { cartCreate(input: $input) { cart { id } } }`,
    { input: { lines: [{ merchandiseId, quantity: 1 }] } },
  );
  return data.cartCreate.cart.id;
}

describe("cartMetafieldsSet", () => {
  it("sets a composite and a bare key, reads them on the cart, and replaces a value in place", async () => {
    const cartId = await newCartId();
    const set = await send<SetAnswer>(SET, {
      metafields: [
        { ownerId: cartId, key: "custom.gift", type: "single_line_text_field", value: "yes" },
        { ownerId: cartId, key: "wrap", type: "boolean", value: "true" },
      ],
    });
    expect(set.cartMetafieldsSet.userErrors).toEqual([]);
    expect(set.cartMetafieldsSet.metafields).toMatchObject([
      { namespace: "custom", key: "gift", type: "single_line_text_field", value: "yes" },
      { key: "wrap", type: "boolean", value: "true" },
    ]);
    const [gift] = set.cartMetafieldsSet.metafields!;
    expect(gift!.id).toMatch(/^gid:\/\/shopify\/Metafield\/\d+$/);
    expect(gift!.parentResource).toEqual({ __typename: "Cart", id: cartId });

    const again = await send<SetAnswer>(SET, {
      metafields: [
        { ownerId: cartId, key: "custom.gift", type: "single_line_text_field", value: "no" },
      ],
    });
    expect(again.cartMetafieldsSet.metafields![0]).toMatchObject({ id: gift!.id, value: "no" });

    const read = await send<ReadAnswer>(READ, { id: cartId });
    expect(read.cart.gift).toMatchObject({ id: gift!.id, value: "no" });
    expect(read.cart.own).toEqual({ namespace: "$app", value: "true" });
    expect(read.cart.metafields).toEqual([{ key: "gift", value: "no" }, null]);
  });

  it("sets nothing when one input is wrong, and says which and why", async () => {
    const cartId = await newCartId();
    const set = await send<SetAnswer>(SET, {
      metafields: [
        { ownerId: cartId, key: "custom.gift", type: "single_line_text_field", value: "yes" },
        { ownerId: cartId, key: "custom.x", type: "single_line_text_field", value: "a" },
        { ownerId: cartId, key: "ab.count", type: "number_integer", value: "a" },
        { ownerId: cartId, key: "custom.kind", type: "no_such_type", value: "a" },
        { ownerId: cartId, key: "custom.empty", type: "multi_line_text_field", value: "" },
        { ownerId: cartId, key: "custom.bad key", type: "json", value: "{}" },
        { ownerId: cartId, key: `custom.${"k".repeat(65)}`, type: "json", value: "{}" },
      ],
    });
    expect(set.cartMetafieldsSet.metafields).toBeNull();
    expect(
      set.cartMetafieldsSet.userErrors.map((e) => [e.code, e.elementIndex, e.field.join(".")]),
    ).toEqual([
      ["TOO_SHORT", 1, "metafields.1.key"],
      ["TOO_SHORT", 2, "metafields.2.key"],
      ["INVALID_TYPE", 3, "metafields.3.type"],
      ["BLANK", 4, "metafields.4.value"],
      ["INVALID_VALUE", 5, "metafields.5.key"],
      ["TOO_LONG", 6, "metafields.6.key"],
    ]);
    const read = await send<ReadAnswer>(READ, { id: cartId });
    expect(read.cart.gift).toBeNull();
  });

  it("checks each value against its type", async () => {
    const cartId = await newCartId();
    const cases: [string, string, boolean][] = [
      ["number_integer", "12", true],
      ["number_integer", "1.5", false],
      ["boolean", "yes", false],
      ["json", '{"a":1}', true],
      ["json", "{", false],
      ["single_line_text_field", "two\nlines", false],
      ["list.single_line_text_field", '["a","b"]', true],
      ["list.number_integer", '["a"]', false],
    ];
    for (const [type, value, accepted] of cases) {
      const set = await send<SetAnswer>(SET, {
        metafields: [{ ownerId: cartId, key: "custom.typed", type, value }],
      });
      const codes = set.cartMetafieldsSet.userErrors.map((e) => e.code);
      expect(codes, `${type} ${value}`).toEqual(accepted ? [] : ["INVALID_VALUE"]);
    }
  });

  it("refuses more than 25 inputs, and a cart id without its key", async () => {
    const cartId = await newCartId();
    const many = Array.from({ length: 26 }, (_, i) => ({
      ownerId: cartId,
      key: `custom.k${i}`,
      type: "json",
      value: "1",
    }));
    const tooMany = await send<SetAnswer>(SET, { metafields: many });
    expect(tooMany.cartMetafieldsSet.userErrors).toEqual([
      {
        code: "LESS_THAN_OR_EQUAL_TO",
        elementIndex: null,
        field: ["metafields"],
        message: "Exceeds the maximum input size of 25 metafields.",
      },
    ]);
    const keyless = cartId.replace(/\?key=.*/, "");
    const noKey = await send<SetAnswer>(SET, {
      metafields: [{ ownerId: keyless, key: "custom.gift", type: "json", value: "1" }],
    });
    expect(noKey.cartMetafieldsSet.userErrors.map((e) => [e.code, e.field])).toEqual([
      ["INVALID_OWNER", ["metafields", "0", "ownerId"]],
    ]);
  });
});

describe("cartMetafieldDelete", () => {
  it("deletes a metafield by composite key, then says it does not exist", async () => {
    const cartId = await newCartId();
    const set = await send<SetAnswer>(SET, {
      metafields: [{ ownerId: cartId, key: "custom.gift", type: "boolean", value: "true" }],
    });
    const id = set.cartMetafieldsSet.metafields![0]!.id;
    type DeleteAnswer = {
      cartMetafieldDelete: {
        deletedId: string | null;
        userErrors: { code: string; field: string[]; message: string }[];
      };
    };
    const deleted = await send<DeleteAnswer>(DELETE, {
      input: { ownerId: cartId, key: "custom.gift" },
    });
    expect(deleted.cartMetafieldDelete).toEqual({ deletedId: id, userErrors: [] });
    expect((await send<ReadAnswer>(READ, { id: cartId })).cart.gift).toBeNull();

    const again = await send<DeleteAnswer>(DELETE, {
      input: { ownerId: cartId, key: "custom.gift" },
    });
    expect(again.cartMetafieldDelete).toEqual({
      deletedId: null,
      userErrors: [
        {
          code: "METAFIELD_DOES_NOT_EXIST",
          field: ["input", "key"],
          message: "Metafield not found.",
        },
      ],
    });
    const keyless = await send<DeleteAnswer>(DELETE, {
      input: { ownerId: cartId.replace(/\?key=.*/, ""), key: "custom.gift" },
    });
    expect(keyless.cartMetafieldDelete.userErrors.map((e) => e.code)).toEqual(["INVALID_OWNER"]);
  });
});
