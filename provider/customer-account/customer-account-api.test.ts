import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DISPLAY_STATUSES,
  encodeDisplayStatus,
  type FulfilmentFacts,
  type FulfillmentStatus,
  type ShipmentStatus,
} from "../orders/fulfilment-status";
import { customerAccountCalls } from "../testing/customer-account";
import { signInCustomer } from "../../tests/support/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// The signed-in customer's profile and orders as the Customer Account API reads them. Access
// and isolation: customer-account-access.test.ts; profile and address changes:
// customer-account-writes.test.ts.

type Data = Record<string, any>;

/**
 * How a client of the Customer Account API reads a fulfilment's display status back from the
 * schema's fields (the storefront's account pages apply this rule; provider code may not import
 * them): the oracle that what the provider stores reads back as the label it meant.
 */
function displayStatusOf(f: FulfilmentFacts): string {
  const event = f.latestShipmentStatus;
  switch (f.status) {
    case null:
      return "";
    case "CANCELLED":
      return event ? "label_voided" : "canceled";
    case "FAILURE":
    case "ERROR":
      return event ? "not_delivered" : "failure";
    case "OPEN":
    case "PENDING":
      return "submitted";
    case "SUCCESS":
      if (event) return event.toLowerCase();
      if (!f.requiresShipping) return "fulfilled";
      return f.tracked ? "success" : "marked_as_fulfilled";
  }
}

let t: TestProvider;
let demo: string;
let other: string;

const { data, allOrders } = customerAccountCalls<Data>(() => t);

beforeAll(async () => {
  t = await startTestProvider();
  demo = (await signInCustomer(t, "demo@example.com")).accessToken;
  other = (await signInCustomer(t, "other@example.com")).accessToken;
});

afterAll(async () => {
  await t?.close();
});

describe("customer", () => {
  it("shows the demo customer's profile, addresses and orders", async () => {
    const d = await data(
      demo,
      `{ customer {
          firstName lastName displayName creationDate createdAt imageUrl tags
          emailAddress { emailAddress marketingState }
          phoneNumber { phoneNumber marketingState }
          defaultAddress { id formatted(withName: true) formattedArea country province territoryCode zoneCode zip name }
          addresses(first: 10, skipDefault: true) { nodes { id } pageInfo { hasNextPage hasPreviousPage } }
          all: addresses(first: 10) { nodes { id } }
          orders(first: 250) { nodes { id } }
      } }`,
    );
    const c = d.customer;
    expect(c.displayName).toBe("Peyton Parker");
    expect(c.emailAddress).toEqual({
      emailAddress: "demo@example.com",
      marketingState: "SUBSCRIBED",
    });
    expect(c.phoneNumber.phoneNumber).toMatch(/^\+1\d{10}$/);
    expect(c.defaultAddress).toMatchObject({
      country: "United States",
      province: "New York",
      territoryCode: "US",
      zoneCode: "NY",
      formattedArea: "New York, New York, United States",
    });
    expect(c.defaultAddress.formatted).toEqual([
      "Peyton Parker",
      "245 Bleecker Street",
      "Apt 4B",
      "New York NY 10014",
      "United States",
    ]);
    expect(c.all.nodes).toHaveLength(3);
    expect(c.addresses.nodes).toHaveLength(2);
    expect(c.addresses.nodes.map((a: Data) => a.id)).not.toContain(c.defaultAddress.id);
    expect(c.orders.nodes.length).toBeGreaterThanOrEqual(25);
    expect(Date.parse(c.creationDate)).toBeLessThan(Date.now());
  });

  it("falls back to the email for the display name and has no phone for the other customer", async () => {
    const d = await data(other, "{ customer { displayName phoneNumber { phoneNumber } } }");
    expect(d.customer).toEqual({ displayName: "Oliver Ortiz", phoneNumber: null });
    const fresh = (await signInCustomer(t, "nameless@example.com")).accessToken;
    const n = await data(
      fresh,
      "{ customer { displayName firstName orders(first: 5) { nodes { id } } } }",
    );
    expect(n.customer).toEqual({
      displayName: "nameless@example.com",
      firstName: null,
      orders: { nodes: [] },
    });
  });
});

