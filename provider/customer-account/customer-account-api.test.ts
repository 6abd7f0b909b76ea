import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema/index";
import {
  DISPLAY_STATUSES,
  displayStatusOf,
  encodeDisplayStatus,
  type FulfillmentStatus,
  type ShipmentStatus,
} from "../orders/fulfilment-status";
import { customerAccountRequest, signInCustomer } from "../testing/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

type Data = Record<string, any>;

let t: TestProvider;
let demo: string;
let other: string;

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await customerAccountRequest<Data>(t, token, query, variables);
  expect(result.status).toBe(200);
  return result.body;
}

async function data(token: string, query: string, variables: Record<string, unknown> = {}) {
  const body = await gql(token, query, variables);
  expect(body.errors).toBeUndefined();
  return body.data as Data;
}

beforeAll(async () => {
  t = await startTestProvider();
  demo = (await signInCustomer(t, "demo@example.com")).accessToken;
  other = (await signInCustomer(t, "other@example.com")).accessToken;
});

afterAll(async () => {
  await t?.close();
});

const ORDER_FIELDS = `id name number processedAt createdAt updatedAt totalPrice { amount currencyCode }`;

async function allOrders(token: string, sortKey = "ID", reverse = false) {
  const d = await data(
    token,
    `query($s: OrderSortKeys, $r: Boolean) { customer { orders(first: 250, sortKey: $s, reverse: $r) { nodes { ${ORDER_FIELDS} } } } }`,
    { s: sortKey, r: reverse },
  );
  return d.customer.orders.nodes as Data[];
}

