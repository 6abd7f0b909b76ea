import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { cartLines, carts, orderLineItems, orders, productVariants } from "../db/schema/index";
import { CHECKOUT_FORM } from "../testing/checkout-form";
import {
  createCart,
  stockedVariantsCheapestFirst,
  storefrontBrowser,
  type PricedVariant,
} from "../testing/checkout-shopper";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";

let t: TestProvider;
let cheap: PricedVariant[];

beforeAll(async () => {
  t = await startTestProvider();
  cheap = await stockedVariantsCheapestFirst(t);
});

afterAll(async () => {
  await t?.close();
});

describe("the order's lines", () => {
  it("keep the compare-at price each variant had when it was bought", async () => {
    const [onSale, fullPrice] = [cheap[5]!, cheap[6]!];
    const setCompareAt = (id: number, compareAtPrice: string | null) =>
      t.provider.db
        .update(productVariants)
        .set({ compareAtPrice })
        .where(eq(productVariants.id, id));
    await setCompareAt(onSale.id, "999.00");
    await setCompareAt(fullPrice.id, null);
    const cart = await createCart(t, [
      { variant: onSale, quantity: 1 },
      { variant: fullPrice, quantity: 1 },
    ]);
    const b = storefrontBrowser(t);
    const placed = await b.submit(await b.go(cart.checkoutUrl), {
      ...CHECKOUT_FORM,
      intent: "pay",
    });
    expect(placed.url).toMatch(/\/orders\//);
    // The catalogue changes afterwards; the order does not.
    await setCompareAt(onSale.id, null);
    await setCompareAt(fullPrice.id, "999.00");

    const token = new URL(cart.checkoutUrl).pathname.split("/").pop()!;
    const [order] = await t.provider.db.select().from(orders).where(eq(orders.cartToken, token));
    const lines = await t.provider.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, order!.id));
    expect(lines.map((l) => [l.variantId, l.compareAtPriceCents])).toEqual([
      [onSale.id, 99_900],
      [fullPrice.id, null],
    ]);
    await setCompareAt(fullPrice.id, null);
  });
});

describe("concurrency", () => {
  it("sells the last unit exactly once when two checkouts race", async () => {
    const variant = cheap[10]!;
    const one = await createCart(t, [{ variant, quantity: 1 }]);
    const two = await createCart(t, [{ variant, quantity: 1 }]);
    await t.provider.db
      .update(productVariants)
      .set({ inventoryQuantity: 1 })
      .where(eq(productVariants.id, variant.id));
    const [a, b] = [storefrontBrowser(t), storefrontBrowser(t)];
    const [pageA, pageB] = await Promise.all([a.go(one.checkoutUrl), b.go(two.checkoutUrl)]);
    const results = await Promise.all([
      a.submit(pageA, { ...CHECKOUT_FORM, intent: "pay" }),
      b.submit(pageB, { ...CHECKOUT_FORM, intent: "pay" }),
    ]);
    const placed = results.filter((r) => r.url.includes("/orders/"));
    const refused = results.filter((r) => r.status === 409);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body).toContain("just sold out");
    const [stock] = await t.provider.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    expect(stock!.inventoryQuantity).toBe(0);
    const quantity = await storefrontRequest<{ node: { quantityAvailable: number } }>(
      t,
      `query($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable } } }`,
      { id: `gid://shopify/ProductVariant/${variant.id}` },
    );
    expect(quantity.data.node.quantityAvailable).toBe(0);
  });

  it("creates one order when the same form is submitted twice at once, and completes the cart", async () => {
    const cart = await createCart(t, [{ variant: cheap[3]!, quantity: 1 }]);
    const b = storefrontBrowser(t);
    const page = await b.go(cart.checkoutUrl);
    const [first, second] = await Promise.all([
      b.submit(page, { ...CHECKOUT_FORM, intent: "pay" }),
      b.submit(page, { ...CHECKOUT_FORM, intent: "pay" }),
    ]);
    expect(first.url).toMatch(/\/orders\//);
    expect(second.url).toBe(first.url);
    const reload = await b.submit(page, { ...CHECKOUT_FORM, intent: "pay" });
    expect(reload.url).toBe(first.url);
    const token = new URL(cart.checkoutUrl).pathname.split("/").pop()!;
    const rows = await t.provider.db.select().from(orders).where(eq(orders.cartToken, token));
    expect(rows).toHaveLength(1);

    const add = await storefrontRequest<{
      cartLinesAdd: { cart: null; userErrors: { message: string }[] };
    }>(
      t,
      `mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { id } userErrors { message } } }`,
      { id: cart.id, lines: [{ merchandiseId: `gid://shopify/ProductVariant/${cheap[0]!.id}` }] },
    );
    expect(add.data.cartLinesAdd.cart).toBeNull();
    expect(add.data.cartLinesAdd.userErrors[0]!.message).toBe("The specified cart does not exist.");
    const read = await storefrontRequest<{ cart: null }>(
      t,
      `query($id: ID!) { cart(id: $id) { id } }`,
      {
        id: cart.id,
      },
    );
    expect(read.data.cart).toBeNull();
    const lines = await t.provider.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartToken, token));
    expect(lines).toHaveLength(1);

    const again = await fetch(cart.checkoutUrl);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This cart has already been checked out");
  });
});

