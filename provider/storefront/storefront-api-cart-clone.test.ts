import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCustomer } from "../../tests/support/sign-in";
import { stockedVariantsCheapestFirst, type PricedVariant } from "../testing/checkout-shopper";
import { cartMutation, MUTATIONS } from "../testing/cart-money";
import { publishedSchema, schemaViolations } from "../testing/schema-conformance";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";

// cartClone over HTTP: a new cart with the source's lines, attributes, note, codes and
// metafields, but none of the buyer's details; its id carries its own key.

let t: TestProvider;
let variants: PricedVariant[];

beforeAll(async () => {
  t = await startTestProvider();
  variants = await stockedVariantsCheapestFirst(t);
});

afterAll(async () => {
  await t?.close();
});

const CLONE = `mutation($cartId: ID!) {
  cartClone(cartId: $cartId) {
    cart {
      id checkoutUrl note
      attributes { key value }
      discountCodes { code applicable }
      buyerIdentity { email countryCode customer { id } }
      metafield(namespace: "custom", key: "gift") { value }
      lines(first: 10) { nodes { quantity attributes { key value } merchandise { ... on ProductVariant { id } } } }
    }
    userErrors { code field message }
    warnings { code message target }
  }
}`;

interface CloneAnswer {
  cartClone: {
    cart: {
      id: string;
      checkoutUrl: string;
      note: string | null;
      attributes: { key: string; value: string }[];
      discountCodes: { code: string; applicable: boolean }[];
      buyerIdentity: { email: string | null; countryCode: string | null; customer: unknown };
      metafield: { value: string } | null;
      lines: { nodes: { quantity: number; attributes: unknown[]; merchandise: { id: string } }[] };
    } | null;
    userErrors: { code: string; field: string[]; message: string }[];
  };
}

async function clone(cartId: string) {
  const result = await storefrontRequest<CloneAnswer>(t, CLONE, { cartId });
  expect(result.errors).toBeUndefined();
  expect(schemaViolations(publishedSchema("storefront", "2026-04"), CLONE, result.data)).toEqual(
    [],
  );
  return result.data.cartClone;
}

describe("cartClone", () => {
  it("copies the lines, attributes, note, codes and metafields, and no buyer details", async () => {
    const [a, b] = variants;
    const gid = (v: PricedVariant) => `gid://shopify/ProductVariant/${v.id}`;
    const source = await cartMutation(t, MUTATIONS.create, {
      input: {
        lines: [
          { merchandiseId: gid(a!), quantity: 2, attributes: [{ key: "engraving", value: "A" }] },
          { merchandiseId: gid(b!), quantity: 1 },
        ],
        note: "Gift wrap please",
        attributes: [{ key: "source", value: "test" }],
        discountCodes: ["PEYTON20"],
        buyerIdentity: { email: "clone@example.com", countryCode: "US" },
      },
    });
    const sourceId = source.cart!.id;
    const set = await storefrontRequest(
      t,
      `mutation($m: [CartMetafieldsSetInput!]!) { cartMetafieldsSet(metafields: $m) { userErrors { code } } }`,
      { m: [{ ownerId: sourceId, key: "custom.gift", type: "boolean", value: "true" }] },
    );
    expect(set.errors).toBeUndefined();

    const cloned = await clone(sourceId);
    expect(cloned.userErrors).toEqual([]);
    const cart = cloned.cart!;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[^?]+\?key=[0-9a-f]+$/);
    expect(cart.id.split("?")[0]).not.toBe(sourceId.split("?")[0]);
    expect(cart.checkoutUrl).toContain("?key=");
    expect(cart).toMatchObject({
      note: "Gift wrap please",
      attributes: [{ key: "source", value: "test" }],
      discountCodes: [{ code: "PEYTON20", applicable: true }],
      buyerIdentity: { email: null, countryCode: "US", customer: null },
      metafield: { value: "true" },
    });
    expect(cart.lines.nodes.map((l) => [l.merchandise.id, l.quantity, l.attributes])).toEqual(
      source.cart!.lines.nodes.map((l) => [
        l.merchandise.id,
        l.quantity,
        l.merchandise.id === gid(a!) ? [{ key: "engraving", value: "A" }] : [],
      ]),
    );

    // The clone is a cart of its own: changing it leaves the source alone.
    const emptied = await cartMutation(t, MUTATIONS.note, { cartId: cart.id, note: "changed" });
    expect(emptied.cart!.note).toBe("changed");
    const read = await storefrontRequest<{ cart: { note: string } }>(
      t,
      `query($id: ID!) { cart(id: $id) { note } }`,
      { id: sourceId },
    );
    expect(read.data.cart.note).toBe("Gift wrap please");
  });

  it("leaves the signed-in customer behind", async () => {
    const { accessToken: token } = await signInCustomer(t, "clone-buyer@example.com");
    const source = await cartMutation(t, MUTATIONS.create, {
      input: { buyerIdentity: { customerAccessToken: token } },
    });
    expect(source.userErrors).toEqual([]);
    expect(source.cart!.buyerIdentity.email).not.toBeNull();
    const cloned = await clone(source.cart!.id);
    expect(cloned.cart!.buyerIdentity).toEqual({ email: null, countryCode: null, customer: null });
  });

  it("answers that a cart id without its key does not exist", async () => {
    const source = await cartMutation(t, MUTATIONS.create, { input: {} });
    const cloned = await clone(source.cart!.id.replace(/\?key=.*/, ""));
    expect(cloned).toMatchObject({
      cart: null,
      userErrors: [
        { code: "INVALID", field: ["cartId"], message: "The specified cart does not exist." },
      ],
    });
  });
});