describe("authentication", () => {
  it("answers 401 without a token, with an unknown one, and after the token expires", async () => {
    for (const token of [null, "", "shcat_unknown-token-value-1234567890", "Bearer nope"]) {
      const result = await customerAccountRequest(t, token, "{ customer { id } }");
      expect(result.status).toBe(401);
      expect(result.body.errors?.[0]?.extensions?.code).toBe("UNAUTHORIZED");
    }
  });

  it("accepts the raw token and a Bearer prefix", async () => {
    for (const token of [demo, `Bearer ${demo}`]) {
      const result = await customerAccountRequest<Data>(t, token, "{ customer { id } }");
      expect(result.status).toBe(200);
      expect(result.body.data?.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    }
  });

  it("grants CORS to the storefront origin only", async () => {
    const url = `${t.url}/${t.config.shopId}/account/customer/api/2025-07/graphql`;
    const preflight = await fetch(url, {
      method: "OPTIONS",
      headers: { origin: t.config.storefrontOrigin, "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(t.config.storefrontOrigin);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
    const evil = await fetch(url, { method: "OPTIONS", headers: { origin: "https://evil.test" } });
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers 429 THROTTLED with Retry-After when the switch is on", async () => {
    const faults = `${t.url}/__provider/faults`;
    await fetch(faults, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: 429, retryAfterSeconds: 3, paths: ["/68817551382/account"] }),
    });
    try {
      const result = await customerAccountRequest(t, demo, "{ customer { id } }");
      expect(result.status).toBe(429);
      expect(result.headers.get("retry-after")).toBe("3");
      expect(result.body.errors?.[0]?.extensions?.code).toBe("THROTTLED");
    } finally {
      await fetch(faults, { method: "DELETE" });
    }
  });
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

describe("isolation between customers", () => {
  it("never shows another customer's order, by id, in lists or through a copied cursor", async () => {
    const [otherOrder] = await allOrders(other);
    expect(otherOrder).toBeDefined();
    const mine = await allOrders(demo);
    expect(mine.map((o) => o.id)).not.toContain(otherOrder!.id);
    const byId = await data(demo, "query($id: ID!) { order(id: $id) { id } }", {
      id: otherOrder!.id,
    });
    expect(byId.order).toBeNull();
    const missing = await data(demo, "query($id: ID!) { order(id: $id) { id } }", {
      id: "gid://shopify/Order/999999999999",
    });
    expect(missing).toEqual(byId);

    const otherPage = await data(
      other,
      "{ customer { orders(first: 1) { pageInfo { endCursor } } } }",
    );
    const stolen = await gql(
      demo,
      "query($c: String) { customer { orders(first: 5, after: $c) { nodes { id } } } }",
      {
        c: otherPage.customer.orders.pageInfo.endCursor,
      },
    );
    expect(stolen.errors?.[0]?.message).toMatch(/Invalid cursor/);
  });

  it("answers ADDRESS_ID_DOES_NOT_EXIST for another customer's address, exactly as for a missing one", async () => {
    const theirs = await data(other, "{ customer { defaultAddress { id city } } }");
    const id = theirs.customer.defaultAddress.id as string;
    const attempts = {
      update: `mutation($id: ID!) { customerAddressUpdate(addressId: $id, address: { city: "Hacked" }) { customerAddress { id } userErrors { code field message } } }`,
      makeDefault: `mutation($id: ID!) { customerAddressUpdate(addressId: $id, defaultAddress: true) { customerAddress { id } userErrors { code field message } } }`,
      delete: `mutation($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId userErrors { code field message } } }`,
    };
    for (const mutation of Object.values(attempts)) {
      const foreign = await data(demo, mutation, { id });
      const unknown = await data(demo, mutation, { id: "gid://shopify/CustomerAddress/1" });
      expect(foreign).toEqual(unknown);
      const payload = Object.values(foreign)[0] as Data;
      expect(payload.userErrors[0].code).toBe("ADDRESS_ID_DOES_NOT_EXIST");
    }
    const after = await data(
      other,
      "{ customer { defaultAddress { id city } addresses(first: 5) { nodes { id } } } }",
    );
    expect(after.customer.defaultAddress).toEqual(theirs.customer.defaultAddress);
    expect(after.customer.addresses.nodes).toHaveLength(1);
  });

  it("updates only the token's own profile", async () => {
    await data(
      demo,
      `mutation { customerUpdate(input: { firstName: "Peyton" }) { userErrors { code } } }`,
    );
    const d = await data(other, "{ customer { firstName } }");
    expect(d.customer.firstName).toBe("Oliver");
  });
});

describe("customerUpdate", () => {
  const update = (token: string, input: Record<string, unknown>) =>
    gql(
      token,
      `mutation($input: CustomerUpdateInput!) { customerUpdate(input: $input) {
          customer { firstName lastName displayName } userErrors { code field message } } }`,
      { input },
    );

  it("changes first and last name", async () => {
    const token = (await signInCustomer(t, "rename@example.com")).accessToken;
    const body = await update(token, { firstName: "  Coco ", lastName: "Chanel" });
    expect(body.data?.customerUpdate).toEqual({
      customer: { firstName: "Coco", lastName: "Chanel", displayName: "Coco Chanel" },
      userErrors: [],
    });
  });

  it.each([
    [{}, "CUSTOMER_INPUT_ARGUMENT_EMPTY", ["input"]],
    [{ firstName: "<b>Bold</b>" }, "CONTAINS_HTML_TAGS", ["input", "firstName"]],
    [{ lastName: "visit https://spam.example" }, "CONTAINS_URL", ["input", "lastName"]],
    [{ firstName: "x".repeat(256) }, "TOO_LONG", ["input", "firstName"]],
  ])("refuses %j with %s", async (input, code, field) => {
    const body = await update(other, input);
    expect(body.data?.customerUpdate.customer).toBeNull();
    expect(body.data?.customerUpdate.userErrors[0]).toMatchObject({ code, field });
  });

  it("rejects unknown input fields as schema errors", async () => {
    const body = await update(other, { firstName: "A", email: "x@example.com" });
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/email/);
  });
});

describe("addresses", () => {
  const ADDRESS = `customerAddress { id firstName address1 city zip territoryCode zoneCode province country phoneNumber formatted formattedArea }
    userErrors { code field message }`;
  const create = (token: string, address: Record<string, unknown>, defaultAddress?: boolean) =>
    data(
      token,
      `mutation($a: CustomerAddressInput!, $d: Boolean) { customerAddressCreate(address: $a, defaultAddress: $d) { ${ADDRESS} } }`,
      { a: address, d: defaultAddress },
    ).then((d) => d.customerAddressCreate as Data);
  const update = (
    token: string,
    id: string,
    address: Record<string, unknown> | null,
    defaultAddress?: boolean | null,
  ) =>
    data(
      token,
      `mutation($id: ID!, $a: CustomerAddressInput, $d: Boolean) { customerAddressUpdate(addressId: $id, address: $a, defaultAddress: $d) { ${ADDRESS} } }`,
      { id, a: address, d: defaultAddress },
    ).then((d) => d.customerAddressUpdate as Data);
  const remove = (token: string, id: string) =>
    data(
      token,
      `mutation($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId userErrors { code field } } }`,
      {
        id,
      },
    ).then((d) => d.customerAddressDelete as Data);
  const defaultId = (token: string) =>
    data(token, "{ customer { defaultAddress { id } } }").then(
      (d) => d.customer.defaultAddress?.id as string | undefined,
    );

  const home = {
    firstName: "Ada",
    lastName: "Lovelace",
    address1: "1 Main St",
    city: "Portland",
    territoryCode: "USA",
    zoneCode: "or",
    zip: "97201",
    phoneNumber: "(503) 555-0100",
  };

  it("makes the first address the default, accepts alpha-3 and numeric territories, and keeps the default on null", async () => {
    const token = (await signInCustomer(t, "addresses@example.com")).accessToken;
    const first = await create(token, home);
    expect(first.userErrors).toEqual([]);
    expect(first.customerAddress).toMatchObject({
      territoryCode: "US",
      zoneCode: "OR",
      province: "Oregon",
      country: "United States",
      phoneNumber: "+15035550100",
      formatted: ["1 Main St", "Portland OR 97201", "United States"],
    });
    expect(await defaultId(token)).toBe(first.customerAddress.id);

    const second = await create(token, {
      ...home,
      address1: "2 Side St",
      territoryCode: "124",
      zoneCode: "ON",
      zip: "M5V 2T6",
    });
    expect(second.userErrors).toEqual([]);
    expect(second.customerAddress).toMatchObject({
      territoryCode: "CA",
      province: "Ontario",
      country: "Canada",
    });
    expect(await defaultId(token)).toBe(first.customerAddress.id);

    const unchanged = await update(token, second.customerAddress.id, { city: "Toronto" }, null);
    expect(unchanged.customerAddress.city).toBe("Toronto");
    expect(await defaultId(token)).toBe(first.customerAddress.id);

    const promoted = await update(token, second.customerAddress.id, null, true);
    expect(promoted.userErrors).toEqual([]);
    expect(await defaultId(token)).toBe(second.customerAddress.id);

    const demote = await update(token, second.customerAddress.id, null, false);
    expect(demote.userErrors[0]).toMatchObject({
      code: "DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED",
      field: ["defaultAddress"],
    });

    const deleteDefault = await remove(token, second.customerAddress.id);
    expect(deleteDefault.userErrors[0].code).toBe("DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED");

    const third = await create(token, { ...home, address1: "3 Third Ave" }, true);
    expect(await defaultId(token)).toBe(third.customerAddress.id);

    expect((await remove(token, first.customerAddress.id)).deletedAddressId).toBe(
      first.customerAddress.id,
    );
    expect((await remove(token, second.customerAddress.id)).userErrors).toEqual([]);
    // The only address left is the default, and may go.
    expect((await remove(token, third.customerAddress.id)).userErrors).toEqual([]);
    expect(await defaultId(token)).toBeUndefined();
  });

  it.each([
    [{}, "ADDRESS_ARGUMENT_EMPTY", ["address"]],
    [{ ...home, territoryCode: null }, "TERRITORY_CODE_MISSING", ["address", "territoryCode"]],
    [{ ...home, territoryCode: "ZZ" }, "INVALID_TERRITORY_CODE", ["address", "territoryCode"]],
    [{ ...home, zoneCode: null }, "ZONE_CODE_MISSING", ["address", "zoneCode"]],
    [{ ...home, zoneCode: "ON" }, "INVALID_FOR_COUNTRY", ["address", "zoneCode"]],
    [{ ...home, zip: "ABCDE" }, "INVALID_FOR_COUNTRY", ["address", "zip"]],
    [{ ...home, phoneNumber: "call me" }, "PHONE_NUMBER_NOT_VALID", ["address", "phoneNumber"]],
    [{ ...home, city: "<script>x</script>" }, "CONTAINS_HTML_TAGS", ["address", "city"]],
    [{ ...home, address1: "x".repeat(256) }, "TOO_LONG", ["address", "address1"]],
  ])("refuses %j with %s", async (address, code, field) => {
    const result = await create(other, address);
    expect(result.customerAddress).toBeNull();
    expect(result.userErrors[0]).toMatchObject({ code, field });
  });

  it("refuses a duplicate address", async () => {
    const theirs = await data(
      other,
      "{ customer { defaultAddress { firstName lastName address1 city zip zoneCode territoryCode } } }",
    );
    const result = await create(other, { ...theirs.customer.defaultAddress });
    expect(result.userErrors[0]).toMatchObject({ code: "CUSTOMER_ADDRESS_ALREADY_EXISTS" });
  });
});

describe("answers kept between requests", () => {
  const PROFILE = `{ customer { firstName defaultAddress { city } orders(first: 1, sortKey: PROCESSED_AT, reverse: true) { nodes { name lineItems(first: 1) { nodes { name } } fulfillments(first: 1) { nodes { status } } } } } }`;

  it("shows what another writer changed in the database on the very next request", async () => {
    const before = (await data(other, PROFILE)).customer;
    // Asked twice: the second answer may come from the cache, and must still be current below.
    expect((await data(other, PROFILE)).customer).toEqual(before);
    const customerId = Number(
      ((await data(other, "{ customer { id } }")).customer.id as string).split("/").pop(),
    );
    const { customers, customerAddresses, orders, orderLineItems } = schema;
    const [order] = await t.provider.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId));

    await t.provider.db
      .update(customers)
      .set({ firstName: "Changed" })
      .where(eq(customers.id, customerId));
    expect((await data(other, PROFILE)).customer.firstName).toBe("Changed");

    await t.provider.db
      .update(customerAddresses)
      .set({ city: "Elsewhere" })
      .where(eq(customerAddresses.customerId, customerId));
    expect((await data(other, PROFILE)).customer.defaultAddress.city).toBe("Elsewhere");

    await t.provider.db
      .update(orderLineItems)
      .set({ title: "Renamed line" })
      .where(eq(orderLineItems.orderId, order!.id));
    const latest = (await data(other, PROFILE)).customer.orders.nodes[0];
    expect(latest.lineItems.nodes[0].name).toContain("Renamed line");
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

// Moves the clock past every token issued so far, so it runs last.
describe("token expiry", () => {
  it("rejects an expired token", async () => {
    const { accessToken } = await signInCustomer(t, "expiring@example.com");
    t.clock.advance(2 * 60 * 60 * 1000);
    const result = await customerAccountRequest(t, accessToken, "{ customer { id } }");
    expect(result.status).toBe(401);
  });
});
