import { parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  stockedVariantsCheapestFirst,
  storefrontBrowser,
  type PricedVariant,
} from "../testing/checkout-shopper";
import { cents, storefrontSchema } from "../testing/cart-money";
import { publishedSchema, schemaViolations } from "../testing/schema-conformance";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";

// Delivery on the cart over HTTP: its addresses (checked like a customer's), its one delivery
// group with the shop's USPS options once an address is selected, and the chosen option's price
// in the cart's total; every answer checked against Shopify's 2026-04 schema.

let t: TestProvider;
let variants: PricedVariant[];

beforeAll(async () => {
  t = await startTestProvider();
  variants = await stockedVariantsCheapestFirst(t);
});

afterAll(async () => {
  await t?.close();
});

const CART = `
  id
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
  delivery { addresses { id selected oneTimeUse address { ... on CartDeliveryAddress { address1 city provinceCode countryCode zip name formatted formattedArea } } } }
  deliveryGroups(first: 5) {
    nodes {
      id groupType
      deliveryAddress { address1 city provinceCode countryCodeV2 zip formatted }
      cartLines(first: 10) { nodes { id } }
      deliveryOptions { handle title code description deliveryMethodType estimatedCost { amount currencyCode } }
      selectedDeliveryOption { handle estimatedCost { amount } }
    }
  }`;
const PAYLOAD = `cart { ${CART} } userErrors { code field message } warnings { code message target }`;
const MUTATION = {
  add: `mutation($cartId: ID!, $addresses: [CartSelectableAddressInput!]!) { cartDeliveryAddressesAdd(cartId: $cartId, addresses: $addresses) { ${PAYLOAD} } }`,
  update: `mutation($cartId: ID!, $addresses: [CartSelectableAddressUpdateInput!]!) { cartDeliveryAddressesUpdate(cartId: $cartId, addresses: $addresses) { ${PAYLOAD} } }`,
  remove: `mutation($cartId: ID!, $addressIds: [ID!]!) { cartDeliveryAddressesRemove(cartId: $cartId, addressIds: $addressIds) { ${PAYLOAD} } }`,
  replace: `mutation($cartId: ID!, $addresses: [CartSelectableAddressInput!]!) { cartDeliveryAddressesReplace(cartId: $cartId, addresses: $addresses) { ${PAYLOAD} } }`,
  select: `mutation($cartId: ID!, $options: [CartSelectedDeliveryOptionInput!]!) { cartSelectedDeliveryOptionsUpdate(cartId: $cartId, selectedDeliveryOptions: $options) { ${PAYLOAD} } }`,
  create: `mutation($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`,
};

interface Money {
  amount: string;
  currencyCode: string;
}
interface Cart {
  id: string;
  cost: { subtotalAmount: Money; totalAmount: Money };
  delivery: {
    addresses: {
      id: string;
      selected: boolean;
      oneTimeUse: boolean;
      address: Record<string, unknown>;
    }[];
  };
  deliveryGroups: {
    nodes: {
      id: string;
      deliveryAddress: Record<string, unknown>;
      cartLines: { nodes: { id: string }[] };
      deliveryOptions: { handle: string; title: string; estimatedCost: Money }[];
      selectedDeliveryOption: { handle: string; estimatedCost: { amount: string } } | null;
    }[];
  };
}
interface Payload {
  cart: Cart | null;
  userErrors: { code: string; field: string[]; message: string }[];
}

async function send(query: string, variables: Record<string, unknown>): Promise<Payload> {
  expect(validate(storefrontSchema(), parse(query)).map((e) => e.message)).toEqual([]);
  const result = await storefrontRequest<Record<string, Payload>>(t, query, variables);
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
  return Object.values(result.data)[0]!;
}

const springfield = {
  address1: "1 Main St",
  city: "Springfield",
  provinceCode: "IL",
  countryCode: "US",
  zip: "62701",
  firstName: "Ada",
  lastName: "Lovelace",
};

