import { afterEach, describe, expect, it, vi } from "vitest";
import { customerAccountRequest, CustomerAccountError } from "./customer-account-client";
import { GetCustomerQuery } from "./get-customer.customer";
import { installBrowser, json, storeTokens } from "../test-support/browser-session";

afterEach(() => {
  vi.unstubAllGlobals();
});

const customer = { customer: { id: "gid://shopify/Customer/1", displayName: "Peyton Parker" } };
const refreshed = { access_token: "shcat_2", refresh_token: "shcrt_2", expires_in: 3600 };
const authorization = (init: RequestInit) => new Headers(init.headers).get("authorization");

describe("customerAccountRequest", () => {
  it("sends the bare access token to the discovered endpoint", async () => {
    const { calls, local } = installBrowser({ api: () => json({ data: customer }) });
    storeTokens(local, 3_600_000);
    await expect(customerAccountRequest(GetCustomerQuery, {})).resolves.toEqual(customer);
    expect(authorization(calls.api[0]!)).toBe("shcat_1");
    expect(JSON.parse(String(calls.api[0]!.body))).toMatchObject({ variables: {} });
  });

  it("answers a 401 with one refresh and one retry", async () => {
    const { calls, local } = installBrowser({
      api: (_, init) =>
        authorization(init) === "shcat_2" ? json({ data: customer }) : json({}, 401),
      proxy: () => json(refreshed),
    });
    storeTokens(local, 3_600_000);
    await expect(customerAccountRequest(GetCustomerQuery, {})).resolves.toEqual(customer);
    expect(calls.api.map(authorization)).toEqual(["shcat_1", "shcat_2"]);
    expect(calls.proxy).toHaveLength(1);
  });

  it("gives up after the retry is refused too: no loop", async () => {
    const { calls, local } = installBrowser({
      api: () => json({}, 401),
      proxy: () => json(refreshed),
    });
    storeTokens(local, 3_600_000);
    await expect(customerAccountRequest(GetCustomerQuery, {})).rejects.toMatchObject({
      kind: "signed-out",
      message: "Authentication required",
    });
    expect(calls.api).toHaveLength(2);
    expect(calls.proxy).toHaveLength(1);
  });

  it.each([
    [json({}, 500), "HTTP error! status: 500", "network"],
    [json({}, 403), "HTTP error! status: 403", "http"],
    [
      json({ errors: [{ message: "Field 'x' doesn't exist" }] }),
      "Field 'x' doesn't exist",
      "graphql",
    ],
    [json({ errors: [{}] }), "GraphQL error", "graphql"],
  ] as const)(
    "reads a failed answer into the words the shopper sees (%#)",
    async (response, message, kind) => {
      const { local } = installBrowser({ api: () => response.clone() });
      storeTokens(local, 3_600_000);
      const error = await customerAccountRequest(GetCustomerQuery, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CustomerAccountError);
      expect(error).toMatchObject({ message, kind });
    },
  );

  it("asks for no data without a session", async () => {
    const { calls } = installBrowser({ api: () => json({ data: customer }) });
    await expect(customerAccountRequest(GetCustomerQuery, {})).rejects.toMatchObject({
      kind: "signed-out",
    });
    expect(calls.api).toEqual([]);
  });
});
