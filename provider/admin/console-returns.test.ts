import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { numericIdOf } from "../graphql/ids";
import { consoleBrowser } from "../testing/admin-client";
import { customerAccountCalls } from "../testing/customer-account";
import { publishedSchema, schemaViolations } from "../testing/schema-conformance";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { signInCustomer } from "../../tests/support/sign-in";

// The console's Returns page as a merchant uses it: each form moves a customer's request, and the
// customer sees the move through the Customer Account API (`returns`, `returnInformation`), as
// Shopify's customer accounts show it. A form without the console's CSRF token changes nothing.

type Data = Record<string, any>;

let t: TestProvider;
let demo: string;

const { gql, data } = customerAccountCalls<Data>(() => t);

const ORDERS = `query Orders {
  customer {
    orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {
      nodes {
        id name
        returnInformation {
          returnableLineItems(first: 50) { nodes { quantity lineItem { id title } } }
        }
        returns(first: 10) { nodes { id name status closedAt decline { reason note } } }
      }
    }
  }
}`;

const REASONS = `query Reasons($id: ID!) {
  order(id: $id) { lineItems(first: 1) { nodes { suggestedReturnReasonDefinitions(first: 20) { nodes { id handle } } } } }
}`;

const REQUEST = `mutation Request($orderId: ID!, $items: [RequestedLineItemInput!]!) {
  orderRequestReturn(orderId: $orderId, requestedLineItems: $items) {
    return { id name status }
    userErrors { field message code }
  }
}`;

async function orders() {
  const body = await data(demo, ORDERS);
  expect(schemaViolations(publishedSchema("customer-account", "2026-04"), ORDERS, body)).toEqual(
    [],
  );
  return body.customer.orders.nodes as Data[];
}

/** The demo customer's order still in its return window, with a line it may send back. */
let order: { id: string; name: string; lineItemId: string; title: string; quantity: number };
let reasonId: string;

/** The customer asks to return the whole line; answers the return's numeric id and name. */
async function requestReturn() {
  const body = await gql(demo, REQUEST, {
    orderId: order.id,
    items: [
      {
        lineItemId: order.lineItemId,
        quantity: order.quantity,
        returnReasonDefinitionId: reasonId,
      },
    ],
  });
  expect(body.errors).toBeUndefined();
  const result = body.data!.orderRequestReturn as Data;
  expect(result.userErrors).toEqual([]);
  expect(result.return.status).toBe("REQUESTED");
  return { id: String(numericIdOf(result.return.id, ["Return"])), name: result.return.name };
}

/** The return as the customer sees it now. */
async function seen(name: string) {
  const found = (await orders()).find((o) => o.id === order.id)!;
  return {
    ret: found.returns.nodes.find((r: Data) => r.name === name) as Data,
    returnable: (found.returnInformation.returnableLineItems.nodes as Data[]).some(
      (n) => n.lineItem.id === order.lineItemId,
    ),
  };
}

beforeAll(async () => {
  t = await startTestProvider();
  demo = (await signInCustomer(t, "demo@example.com")).accessToken;
  const found = (await orders()).find(
    (o) => o.returnInformation.returnableLineItems.nodes.length > 0,
  );
  expect(found, "a seeded order delivered in the last 15 days").toBeDefined();
  const line = found!.returnInformation.returnableLineItems.nodes[0];
  order = {
    id: found!.id,
    name: found!.name,
    lineItemId: line.lineItem.id,
    title: line.lineItem.title,
    quantity: line.quantity,
  };
  const reasons = await data(demo, REASONS, { id: order.id });
  reasonId = reasons.order.lineItems.nodes[0].suggestedReturnReasonDefinitions.nodes.find(
    (r: Data) => r.handle === "size-too-small",
  ).id;
});

afterAll(async () => {
  await t?.close();
});

const BACK = { back: "/admin/returns?show=all" };

