import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, productVariants } from "../db/schema/index";
import { adminClient, type AdminClient } from "../testing/admin-client";
import {
  checkout,
  createCart,
  stockedVariantsCheapestFirst,
  type PricedVariant,
} from "../testing/checkout-shopper";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver";
import { checkWebhookPayload } from "../testing/webhook-schemas";

// What the hosted checkout raises and refuses as the catalogue changes under it: the stock an
// order takes reaches subscribers as Shopify's inventory_levels/update, and a product the
// merchant hid after it was added to a cart is not for sale any more.

let receiver: WebhookReceiver;
let t: TestProvider;
let admin: AdminClient;
let stocked: PricedVariant[];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startTestProvider({
    env: {
      PROVIDER_WEBHOOK_URL: receiver.url,
      PROVIDER_WEBHOOK_SECRET: "a-test-webhook-secret-0123456789",
    },
    webhookTiming: { timeoutMs: 2_500, retryDelaysMs: [150, 300, 150], pollMs: 1_000 },
  });
  admin = adminClient(t.url);
  stocked = await stockedVariantsCheapestFirst(t);
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function stockOf(variantId: number) {
  const [row] = await t.provider.db
    .select({ quantity: productVariants.inventoryQuantity, productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!;
}

const CART_LINES = `query($id: ID!) {
  cart(id: $id) {
    lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id availableForSale quantityAvailable product { title } } } } }
  }
}`;

interface CartLinesAnswer {
  cart: {
    lines: {
      nodes: {
        id: string;
        quantity: number;
        merchandise: { id: string; availableForSale: boolean; quantityAvailable: number };
      }[];
    };
  };
}

describe("the hosted checkout", () => {
  it("raises inventory_levels/update for each variant an order takes stock from", async () => {
    const [first, second] = [stocked[0]!, stocked.find((v) => v.id !== stocked[0]!.id)!];
    const before = [await stockOf(first.id), await stockOf(second.id)];
    const from = receiver.received.length;
    const cart = await createCart(t, [
      { variant: first, quantity: 2 },
      { variant: second, quantity: 1 },
    ]);
    const { result } = await checkout(t, cart.checkoutUrl);
    expect(result.url).toMatch(/\/orders\/[A-Za-z0-9_-]{32}$/);

    for (const [variant, taken, was] of [
      [first, 2, before[0]!],
      [second, 1, before[1]!],
    ] as const) {
      const level = await receiver.deliveryOf(
        "inventory_levels/update",
        (payload) => payload.inventory_item_id === variant.id,
        from,
      );
      checkWebhookPayload("inventory_levels/update", level.payload);
      expect(level.payload.available).toBe(was.quantity - taken);
      const product = await receiver.deliveryOf(
        "products/update",
        (payload) => payload.id === was.productId,
        from,
      );
      checkWebhookPayload("products/update", product.payload);
    }
  });

  it("refuses a product hidden since it was added: the cart says so and nothing is charged", async () => {
    const variant = stocked.at(-1)!;
    const { productId, quantity } = await stockOf(variant.id);
    const cart = await createCart(t, [{ variant, quantity: 1 }]);
    await admin.must("set-product-published", { productId, published: false });
    try {
      const answer = await storefrontRequest<CartLinesAnswer>(t, CART_LINES, { id: cart.id });
      const [line] = answer.data.cart.lines.nodes;
      expect(line).toMatchObject({
        quantity: 1,
        merchandise: { availableForSale: false, quantityAvailable: 0 },
      });
      // Not for sale: its quantity can go down, never up.
      const raised = await storefrontRequest<{
        cartLinesUpdate: { cart: { lines: { nodes: { quantity: number }[] } } };
      }>(
        t,
        `mutation($id: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $id, lines: $lines) { cart { lines(first: 5) { nodes { quantity } } } } }`,
        { id: cart.id, lines: [{ id: line!.id, quantity: 3 }] },
      );
      expect(raised.data.cartLinesUpdate.cart.lines.nodes).toEqual([{ quantity: 1 }]);

      const { page, result } = await checkout(t, cart.checkoutUrl);
      expect(page.body).toContain("is no longer available");
      expect(result.status).toBe(409);
      expect(result.body).toContain(
        "is no longer available. Remove it from your cart to continue; you have not been charged.",
      );
      const token = new URL(cart.checkoutUrl).pathname.split("/").pop()!;
      expect(await t.provider.db.select().from(orders).where(eq(orders.cartToken, token))).toEqual(
        [],
      );
      expect((await stockOf(variant.id)).quantity).toBe(quantity);
    } finally {
      await admin.must("set-product-published", { productId, published: true });
    }
  });
});
