import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAccountRequest, signInCustomer } from "../../tests/support/sign-in";
import { adminClient, type AdminClient } from "../testing/admin-client";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";

// An order the merchant fulfils or cancels in the console is what the customer's account shows
// on the very next request, tracking included.

let t: TestProvider;
let admin: AdminClient;
let token: string;

beforeAll(async () => {
  t = await startTestProvider();
  admin = adminClient(t.url);
  token = (await signInCustomer(t, "demo@example.com")).accessToken;
});

afterAll(async () => {
  await t?.close();
});

interface OrderView {
  id: string;
  name: string;
  cancelledAt: string | null;
  financialStatus: string;
  fulfillmentStatus: string;
  fulfillments: {
    nodes: {
      status: string;
      trackingInformation: { company: string | null; number: string | null; url: string | null }[];
    }[];
  };
  lineItems: { nodes: { quantity: number; variantId: string | null }[] };
}

const ORDERS = `{ customer { orders(first: 100) { nodes {
  id name cancelledAt financialStatus fulfillmentStatus
  fulfillments(first: 5) { nodes { status trackingInformation { company number url } } }
  lineItems(first: 20) { nodes { quantity variantId } }
} } } }`;

async function orders(): Promise<OrderView[]> {
  const answer = await customerAccountRequest<{
    customer: { orders: { nodes: OrderView[] } };
  }>(t, token, ORDERS);
  expect(answer.status).toBe(200);
  return answer.body.data!.customer.orders.nodes;
}

const open = (list: OrderView[]) =>
  list.filter((o) => !o.cancelledAt && o.fulfillmentStatus === "UNFULFILLED");

describe("fulfilling and cancelling orders", () => {
  it("shows the fulfilment and its tracking on the customer's order at once", async () => {
    await orders();
    const order = open(await orders())[0]!;
    expect(order.fulfillments.nodes).toEqual([]);

    const answer = await admin.must("fulfil-order", {
      orderId: order.id,
      number: "9400 1118 9922 3100 0012 34",
    });
    expect(answer).toMatchObject({ order: order.name });

    const after = (await orders()).find((o) => o.id === order.id)!;
    expect(after.fulfillmentStatus).toBe("FULFILLED");
    expect(after.fulfillments.nodes).toEqual([
      {
        status: "SUCCESS",
        trackingInformation: [
          {
            company: "USPS",
            number: "9400 1118 9922 3100 0012 34",
            url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201118%209922%203100%200012%2034",
          },
        ],
      },
    ]);

    const again = await admin.run("fulfil-order", {
      orderId: order.id,
      number: "1Z999AA10123456784",
    });
    expect(again.status).toBe(409);
    const cancel = await admin.run("cancel-order", { orderId: order.id });
    expect(cancel.status).toBe(409);
  });

  it("takes another carrier and its own tracking page", async () => {
    const order = open(await orders())[0]!;
    await admin.must("fulfil-order", {
      orderId: order.id,
      company: "UPS",
      number: "1Z999AA10123456784",
      url: "https://www.ups.com/track?tracknum=1Z999AA10123456784&x=1",
    });
    const after = (await orders()).find((o) => o.id === order.id)!;
    expect(after.fulfillments.nodes[0]!.trackingInformation).toEqual([
      {
        company: "UPS",
        number: "1Z999AA10123456784",
        url: "https://www.ups.com/track?tracknum=1Z999AA10123456784&x=1",
      },
    ]);
  });

  it("cancels an open order: refunded, and its items back in stock", async () => {
    // An open order with a line whose stock is tracked (the console refuses stock otherwise),
    // that stock set to a known level first.
    let order: OrderView | undefined;
    let variantId: string | undefined;
    for (const candidate of open(await orders())) {
      for (const line of candidate.lineItems.nodes) {
        if (!line.variantId || order) continue;
        const set = await admin.run("set-inventory", { variantId: line.variantId, quantity: 5 });
        if (set.status === 200) [order, variantId] = [candidate, line.variantId];
      }
    }
    expect(order).toBeDefined();
    const STOCK = `query($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable } } }`;
    const stock = async () =>
      (
        await storefrontRequest<{ node: { quantityAvailable: number } }>(t, STOCK, {
          id: variantId,
        })
      ).data.node.quantityAvailable;
    expect(await stock()).toBe(5);

    await admin.must("cancel-order", { orderId: order!.id, reason: "CUSTOMER" });
    const after = (await orders()).find((o) => o.id === order!.id)!;
    expect(after.cancelledAt).not.toBeNull();
    expect(after.financialStatus).toBe("REFUNDED");
    const ordered = order!.lineItems.nodes
      .filter((l) => l.variantId === variantId)
      .reduce((sum, l) => sum + l.quantity, 0);
    expect(await stock()).toBe(5 + ordered);

    const twice = await admin.run("cancel-order", { orderId: order!.id });
    expect(twice.status).toBe(409);
    const fulfilCancelled = await admin.run("fulfil-order", {
      orderId: order!.id,
      number: "12345678",
    });
    expect(fulfilCancelled.status).toBe(409);
  });
});
