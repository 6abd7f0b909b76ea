import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, productVariants } from "../db/schema/index";
import { checkout, createCart } from "../testing/checkout-shopper";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";

// Quantity limits hold for the line an addition ends up in, after merging, and an order of the
// largest line the cart allows fits its money columns: no input reaches a 500.

const LIMIT = 1_000_000;
let t: TestProvider;
let untracked: { id: number; cents: number };

beforeAll(async () => {
  t = await startTestProvider();
  // Untracked stock is never clamped, so only the quantity limit bounds such a line.
  const [row] = await t.provider.db
    .select({ id: productVariants.id, price: productVariants.price })
    .from(productVariants)
    .where(eq(productVariants.inventoryTracked, false))
    .orderBy(desc(productVariants.price));
  untracked = { id: row!.id, cents: Math.round(Number(row!.price) * 100) };
});

afterAll(async () => {
  await t?.close();
});

const merchandiseId = () => `gid://shopify/ProductVariant/${untracked.id}`;

interface Payload {
  cart: { id: string; totalQuantity: number } | null;
  userErrors: { code: string; field: string[]; message: string }[];
}

describe("quantity limits", () => {
  it("refuses two entries of the limit that would merge into one line past it", async () => {
    const created = await storefrontRequest<{ cartCreate: Payload }>(
      t,
      `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id totalQuantity } userErrors { code field message } } }`,
      {
        input: {
          lines: [
            { merchandiseId: merchandiseId(), quantity: LIMIT },
            { merchandiseId: merchandiseId(), quantity: LIMIT },
          ],
        },
      },
    );
    expect(created.data.cartCreate.cart).toBeNull();
    expect(created.data.cartCreate.userErrors).toEqual([
      expect.objectContaining({ code: "LESS_THAN", field: ["input", "lines", "1", "quantity"] }),
    ]);

    const cart = await createCart(t, [
      { variant: { id: untracked.id, cents: untracked.cents }, quantity: LIMIT },
    ]);
    const added = await storefrontRequest<{ cartLinesAdd: Payload }>(
      t,
      `mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { id totalQuantity } userErrors { code field message } } }`,
      { id: cart.id, lines: [{ merchandiseId: merchandiseId(), quantity: 1 }] },
    );
    expect(added.data.cartLinesAdd.userErrors).toEqual([
      expect.objectContaining({ code: "LESS_THAN", field: ["lines", "0", "quantity"] }),
    ]);
    expect(added.data.cartLinesAdd.cart?.totalQuantity).toBe(LIMIT);
  });

  it("places an order for the largest line allowed, its totals in full", async () => {
    const cart = await createCart(t, [
      { variant: { id: untracked.id, cents: untracked.cents }, quantity: LIMIT },
    ]);
    expect(untracked.cents * LIMIT).toBeGreaterThan(2 ** 31);
    const { result } = await checkout(t, cart.checkoutUrl);
    expect(result.status).toBe(200);
    expect(result.url).toMatch(/\/orders\//);
    const token = result.url.split("/").pop()!;
    const [order] = await t.provider.db.select().from(orders).where(eq(orders.statusToken, token));
    expect(order!.subtotalBeforeDiscountsCents).toBe(untracked.cents * LIMIT);
    expect(order!.totalCents).toBe(
      order!.subtotalBeforeDiscountsCents -
        order!.discountCents +
        order!.shippingCents +
        order!.taxCents,
    );
    expect(result.body).toContain("Thank you, Ada!");
  });
});
