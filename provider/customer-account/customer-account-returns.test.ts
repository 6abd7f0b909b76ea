import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveReturn, declineReturn } from "../orders/returns";
import { customerAccountCalls } from "../testing/customer-account";
import { publishedSchema, schemaViolations } from "../testing/schema-conformance";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { signInCustomer } from "../../tests/support/sign-in";
import { numericIdOf } from "../graphql/ids";

// Tracking and returns over HTTP: each answer checked against Shopify's published 2026-04 schema,
// and the return policy enforced again by the provider whatever the storefront sent.

type Data = Record<string, any>;

let t: TestProvider;
let demo: string;
let other: string;

const { gql, data } = customerAccountCalls<Data>(() => t);
const schema = () => publishedSchema("customer-account", "2026-04");

const ORDERS = `query Orders {
  customer {
    orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {
      nodes {
        id name
        fulfillments(first: 10) {
          nodes {
            id status latestShipmentStatus estimatedDeliveryAt
            trackingInformation { company number url }
            events(first: 5) { nodes { status happenedAt } }
            fulfillmentLineItems(first: 50) { nodes { id quantity lineItem { id title } } }
          }
        }
        lineItems(first: 50) { nodes { id title quantity } }
        returnInformation {
          returnableLineItems(first: 50) { nodes { quantity lineItem { id } } }
          nonReturnableLineItems(first: 50) {
            nodes { quantity lineItem { id } quantityDetails { quantity reasonCode } }
          }
          nonReturnableSummary { nonReturnableReasons summaryMessage }
          returnShippingMethods
        }
        returns(first: 10) {
          nodes {
            id name status createdAt closedAt decline { reason note }
            returnLineItems(first: 50) {
              nodes { id quantity returnReason returnReasonDefinition { id handle name deleted } lineItem { id } }
            }
          }
        }
      }
    }
  }
}`;

const REQUEST = `mutation Request($orderId: ID!, $items: [RequestedLineItemInput!]!) {
  orderRequestReturn(orderId: $orderId, requestedLineItems: $items) {
    return { id name status returnLineItems(first: 10) { nodes { quantity returnReason lineItem { id } } } }
    userErrors { field message code }
  }
}`;

const REASONS = `query Reasons($id: ID!) {
  order(id: $id) { lineItems(first: 1) { nodes { suggestedReturnReasonDefinitions(first: 20) { nodes { id handle name deleted } } } } }
}`;

async function orders(token: string) {
  const body = await data(token, ORDERS);
  expect(schemaViolations(schema(), ORDERS, body)).toEqual([]);
  return body.customer.orders.nodes as Data[];
}

async function request(token: string, orderId: string, items: Data[]) {
  const body = await gql(token, REQUEST, { orderId, items });
  expect(body.errors).toBeUndefined();
  expect(schemaViolations(schema(), REQUEST, body.data)).toEqual([]);
  return body.data!.orderRequestReturn as Data;
}

/** The demo order with a delivered parcel still in its window and something it may send back. */
async function returnableOrder() {
  const found = (await orders(demo)).find(
    (o) => o.returnInformation.returnableLineItems.nodes.length > 0,
  );
  expect(found, "a seeded order delivered in the last 15 days").toBeDefined();
  return found!;
}

let reasonId: string;

beforeAll(async () => {
  t = await startTestProvider();
  demo = (await signInCustomer(t, "demo@example.com")).accessToken;
  other = (await signInCustomer(t, "other@example.com")).accessToken;
  const order = await returnableOrder();
  const reasons = await data(demo, REASONS, { id: order.id });
  expect(schemaViolations(schema(), REASONS, reasons)).toEqual([]);
  const offered = reasons.order.lineItems.nodes[0].suggestedReturnReasonDefinitions.nodes;
  reasonId = offered.find((r: Data) => r.handle === "size-too-small").id;
});

afterAll(async () => {
  await t?.close();
});

