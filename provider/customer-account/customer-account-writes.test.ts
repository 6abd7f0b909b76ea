import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema/index";
import { customerAccountCalls } from "../testing/customer-account";
import { signInCustomer } from "../../tests/support/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// Changing the profile and addresses through the Customer Account API, and answers that follow
// what another writer changed in the database.

type Data = Record<string, any>;

let t: TestProvider;
let other: string;

const { gql, data } = customerAccountCalls<Data>(() => t);

beforeAll(async () => {
  t = await startTestProvider();
  other = (await signInCustomer(t, "other@example.com")).accessToken;
});

afterAll(async () => {
  await t?.close();
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
