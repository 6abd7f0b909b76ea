import type { StorefrontApiClient } from "@shopify/storefront-api-client";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartLines, carts } from "../db/schema/index";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { CART_CREATE, CART_FIELDS, CART_PAYLOAD, variantsWhere } from "../testing/storefront-cart";
import { requestData, storefrontClient } from "../testing/storefront-client";

let shop: TestProvider;
let client: StorefrontApiClient;

async function query<T = Record<string, any>>(
  operation: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  return requestData<T>(client, operation, variables);
}

beforeAll(async () => {
  shop = await startTestProvider();
  client = storefrontClient(shop, shop.config.storefrontToken);
});

afterAll(async () => {
  await shop?.close();
});

describe("cart", () => {
  const createCart = async (
    lines: { merchandiseId: string; quantity?: number }[],
    extra: Record<string, unknown> = {},
  ) => (await query(CART_CREATE, { input: { lines, ...extra } })).cartCreate;

  it("creates a cart with a keyed id and a checkout URL on the provider", async () => {
    const [variant] = await variantsWhere(client, (v) => v.quantityAvailable > 5);
    const payload = await createCart([{ merchandiseId: variant!.id, quantity: 2 }]);
    expect(payload.userErrors).toEqual([]);
    expect(payload.warnings).toEqual([]);
    const cart = payload.cart;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[^/?]+\?key=[0-9a-f]{32}$/);
    const [token, key] = cart.id.replace("gid://shopify/Cart/", "").split("?key=");
    expect(cart.checkoutUrl).toBe(`${shop.url}/cart/c/${token}?key=${key}`);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.lines.nodes[0].id).toMatch(
      new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${token}$`),
    );
    expect(Number(cart.cost.subtotalAmount.amount)).toBeCloseTo(Number(variant!.price.amount) * 2);
    expect(cart.cost.totalTaxAmount).toBeNull();
    expect(cart.cost.totalDutyAmount).toBeNull();
  });

  it("merges a variant added twice, prepends new lines and sums totalQuantity", async () => {
    const [a, b] = await variantsWhere(client, (v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id, quantity: 1 }]);
    const added = (
      await query(
        `${CART_FIELDS} mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { ${CART_PAYLOAD} } }`,
        {
          id: cart.id,
          lines: [{ merchandiseId: b!.id }, { merchandiseId: a!.id, quantity: 2 }],
        },
      )
    ).cartLinesAdd;
    expect(added.userErrors).toEqual([]);
    expect(added.cart.lines.nodes.map((l: any) => [l.merchandise.id, l.quantity])).toEqual([
      [b!.id, 1],
      [a!.id, 3],
    ]);
    expect(added.cart.totalQuantity).toBe(4);
  });

  it("clamps to stock with a warning instead of an error, and keeps sold-out items out", async () => {
    const [low] = await variantsWhere(
      client,
      (v) => v.tracked && v.quantityAvailable >= 1 && v.quantityAvailable <= 3,
    );
    const [soldOut] = await variantsWhere(client, (v) => v.tracked && v.quantityAvailable === 0);
    const payload = await createCart([
      { merchandiseId: low!.id, quantity: 50 },
      { merchandiseId: soldOut!.id, quantity: 1 },
    ]);
    expect(payload.userErrors).toEqual([]);
    const lowLine = payload.cart.lines.nodes.find((l: any) => l.merchandise.id === low!.id);
    expect(lowLine.quantity).toBe(low!.quantityAvailable);
    expect(payload.cart.lines.nodes.some((l: any) => l.merchandise.id === soldOut!.id)).toBe(false);
    expect(payload.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: "MERCHANDISE_NOT_ENOUGH_STOCK", target: lowLine.id }),
        expect.objectContaining({ code: "MERCHANDISE_OUT_OF_STOCK" }),
      ]),
    );
  });

  it("never clamps untracked inventory", async () => {
    const [untracked] = await variantsWhere(client, (v) => !v.tracked);
    const payload = await createCart([{ merchandiseId: untracked!.id, quantity: 40 }]);
    expect(payload.warnings).toEqual([]);
    expect(payload.cart.totalQuantity).toBe(40);
  });

  const ADD_LINES = `${CART_FIELDS} mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { ${CART_PAYLOAD} } }`;
  /** The cart's row key: the gid's last segment without its `?key=`. */
  const cartTokenOf = (gid: string) => gid.split("/").pop()!.split("?")[0]!;

  it("keeps every one of many concurrent adds to the same cart", async () => {
    const [untracked] = await variantsWhere(client, (v) => !v.tracked);
    const { cart } = await createCart([{ merchandiseId: untracked!.id, quantity: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        query(ADD_LINES, { id: cart.id, lines: [{ merchandiseId: untracked!.id, quantity: 1 }] }),
      ),
    );
    expect(results.every((r) => r.cartLinesAdd.userErrors.length === 0)).toBe(true);
    const read = await query(`${CART_FIELDS} query($id: ID!) { cart(id: $id) { ...CartFields } }`, {
      id: cart.id,
    });
    expect(read.cart.totalQuantity).toBe(13);
    expect(read.cart.lines.nodes).toHaveLength(1);
  });

  it("adds to the cart as stored, even when another writer changed it since", async () => {
    const [untracked] = await variantsWhere(client, (v) => !v.tracked);
    const { cart } = await createCart([{ merchandiseId: untracked!.id, quantity: 1 }]);
    const lines = [{ merchandiseId: untracked!.id, quantity: 1 }];
    expect((await query(ADD_LINES, { id: cart.id, lines })).cartLinesAdd.cart.totalQuantity).toBe(
      2,
    );
    // Another provider process on the same PostgreSQL, say, sets the line to 10.
    const token = cartTokenOf(cart.id);
    await shop.provider.db
      .update(cartLines)
      .set({ quantity: 10 })
      .where(eq(cartLines.cartToken, token));
    await shop.provider.db
      .update(carts)
      .set({ version: sql`${carts.version} + 1` })
      .where(eq(carts.token, token));
    expect((await query(ADD_LINES, { id: cart.id, lines })).cartLinesAdd.cart.totalQuantity).toBe(
      11,
    );
  });

  it("refuses line changes once checkout has completed the cart", async () => {
    const [untracked] = await variantsWhere(client, (v) => !v.tracked);
    const { cart } = await createCart([{ merchandiseId: untracked!.id, quantity: 1 }]);
    const lines = [{ merchandiseId: untracked!.id, quantity: 1 }];
    expect((await query(ADD_LINES, { id: cart.id, lines })).cartLinesAdd.cart.totalQuantity).toBe(
      2,
    );
    // What placing the order does to the cart, behind the Storefront API's back.
    const token = cartTokenOf(cart.id);
    await shop.provider.db
      .update(carts)
      .set({ completedAt: new Date() })
      .where(eq(carts.token, token));
    const refused = (await query(ADD_LINES, { id: cart.id, lines })).cartLinesAdd;
    expect(refused.cart).toBeNull();
    expect(refused.userErrors).toEqual([
      { code: "INVALID", field: ["cartId"], message: "The specified cart does not exist." },
    ]);
  });

  it("updates, removes with quantity 0 and by id, and rejects unknown lines leaving the cart unchanged", async () => {
    const [a, b] = await variantsWhere(client, (v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id }, { merchandiseId: b!.id }]);
    const [lineB, lineA] = cart.lines.nodes;
    const mutationUpdate = `${CART_FIELDS} mutation($id: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $id, lines: $lines) { ${CART_PAYLOAD} } }`;
    const updated = (
      await query(mutationUpdate, {
        id: cart.id,
        lines: [{ id: lineA.id, quantity: 4 }, { id: lineB.id }],
      })
    ).cartLinesUpdate;
    expect(updated.cart.lines.nodes.map((l: any) => l.quantity)).toEqual([1, 4]);

    const unknown = (
      await query(mutationUpdate, {
        id: cart.id,
        lines: [
          { id: lineA.id, quantity: 9 },
          { id: lineA.id.replace(/[0-9a-f]{4}\?/, "0000?"), quantity: 1 },
        ],
      })
    ).cartLinesUpdate;
    expect(unknown.userErrors).toEqual([
      {
        code: "INVALID_MERCHANDISE_LINE",
        field: ["lines", "1", "id"],
        message: "Merchandise line was not found in cart.",
      },
    ]);
    expect(unknown.cart.lines.nodes.map((l: any) => l.quantity)).toEqual([1, 4]);

    const zero = (
      await query(mutationUpdate, { id: cart.id, lines: [{ id: lineA.id, quantity: 0 }] })
    ).cartLinesUpdate;
    expect(zero.cart.lines.nodes.map((l: any) => l.id)).toEqual([lineB.id]);
    const removed = (
      await query(
        `${CART_FIELDS} mutation($id: ID!, $ids: [ID!]!) { cartLinesRemove(cartId: $id, lineIds: $ids) { ${CART_PAYLOAD} } }`,
        {
          id: cart.id,
          ids: [lineB.id],
        },
      )
    ).cartLinesRemove;
    expect(removed.cart.totalQuantity).toBe(0);
    expect(removed.cart.cost.subtotalAmount.amount).toBe("0.0");
  });

  it("reports unknown merchandise with the 2025-07 INVALID code and changes nothing", async () => {
    const [a] = await variantsWhere(client, (v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id }]);
    const payload = (
      await query(
        `${CART_FIELDS} mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { ${CART_PAYLOAD} } }`,
        {
          id: cart.id,
          lines: [{ merchandiseId: a!.id }, { merchandiseId: "gid://shopify/ProductVariant/1" }],
        },
      )
    ).cartLinesAdd;
    expect(payload.userErrors).toEqual([
      expect.objectContaining({ code: "INVALID", field: ["lines", "1", "merchandiseId"] }),
    ]);
    expect(payload.cart.totalQuantity).toBe(1);
  });

  it("expires carts ten days after their last update", async () => {
    const [a] = await variantsWhere(client, (v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id }]);
    shop.clock.advance(9 * 24 * 3600 * 1000);
    expect(
      (await query(`query($id: ID!) { cart(id: $id) { id } }`, { id: cart.id })).cart,
    ).not.toBeNull();
    shop.clock.advance(2 * 24 * 3600 * 1000);
    expect(
      (await query(`query($id: ID!) { cart(id: $id) { id } }`, { id: cart.id })).cart,
    ).toBeNull();
    const payload = (
      await query(
        `mutation($id: ID!) { cartLinesRemove(cartId: $id, lineIds: []) { cart { id } userErrors { message } } }`,
        { id: cart.id },
      )
    ).cartLinesRemove;
    expect(payload).toEqual({
      cart: null,
      userErrors: [{ message: "The specified cart does not exist." }],
    });
  });
});