describe("tracking", () => {
  it("answers USPS tracking, parcel contents and the delivery date", async () => {
    const all = await orders(demo);
    const parcels = all.flatMap((o) => o.fulfillments.nodes);
    const tracked = parcels.flatMap((f: Data) => f.trackingInformation);
    expect(tracked.length).toBeGreaterThan(10);
    for (const tracking of tracked) {
      expect(tracking.company).toBe("USPS");
      expect(tracking.number).toMatch(/^9400\d{18}$/);
      expect(tracking.url).toBe(
        `https://tools.usps.com/go/TrackConfirmAction?tLabels=${tracking.number}`,
      );
    }
    const delivered = parcels.filter((f: Data) => f.latestShipmentStatus === "DELIVERED");
    expect(delivered.length).toBeGreaterThan(0);
    for (const parcel of delivered) {
      expect(parcel.events.nodes[0]).toMatchObject({ status: "DELIVERED" });
      expect(parcel.fulfillmentLineItems.nodes.length).toBeGreaterThan(0);
    }
    // A split shipment: every unit of every line travels in exactly one parcel that still stands.
    for (const order of all) {
      const standing = order.fulfillments.nodes.filter((f: Data) => f.status === "SUCCESS");
      if (!standing.length) continue;
      for (const line of order.lineItems.nodes) {
        const carried = standing
          .flatMap((f: Data) => f.fulfillmentLineItems.nodes)
          .filter((p: Data) => p.lineItem.id === line.id)
          .reduce((sum: number, p: Data) => sum + p.quantity, 0);
        expect(carried, `${order.name} ${line.title}`).toBe(line.quantity);
      }
    }
  });
});