async function newCart(quantity = 1) {
  const created = await send(MUTATION.create, {
    input: {
      lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variants[0]!.id}`, quantity }],
    },
  });
  return created.cart!;
}

describe("cart delivery addresses", () => {
  it("adds, updates, replaces and removes addresses, keeping one selected", async () => {
    const cart = await newCart();
    expect(cart.delivery.addresses).toEqual([]);
    expect(cart.deliveryGroups.nodes).toEqual([]);

    const added = await send(MUTATION.add, {
      cartId: cart.id,
      addresses: [
        { address: { deliveryAddress: springfield }, selected: true },
        { address: { deliveryAddress: { ...springfield, address1: "2 Oak Ave" } } },
      ],
    });
    expect(added.userErrors).toEqual([]);
    expect(added.cart!.delivery.addresses).toEqual([
      {
        id: "gid://shopify/CartSelectableAddress/1",
        selected: true,
        oneTimeUse: false,
        address: {
          address1: "1 Main St",
          city: "Springfield",
          provinceCode: "IL",
          countryCode: "US",
          zip: "62701",
          name: "Ada Lovelace",
          formatted: ["1 Main St", "Springfield IL 62701", "United States"],
          formattedArea: "Springfield, Illinois, United States",
        },
      },
      expect.objectContaining({ id: "gid://shopify/CartSelectableAddress/2", selected: false }),
    ]);

    const updated = await send(MUTATION.update, {
      cartId: cart.id,
      addresses: [
        { id: "gid://shopify/CartSelectableAddress/2", selected: true, oneTimeUse: true },
      ],
    });
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart!.delivery.addresses.map((a) => [a.id, a.selected, a.oneTimeUse])).toEqual([
      ["gid://shopify/CartSelectableAddress/1", false, false],
      ["gid://shopify/CartSelectableAddress/2", true, true],
    ]);
    expect(updated.cart!.deliveryGroups.nodes[0]!.deliveryAddress).toMatchObject({
      address1: "2 Oak Ave",
      countryCodeV2: "US",
    });

    const removed = await send(MUTATION.remove, {
      cartId: cart.id,
      addressIds: ["gid://shopify/CartSelectableAddress/1"],
    });
    expect(removed.cart!.delivery.addresses.map((a) => a.id)).toEqual([
      "gid://shopify/CartSelectableAddress/2",
    ]);

    const replaced = await send(MUTATION.replace, {
      cartId: cart.id,
      addresses: [{ address: { deliveryAddress: springfield }, selected: true }],
    });
    expect(replaced.cart!.delivery.addresses).toMatchObject([
      { id: "gid://shopify/CartSelectableAddress/3", selected: true },
    ]);
  });

  it("refuses a wrong address, an unknown id and two selected addresses, changing nothing", async () => {
    const cart = await newCart();
    const wrong = await send(MUTATION.add, {
      cartId: cart.id,
      addresses: [
        { address: { deliveryAddress: { ...springfield, zip: "ABCDE", provinceCode: "ZZ" } } },
        { address: { deliveryAddress: { ...springfield, city: "<b>x</b>" } } },
      ],
    });
    expect(wrong.userErrors.map((e) => [e.code, e.field.join(".")])).toEqual([
      ["PROVINCE_NOT_FOUND", "addresses.0.address.deliveryAddress.provinceCode"],
      ["INVALID_ZIP_CODE_FOR_COUNTRY", "addresses.0.address.deliveryAddress.zip"],
      ["ADDRESS_FIELD_CONTAINS_HTML_TAGS", "addresses.1.address.deliveryAddress.city"],
    ]);
    const two = await send(MUTATION.add, {
      cartId: cart.id,
      addresses: [
        { address: { deliveryAddress: springfield }, selected: true },
        { address: { deliveryAddress: springfield }, selected: true },
      ],
    });
    expect(two.userErrors.map((e) => e.code)).toEqual([
      "ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED",
    ]);
    const unknown = await send(MUTATION.remove, {
      cartId: cart.id,
      addressIds: ["gid://shopify/CartSelectableAddress/9"],
    });
    expect(unknown.userErrors.map((e) => [e.code, e.field])).toEqual([
      ["INVALID_DELIVERY_ADDRESS_ID", ["addressIds", "0"]],
    ]);
    expect(unknown.cart!.delivery.addresses).toEqual([]);
    const many = await send(MUTATION.add, {
      cartId: cart.id,
      addresses: Array.from({ length: 21 }, () => ({ address: { deliveryAddress: springfield } })),
    });
    expect(many.userErrors.map((e) => e.code)).toEqual(["TOO_MANY_DELIVERY_ADDRESSES"]);
  });

  it("hides the addresses from a read without the cart's key", async () => {
    const cart = await newCart();
    await send(MUTATION.add, {
      cartId: cart.id,
      addresses: [{ address: { deliveryAddress: springfield }, selected: true }],
    });
    const result = await storefrontRequest<{ cart: Cart }>(
      t,
      `query($id: ID!) { cart(id: $id) { ${CART} } }`,
      { id: cart.id.replace(/\?key=.*/, "") },
    );
    expect(result.data.cart.delivery.addresses).toEqual([]);
    expect(result.data.cart.deliveryGroups.nodes).toEqual([]);
  });
});

describe("cartSelectedDeliveryOptionsUpdate", () => {
  it("offers the USPS services for the selected address, and adds the chosen one to the total", async () => {
    const cart = await newCart();
    const added = await send(MUTATION.add, {
      cartId: cart.id,
      addresses: [{ address: { deliveryAddress: springfield }, selected: true }],
    });
    const [group] = added.cart!.deliveryGroups.nodes;
    expect(group!.id).toBe("gid://shopify/CartDeliveryGroup/1");
    expect(group!.cartLines.nodes.length).toBe(1);
    expect(group!.selectedDeliveryOption).toBeNull();
    expect(group!.deliveryOptions.map((o) => o.title)).toEqual([
      "USPS First Class Mail",
      "USPS Ground Advantage",
      "USPS Priority Mail",
      "USPS Priority Mail Express",
    ]);
    const subtotal = cents(added.cart!.cost.subtotalAmount);
    expect(cents(added.cart!.cost.totalAmount)).toBe(subtotal);

    const chosen = await send(MUTATION.select, {
      cartId: cart.id,
      options: [{ deliveryGroupId: group!.id, deliveryOptionHandle: "usps-priority" }],
    });
    expect(chosen.userErrors).toEqual([]);
    const selected = chosen.cart!.deliveryGroups.nodes[0]!.selectedDeliveryOption!;
    expect(selected.handle).toBe("usps-priority");
    expect(cents(chosen.cart!.cost.totalAmount)).toBe(subtotal + 1295);

    // The hosted checkout opens with the cart's chosen address and option filled in.
    const { data } = await storefrontRequest<{ cart: { checkoutUrl: string } }>(
      t,
      `query($id: ID!) { cart(id: $id) { checkoutUrl } }`,
      { id: cart.id },
    );
    const page = await storefrontBrowser(t).go(data.cart.checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/name="address1"[^>]*value="1 Main St"/);
    expect(page.body).toMatch(/name="zip"[^>]*value="62701"/);
    expect(page.body).toMatch(/value="usps-priority"\s+checked/);
  });

  it("refuses an unknown group or option", async () => {
    const cart = await newCart();
    const noGroup = await send(MUTATION.select, {
      cartId: cart.id,
      options: [
        {
          deliveryGroupId: "gid://shopify/CartDeliveryGroup/1",
          deliveryOptionHandle: "usps-priority",
        },
      ],
    });
    expect(noGroup.userErrors.map((e) => e.code)).toEqual(["INVALID_DELIVERY_GROUP"]);
    await send(MUTATION.add, {
      cartId: cart.id,
      addresses: [{ address: { deliveryAddress: springfield }, selected: true }],
    });
    const badOption = await send(MUTATION.select, {
      cartId: cart.id,
      options: [
        { deliveryGroupId: "gid://shopify/CartDeliveryGroup/1", deliveryOptionHandle: "teleport" },
      ],
    });
    expect(badOption.userErrors).toEqual([
      {
        code: "INVALID_DELIVERY_OPTION",
        field: ["selectedDeliveryOptions", "0", "deliveryOptionHandle"],
        message: "Delivery option was not valid.",
      },
    ]);
  });
});

describe("cartCreate with delivery addresses and metafields", () => {
  const CREATE = `mutation($input: CartInput) { cartCreate(input: $input) {
    cart { id delivery { addresses { id selected address { ... on CartDeliveryAddress { address1 zip } } } }
      gift: metafield(namespace: "custom", key: "gift_wrap") { type value } }
    userErrors { code field message } } }`;
  const lines = () => [
    { merchandiseId: `gid://shopify/ProductVariant/${variants[0]!.id}`, quantity: 1 },
  ];

  it("makes the cart with the addresses and metafields it was given", async () => {
    const created = (await send(CREATE, {
      input: {
        lines: lines(),
        delivery: { addresses: [{ address: { deliveryAddress: springfield }, selected: true }] },
        metafields: [{ key: "custom.gift_wrap", type: "boolean", value: "true" }],
      },
    })) as unknown as {
      cart: {
        delivery: { addresses: { id: string; selected: boolean; address: object }[] };
        gift: { type: string; value: string } | null;
      };
      userErrors: unknown[];
    };
    expect(created.userErrors).toEqual([]);
    expect(created.cart.delivery.addresses).toEqual([
      {
        id: "gid://shopify/CartSelectableAddress/1",
        selected: true,
        address: { address1: "1 Main St", zip: "62701" },
      },
    ]);
    expect(created.cart.gift).toEqual({ type: "boolean", value: "true" });
  });

  it.each([
    [
      "an address with markup in it",
      {
        delivery: {
          addresses: [
            { address: { deliveryAddress: { ...springfield, address1: "<b>1 Main St</b>" } } },
          ],
        },
      },
      "ADDRESS_FIELD_CONTAINS_HTML_TAGS",
      ["input", "delivery", "addresses", "0", "address", "deliveryAddress", "address1"],
    ],
    [
      "two selected addresses",
      {
        delivery: {
          addresses: [
            { address: { deliveryAddress: springfield }, selected: true },
            { address: { deliveryAddress: springfield }, selected: true },
          ],
        },
      },
      "ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED",
      ["input", "delivery", "addresses"],
    ],
    [
      "a metafield value its type refuses",
      { metafields: [{ key: "custom.gift_wrap", type: "boolean", value: "yes" }] },
      "INVALID_METAFIELDS",
      ["input", "metafields", "0", "value"],
    ],
  ])("makes no cart from %s", async (_case, extra, code, field) => {
    const refused = await send(CREATE, { input: { lines: lines(), ...extra } });
    expect(refused.cart).toBeNull();
    expect(refused.userErrors).toEqual([expect.objectContaining({ code, field })]);
  });
});