describe("the database's place_order", () => {
  const ORDER = {
    email: "x@example.com",
    currency_code: "USD",
    processed_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    subtotal_before_discounts_cents: 0,
    discount_cents: 0,
    shipping_cents: 0,
    tax_cents: 0,
    total_cents: 0,
    discount_codes: [],
    financial_status: "PAID",
    fulfillment_status: "UNFULFILLED",
    confirmation_number: "TEST",
  };

  async function placeOrderIn(token: string, lines: Record<string, unknown>[]) {
    const order = { ...ORDER, created_at: ORDER.processed_at, status_token: `test-${token}` };
    const [row] = await queryRows<{ answer: string }>(
      t.provider.db,
      "SELECT place_order($1, $2::jsonb, $3::jsonb)::text AS answer",
      [token, JSON.stringify(order), JSON.stringify(lines)],
    );
    return JSON.parse(row!.answer) as { kind: string; variants?: number[] };
  }

  it("refuses lines or prices other than the cart's, and a sold-out variant, writing nothing", async () => {
    const variant = cheap[11]!;
    const cart = await createCart(t, [{ variant, quantity: 2 }]);
    const token = new URL(cart.checkoutUrl).pathname.split("/").pop()!;
    const [before] = await t.provider.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    const line = {
      title: "T",
      variant_id: variant.id,
      quantity: 2,
      unit_price_cents: variant.cents,
      discount_cents: 0,
      variant_options: [],
    };

    expect((await placeOrderIn(token, [{ ...line, quantity: 1 }])).kind).toBe("changed");
    expect((await placeOrderIn(token, [{ ...line, unit_price_cents: 1 }])).kind).toBe("changed");
    expect((await placeOrderIn(token, [])).kind).toBe("changed");

    await t.provider.db
      .update(productVariants)
      .set({ inventoryQuantity: 1 })
      .where(eq(productVariants.id, variant.id));
    expect(await placeOrderIn(token, [line])).toEqual({ kind: "sold-out", variants: [variant.id] });
    const [after] = await t.provider.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    expect(after!.inventoryQuantity).toBe(1);
    const [stillOpen] = await t.provider.db.select().from(carts).where(eq(carts.token, token));
    expect(stillOpen!.completedAt).toBeNull();

    await t.provider.db
      .update(productVariants)
      .set({ inventoryQuantity: before!.inventoryQuantity })
      .where(eq(productVariants.id, variant.id));
    expect((await placeOrderIn(token, [line])).kind).toBe("placed");
    expect((await placeOrderIn(token, [line])).kind).toBe("completed");
    expect((await placeOrderIn("no-such-cart", [line])).kind).toBe("gone");
  });
});