describe("orderRequestReturn", () => {
  it("refuses another customer's order as if it did not exist", async () => {
    const order = await returnableOrder();
    const line = order.returnInformation.returnableLineItems.nodes[0];
    const result = await request(other, order.id, [
      { lineItemId: line.lineItem.id, quantity: 1, returnReasonDefinitionId: reasonId },
    ]);
    expect(result).toEqual({
      return: null,
      userErrors: [{ field: ["orderId"], message: "Order does not exist", code: "NOT_FOUND" }],
    });
  });

  it("refuses more than was delivered, and a line still on its way", async () => {
    const order = await returnableOrder();
    const line = order.returnInformation.returnableLineItems.nodes[0];
    const tooMany = await request(demo, order.id, [
      {
        lineItemId: line.lineItem.id,
        quantity: line.quantity + 1,
        returnReasonDefinitionId: reasonId,
      },
    ]);
    expect(tooMany.return).toBeNull();
    expect(tooMany.userErrors).toEqual([
      {
        field: ["requestedLineItems", "0", "quantity"],
        message: `Quantity must be less than or equal to ${line.quantity}`,
        code: "LESS_THAN_OR_EQUAL_TO",
      },
    ]);
    const undelivered = order.returnInformation.nonReturnableLineItems.nodes.find((n: Data) =>
      n.quantityDetails.some((d: Data) => d.reasonCode === "UNFULFILLED"),
    );
    expect(undelivered, "the seeded split shipment's line still in transit").toBeDefined();
    const onItsWay = await request(demo, order.id, [
      { lineItemId: undelivered.lineItem.id, quantity: 1, returnReasonDefinitionId: reasonId },
    ]);
    expect(onItsWay.userErrors[0]).toMatchObject({ code: "INVALID" });
  });

  it("refuses an item of an excluded category", async () => {
    const all = await orders(demo);
    const finalSale = all.flatMap((o) =>
      o.returnInformation.nonReturnableLineItems.nodes
        .filter((n: Data) => n.quantityDetails.some((d: Data) => d.reasonCode === "FINAL_SALE"))
        .map((n: Data) => ({ order: o, line: n })),
    );
    expect(finalSale.length).toBeGreaterThan(0);
    const { order, line } = finalSale[0]!;
    const result = await request(demo, order.id, [
      { lineItemId: line.lineItem.id, quantity: 1, returnReasonDefinitionId: reasonId },
    ]);
    expect(result.userErrors).toEqual([
      {
        field: ["requestedLineItems", "0", "lineItemId"],
        message: "Line item is not eligible for return",
        code: "INVALID",
      },
    ]);
  });

  it("judges a sale item by the price it was bought at, not by the catalogue today", async () => {
    const order = await returnableOrder();
    const line = order.returnInformation.returnableLineItems.nodes[0];
    const lineId = numericIdOf(line.lineItem.id, ["LineItem"])!;
    const reasonsOf = async () =>
      (await orders(demo))
        .find((o) => o.id === order.id)!
        .returnInformation.nonReturnableLineItems.nodes.filter(
          (n: Data) => n.lineItem.id === line.lineItem.id,
        )
        .flatMap((n: Data) => n.quantityDetails.map((d: Data) => d.reasonCode));

    // Bought at full price, marked down since: it may still go back.
    await t.provider.db.execute(
      sql`UPDATE product_variants SET compare_at_price = price + 10
          WHERE id = (SELECT variant_id FROM order_line_items WHERE id = ${lineId})`,
    );
    expect(await reasonsOf()).not.toContain("FINAL_SALE");

    // Bought below its compare-at price: final sale, whatever the catalogue says now.
    await t.provider.db.execute(
      sql`UPDATE product_variants SET compare_at_price = NULL
          WHERE id = (SELECT variant_id FROM order_line_items WHERE id = ${lineId})`,
    );
    await t.provider.db.execute(
      sql`UPDATE order_line_items SET compare_at_price_cents = unit_price_cents + 1000
          WHERE id = ${lineId}`,
    );
    expect(await reasonsOf()).toContain("FINAL_SALE");
    const refused = await request(demo, order.id, [
      { lineItemId: line.lineItem.id, quantity: 1, returnReasonDefinitionId: reasonId },
    ]);
    expect(refused.userErrors[0]).toMatchObject({ code: "INVALID" });

    await t.provider.db.execute(
      sql`UPDATE order_line_items SET compare_at_price_cents = NULL WHERE id = ${lineId}`,
    );
    expect(await reasonsOf()).not.toContain("FINAL_SALE");
  });

  it("records a request once: the same items asked again are refused", async () => {
    const order = await returnableOrder();
    const line = order.returnInformation.returnableLineItems.nodes[0];
    const items = [
      {
        lineItemId: line.lineItem.id,
        quantity: line.quantity,
        returnReasonDefinitionId: reasonId,
        customerNote: "Too snug around the chest",
      },
    ];
    const first = await request(demo, order.id, items);
    expect(first.userErrors).toEqual([]);
    expect(first.return).toMatchObject({
      name: `${order.name}-R1`,
      status: "REQUESTED",
      returnLineItems: {
        nodes: [
          { quantity: line.quantity, returnReason: "SIZE_TOO_SMALL", lineItem: line.lineItem },
        ],
      },
    });
    const again = await request(demo, order.id, items);
    expect(again.return).toBeNull();
    expect(again.userErrors[0]).toMatchObject({ code: "INVALID" });

    const after = (await orders(demo)).find((o) => o.id === order.id)!;
    expect(after.returns.nodes).toHaveLength(1);
    expect(
      after.returnInformation.nonReturnableLineItems.nodes.find(
        (n: Data) => n.lineItem.id === line.lineItem.id,
      ).quantityDetails,
    ).toContainEqual({ quantity: line.quantity, reasonCode: "RETURNED" });
  });

  it("shows the customer the merchant's approval and decline", async () => {
    const order = (await orders(demo)).find((o) => o.returns.nodes.length > 0)!;
    const requested = order.returns.nodes[0];
    const id = numericIdOf(requested.id, ["Return"])!;
    expect(await approveReturn(t.provider.db, t.clock, id)).toMatchObject({ ok: true });
    expect(await declineReturn(t.provider.db, t.clock, id, { reason: "OTHER", note: "x" })).toEqual(
      expect.objectContaining({ ok: false, error: "wrong-status" }),
    );
    const after = (await orders(demo)).find((o) => o.id === order.id)!;
    expect(after.returns.nodes[0]).toMatchObject({ status: "OPEN", decline: null });
  });

  it("offers nothing, and refuses a request, once 15 days from delivery have passed", async () => {
    const order = await returnableOrder();
    const line = order.returnInformation.returnableLineItems.nodes[0];
    // The parcels arrived 16 days earlier than seeded. (The clock cannot move that far instead:
    // the sign-in's tokens would expire with it.)
    await t.provider.db.execute(
      sql`UPDATE fulfillments SET delivered_at = delivered_at - interval '16 days'
          WHERE delivered_at IS NOT NULL`,
    );
    const after = (await orders(demo)).find((o) => o.id === order.id)!;
    expect(after.returnInformation.returnableLineItems.nodes).toEqual([]);
    expect(after.returnInformation.nonReturnableSummary.nonReturnableReasons).toContain(
      "RETURN_WINDOW_EXPIRED",
    );
    const result = await request(demo, order.id, [
      { lineItemId: line.lineItem.id, quantity: 1, returnReasonDefinitionId: reasonId },
    ]);
    expect(result.return).toBeNull();
    expect(result.userErrors[0]).toMatchObject({ code: "INVALID" });
  });
});