describe("orders", () => {
  const SORTS: Record<string, (o: Data) => number> = {
    ID: (o) => Number(String(o.id).split("/").pop()),
    CREATED_AT: (o) => Date.parse(o.createdAt),
    ORDER_NUMBER: (o) => o.number,
    PROCESSED_AT: (o) => Date.parse(o.processedAt),
    TOTAL_PRICE: (o) => Math.round(Number(o.totalPrice.amount) * 100),
    UPDATED_AT: (o) => Date.parse(o.updatedAt),
  };

  it.each(Object.keys(SORTS).flatMap((key) => [[key, false] as const, [key, true] as const]))(
    "pages through every order sorted by %s (reverse %s) in both directions",
    async (sortKey, reverse) => {
      const all = await allOrders(demo, sortKey, reverse);
      const value = SORTS[sortKey]!;
      const id = SORTS.ID!;
      const expected = [...all].sort((a, b) => value(a) - value(b) || id(a) - id(b));
      if (reverse) expected.reverse();
      expect(all.map((o) => o.id)).toEqual(expected.map((o) => o.id));

      const query = `query($s: OrderSortKeys, $r: Boolean, $first: Int, $after: String, $last: Int, $before: String) {
        customer { orders(sortKey: $s, reverse: $r, first: $first, after: $after, last: $last, before: $before) {
          nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`;
      const forward: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 10; page += 1) {
        const d = await data(demo, query, { s: sortKey, r: reverse, first: 7, after });
        const { nodes, pageInfo } = d.customer.orders;
        forward.push(...nodes.map((n: Data) => n.id));
        expect(pageInfo.hasPreviousPage).toBe(page > 0);
        if (!pageInfo.hasNextPage) break;
        after = pageInfo.endCursor;
      }
      expect(forward).toEqual(all.map((o) => o.id));

      const backward: string[] = [];
      let before: string | null = null;
      for (let page = 0; page < 10; page += 1) {
        const d = await data(demo, query, { s: sortKey, r: reverse, last: 7, before });
        const { nodes, pageInfo } = d.customer.orders;
        backward.unshift(...nodes.map((n: Data) => n.id));
        expect(pageInfo.hasNextPage).toBe(page > 0);
        if (!pageInfo.hasPreviousPage) break;
        before = pageInfo.startCursor;
      }
      expect(backward).toEqual(all.map((o) => o.id));
    },
  );

  it("filters with query", async () => {
    const d = await data(
      demo,
      `{ customer { a: orders(first: 5, query: "name:#1003") { nodes { name } }
                    b: orders(first: 50, query: "order_number:>=1020") { nodes { number } } } }`,
    );
    expect(d.customer.a.nodes).toEqual([{ name: "#1003" }]);
    expect(d.customer.b.nodes.length).toBeGreaterThan(3);
    expect(d.customer.b.nodes.every((n: Data) => n.number >= 1020)).toBe(true);
  });

  it("keeps totals consistent and names orders in date order", async () => {
    const d = await data(
      demo,
      `{ customer { orders(first: 50, sortKey: PROCESSED_AT) { nodes {
          name number totalPrice { amount } subtotal { amount } totalShipping { amount } totalTax { amount }
          financialStatus cancelledAt
          lineItems(first: 50) { nodes { quantity price { amount } totalDiscount { amount } } } } } } }`,
    );
    const cents = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
    const nodes = d.customer.orders.nodes as Data[];
    for (let i = 1; i < nodes.length; i += 1)
      expect(nodes[i]!.number).toBeGreaterThan(nodes[i - 1]!.number);
    for (const o of nodes) {
      const lines = o.lineItems.nodes as Data[];
      const gross = lines.reduce((s, l) => s + cents(l.price) * l.quantity, 0);
      const discount = lines.reduce((s, l) => s + cents(l.totalDiscount), 0);
      expect(cents(o.subtotal)).toBe(gross - discount);
      expect(cents(o.totalPrice)).toBe(
        cents(o.subtotal) + cents(o.totalShipping) + cents(o.totalTax),
      );
    }
    expect(nodes.some((o) => o.lineItems.nodes.length > 3)).toBe(true);
  });

  it("covers every fulfilment status the storefront colours, plus orders without fulfilments", async () => {
    const d = await data(
      demo,
      `{ customer { orders(first: 250) { nodes { fulfillments(first: 10) { nodes {
          id status latestShipmentStatus createdAt requiresShipping trackingInformation { company number url } } } } } } }`,
    );
    const labels = new Set<string>();
    let withoutFulfilment = 0;
    for (const order of d.customer.orders.nodes as Data[]) {
      const list = order.fulfillments.nodes as Data[];
      if (!list.length) {
        withoutFulfilment += 1;
        continue;
      }
      const last = list.at(-1)!;
      labels.add(
        displayStatusOf({
          status: last.status,
          latestShipmentStatus: last.latestShipmentStatus,
          tracked: last.trackingInformation.length > 0,
          requiresShipping: last.requiresShipping,
        }),
      );
    }
    expect([...labels].sort()).toEqual([...DISPLAY_STATUSES].sort());
    expect(withoutFulfilment).toBeGreaterThanOrEqual(2);
  });

  it("reads one order with its detail fields", async () => {
    const [first] = await allOrders(demo, "ORDER_NUMBER");
    const d = await data(
      demo,
      `query($id: ID!) { order(id: $id) { ... on Order {
          id name email confirmationNumber statusPageUrl currencyCode financialStatus fulfillmentStatus
          subtotal { amount } totalShipping { amount } totalTax { amount } totalPrice { amount }
          shippingAddress { formatted country } billingAddress { country }
          discountApplications(first: 5) { nodes { ... on DiscountCodeApplication { code value { ... on PricingPercentageValue { percentage } } } } }
          lineItems(first: 2) { nodes { id name title presentmentTitle variantTitle variantOptions { name value }
            variantId productId quantity price { amount } currentTotalPrice { amount } totalPrice { amount }
            totalDiscount { amount } image { id url altText } } pageInfo { hasNextPage } } } } }`,
      { id: first!.id },
    );
    expect(d.order.name).toBe("#1001");
    expect(d.order.email).toBe("demo@example.com");
    expect(d.order.statusPageUrl).toMatch(new RegExp(`^${t.url}/orders/[A-Za-z0-9_-]{32}$`));
    expect(d.order.discountApplications.nodes).toEqual([
      { code: "PEYTON20", value: { percentage: 20 } },
    ]);
    expect(d.order.shippingAddress.country).toBe("United States");
    const line = d.order.lineItems.nodes[0];
    expect(line.variantId).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    expect(line.image.url).toMatch(new RegExp(`^${t.url}/cdn/shop/files/`));
  });
});

describe("fulfilment display status", () => {
  it("round-trips every label through the schema's fields", () => {
    for (const label of DISPLAY_STATUSES) {
      expect(displayStatusOf(encodeDisplayStatus(label))).toBe(label);
    }
    expect(
      displayStatusOf({
        status: null as FulfillmentStatus | null,
        latestShipmentStatus: null as ShipmentStatus | null,
        tracked: false,
        requiresShipping: true,
      }),
    ).toBe("");
  });
});
