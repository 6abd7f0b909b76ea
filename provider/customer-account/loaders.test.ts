import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../db/schema/index";
import { insertOrder } from "../orders/order-writer";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { createLoaders } from "./loaders";

let t: TestProvider;
let demoId: number;

beforeAll(async () => {
  t = await startTestProvider();
  const [demo] = await t.provider.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, "demo@example.com"));
  demoId = demo!.id;
});

afterAll(async () => {
  await t?.close();
});

async function ordersPage() {
  const loaders = createLoaders(t.provider.db, demoId);
  await loaders.customer();
  return loaders.orders();
}

describe("the customer order cache", () => {
  it("serves an unchanged list from memory and sees a new order at once", async () => {
    const first = await ordersPage();
    expect(first.length).toBeGreaterThan(0);
    // Same rows, not a re-read: the list was remembered under its version.
    expect(await ordersPage()).toBe(first);

    const order = await t.provider.db.transaction(async (tx) =>
      insertOrder(tx as never, {
        customerId: demoId,
        email: "demo@example.com",
        processedAt: new Date(),
        updatedAt: new Date(),
        currencyCode: "USD",
        subtotalBeforeDiscountsCents: 1000,
        discountCents: 0,
        shippingCents: 0,
        taxCents: 0,
        totalCents: 1000,
        discountCodes: [],
        shippingAddress: null,
        billingAddress: null,
        shippingMethod: null,
        financialStatus: "PAID",
        fulfillmentStatus: "UNFULFILLED",
        cancelledAt: null,
        cancelReason: null,
        cartToken: null,
        lines: [],
        fulfilments: [],
      }),
    );
    const after = await ordersPage();
    expect(after).toHaveLength(first.length + 1);
    expect(after.map((o) => o.id)).toContain(order.id);
    const reread = after.find((o) => o.id === order.id)!;
    expect(reread.processedAt).toBeInstanceOf(Date);
    expect(reread.processedAt.getTime()).toBe(order.processedAt.getTime());
    expect(reread).toEqual(order);
  });

  it("keeps an order's lines and fulfilments, loaded for a whole page in one go", async () => {
    const list = await ordersPage();
    const loaders = createLoaders(t.provider.db, demoId);
    const withLines = await Promise.all(list.map((o) => loaders.lineItems(o.id)));
    expect(withLines.flat().length).toBeGreaterThan(0);
    for (const [i, lines] of withLines.entries()) {
      for (const line of lines) expect(line.orderId).toBe(list[i]!.id);
    }
    const again = createLoaders(t.provider.db, demoId);
    expect(await again.lineItems(list[0]!.id)).toBe(withLines[0]);
  });
});