/** A form posted without the console's CSRF token, then with another one: both refused. */
async function refusedWithoutToken(
  browser: ReturnType<typeof consoleBrowser>,
  operation: string,
  fields: Record<string, string>,
) {
  const noToken = await browser.submit(operation, fields, { ...BACK, csrf: null });
  expect(noToken.status).toBe(403);
  expect(noToken.body).toContain("nothing was changed");
  const wrong = await browser.submit(operation, fields, { ...BACK, csrf: "A".repeat(43) });
  expect(wrong.status).toBe(403);
}

describe("the console's Returns page", () => {
  it("lists a new request to review, with its forms, and declines it with the merchant's reason", async () => {
    const { id, name } = await requestReturn();
    const browser = consoleBrowser(t.url);
    const page = await browser.open("/admin/returns");
    expect(page.status).toBe(200);
    expect(page.body).toContain(name);
    expect(page.body).toContain(order.title);
    for (const label of [`Approve return ${name}`, `Decline return ${name}`, "Reason"]) {
      expect(page.body).toContain(label);
    }
    expect(page.body).toContain("(required for Other)");

    // The reason is required, "Other" needs the merchant's words, and the note is bounded.
    const refused = [
      await browser.submit("decline-return", { returnId: id, note: "Worn" }, BACK),
      await browser.submit("decline-return", { returnId: id, reason: "OTHER" }, BACK),
      await browser.submit("decline-return", { returnId: id, reason: "NOPE" }, BACK),
      await browser.submit(
        "decline-return",
        { returnId: id, reason: "FINAL_SALE", note: "x".repeat(501) },
        BACK,
      ),
    ];
    expect(refused.map((r) => r.status)).toEqual([422, 422, 422, 422]);
    // Without the console's CSRF token, or with another one, neither form does anything.
    for (const [operation, fields] of [
      ["approve-return", { returnId: id }],
      ["decline-return", { returnId: id, reason: "FINAL_SALE" }],
    ] as const) {
      await refusedWithoutToken(browser, operation, fields);
    }
    expect(refused[1]!.body).toContain("when the reason is Other");
    expect((await seen(name)).ret).toMatchObject({ status: "REQUESTED", decline: null });

    const declined = await browser.submit(
      "decline-return",
      { returnId: id, reason: "OTHER", note: "  The tags were removed.  " },
      BACK,
    );
    expect(declined.status).toBe(200);
    expect(declined.body).toContain(`Return ${name} is declined.`);
    const after = await seen(name);
    expect(after.ret).toMatchObject({
      status: "DECLINED",
      decline: { reason: "OTHER", note: "The tags were removed." },
    });
    // A declined return gives its items back: the customer may ask again.
    expect(after.returnable).toBe(true);
  });

  it("approves a request, then closes it once the parcel is in", async () => {
    const { id, name } = await requestReturn();
    const browser = consoleBrowser(t.url);
    await browser.open("/admin/returns");
    expect((await seen(name)).returnable).toBe(false);

    const approved = await browser.submit("approve-return", { returnId: id }, BACK);
    expect(approved.status).toBe(200);
    expect(approved.body).toContain(`Return ${name} is approved: the customer may send it back.`);
    expect((await seen(name)).ret).toMatchObject({ status: "OPEN", decline: null, closedAt: null });
    // The approved list holds it, with the one form it can still take.
    const open = await browser.open("/admin/returns?show=open");
    expect(open.body).toContain(`Close return ${name}`);
    expect(open.body).not.toContain(`Approve return ${name}`);
    // A move from the wrong status is refused and changes nothing.
    const twice = await browser.submit("decline-return", { returnId: id, reason: "FINAL_SALE" });
    expect(twice.status).toBe(409);
    expect((await seen(name)).ret.status).toBe("OPEN");

    await refusedWithoutToken(browser, "close-return", { returnId: id });
    expect((await seen(name)).ret.status).toBe("OPEN");

    const closed = await browser.submit("close-return", { returnId: id }, BACK);
    expect(closed.status).toBe(200);
    expect(closed.body).toContain(`Return ${name} is closed.`);
    const after = await seen(name);
    expect(after.ret.status).toBe("CLOSED");
    expect(Date.parse(after.ret.closedAt)).not.toBeNaN();
    // Its items went back: they are not offered again.
    expect(after.returnable).toBe(false);
  });
});
