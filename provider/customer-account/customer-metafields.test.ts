import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAccountCalls } from "../testing/customer-account";
import { signInCustomer } from "../../tests/support/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// Customer metafields through the Customer Account API: the customer sets and reads their own
// values of the metafields the shop opened to this API, all or none, with compare-and-set;
// another customer's id, an undefined metafield and a type that does not match are refused.

type Data = Record<string, any>;

let t: TestProvider;
let token: string;
let customerId: string;
let otherId: string;

const { gql, data } = customerAccountCalls<Data>(() => t);

const SET = `mutation($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) {
  metafields { namespace key type value jsonValue compareDigest }
  userErrors { code elementIndex field message } } }`;
const READ = `{ customer { dog: metafield(namespace: "custom", key: "dog_profile") { value compareDigest }
  both: metafields(identifiers: [{ namespace: "custom", key: "saved_items" }, { namespace: "custom", key: "secret" }]) { value } } }`;

const dog = (value: unknown, extra: Record<string, unknown> = {}) => ({
  ownerId: customerId,
  namespace: "custom",
  key: "dog_profile",
  type: "json",
  value: JSON.stringify(value),
  ...extra,
});

const set = (m: unknown[], as = token) => data(as, SET, { m }).then((d) => d.metafieldsSet as Data);

beforeAll(async () => {
  t = await startTestProvider();
  token = (await signInCustomer(t, "metafields@example.com")).accessToken;
  const other = (await signInCustomer(t, "metafields-other@example.com")).accessToken;
  customerId = (await data(token, "{ customer { id } }")).customer.id;
  otherId = (await data(other, "{ customer { id } }")).customer.id;
});

afterAll(async () => {
  await t?.close();
});

describe("metafieldsSet", () => {
  it("sets the customer's own values and reads them back", async () => {
    const answer = await set([
      dog({ name: "Bella" }),
      { ...dog([]), key: "saved_items", value: '{"saved":[],"removed":[]}' },
    ]);
    expect(answer.userErrors).toEqual([]);
    expect(answer.metafields[0]).toMatchObject({
      namespace: "custom",
      key: "dog_profile",
      type: "json",
      jsonValue: { name: "Bella" },
    });
    const read = (await data(token, READ)).customer;
    expect(JSON.parse(read.dog.value)).toEqual({ name: "Bella" });
    expect(read.dog.compareDigest).toBe(answer.metafields[0].compareDigest);
    expect(read.both).toEqual([{ value: '{"saved":[],"removed":[]}' }, null]);
  });

  it.each([
    [
      "another customer's id",
      () => dog({ name: "Theirs" }, { ownerId: otherId }),
      "INVALID",
      "ownerId",
    ],
    ["an undefined metafield", () => dog({}, { key: "secret" }), "APP_NOT_AUTHORIZED", "namespace"],
    ["a wrong type", () => dog({}, { type: "single_line_text_field" }), "INVALID_TYPE", "type"],
    ["a value that is not JSON", () => dog({}, { value: "{not json" }), "INVALID_VALUE", "value"],
    ["a key twice", () => ({ ...dog([]), key: "saved_items" }), "TAKEN", "key"],
  ])("refuses %s, writing nothing", async (_case, bad, code, field) => {
    const before = (await data(token, READ)).customer;
    const answer = await set([{ ...dog([]), key: "saved_items", value: '{"x":1}' }, bad()]);
    expect(answer.metafields).toBeNull();
    expect(answer.userErrors).toEqual([
      expect.objectContaining({ code, elementIndex: 1, field: ["metafields", "1", field] }),
    ]);
    expect((await data(token, READ)).customer).toEqual(before);
  });

  it("sets only over the value the caller read (compareDigest), all or none", async () => {
    const { dog: current } = (await data(token, READ)).customer;
    const stale = await set([
      { ...dog([]), key: "saved_items", value: '{"saved":[{"handle":"a-b","at":1}],"removed":[]}' },
      dog({ name: "Late" }, { compareDigest: "0".repeat(64) }),
    ]);
    expect(stale.userErrors).toEqual([
      expect.objectContaining({ code: "STALE_OBJECT", elementIndex: 1 }),
    ]);
    expect((await data(token, READ)).customer.both[0].value).toBe('{"saved":[],"removed":[]}');

    const fresh = await set([
      dog({ name: "Bella Rose" }, { compareDigest: current.compareDigest }),
    ]);
    expect(fresh.userErrors).toEqual([]);
    const again = await set([dog({ name: "Twice" }, { compareDigest: current.compareDigest })]);
    expect(again.userErrors[0].code).toBe("STALE_OBJECT");
    const created = await set([dog({}, { compareDigest: null })]);
    expect(created.userErrors[0].code).toBe("STALE_OBJECT");
  });

  it("takes at most 25 at once", async () => {
    const answer = await set(Array.from({ length: 26 }, () => dog({})));
    expect(answer.userErrors[0]).toMatchObject({
      code: "LESS_THAN_OR_EQUAL_TO",
      field: ["metafields"],
    });
  });

  it("answers the new value at once, though the customer's answers are cached", async () => {
    await set([dog({ name: "Cached" })]);
    expect(JSON.parse((await data(token, READ)).customer.dog.value)).toEqual({ name: "Cached" });
  });
});

describe("metafieldsDelete", () => {
  it("deletes the customer's own value, and refuses another customer's", async () => {
    const refused = await gql(
      token,
      `mutation($m: [MetafieldIdentifierInput!]!) { metafieldsDelete(metafields: $m) { deletedMetafields { key } userErrors { code } } }`,
      { m: [{ ownerId: otherId, namespace: "custom", key: "dog_profile" }] },
    );
    expect(refused.data?.metafieldsDelete.userErrors).toEqual([{ code: "INVALID" }]);
    const deleted = await data(
      token,
      `mutation($m: [MetafieldIdentifierInput!]!) { metafieldsDelete(metafields: $m) { deletedMetafields { ownerId namespace key } userErrors { code } } }`,
      { m: [{ ownerId: customerId, namespace: "custom", key: "dog_profile" }] },
    );
    expect(deleted.metafieldsDelete).toEqual({
      deletedMetafields: [{ ownerId: customerId, namespace: "custom", key: "dog_profile" }],
      userErrors: [],
    });
    expect((await data(token, READ)).customer.dog).toBeNull();
  });
});
