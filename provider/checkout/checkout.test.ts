import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, customers, orders } from "../db/schema/index";
import { CHECKOUT_FORM } from "../testing/checkout-form";
import {
  checkout,
  createCart,
  stockedVariantsCheapestFirst,
  storefrontBrowser,
  type PricedVariant,
} from "../testing/checkout-shopper";
import { customerAccountRequest, signInCustomer, type Page } from "../../tests/support/sign-in";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";

let t: TestProvider;
let cheap: PricedVariant[];

beforeAll(async () => {
  t = await startTestProvider();
  cheap = await stockedVariantsCheapestFirst(t);
});

afterAll(async () => {
  await t?.close();
});

const tokenOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split("/").pop()!;

async function orderAt(url: string) {
  const token = new URL(url).pathname.split("/").pop()!;
  const [order] = await t.provider.db.select().from(orders).where(eq(orders.statusToken, token));
  return order!;
}

function expectTotalsAddUp(order: typeof orders.$inferSelect) {
  expect(
    order.subtotalBeforeDiscountsCents - order.discountCents + order.shippingCents + order.taxCents,
  ).toBe(order.totalCents);
}

describe("placing an order", () => {
  it("charges shipping under $75, adds state tax, and shows the status page", async () => {
    const variant = cheap.find((v) => v.cents < 3000)!;
    const cart = await createCart(t, [{ variant, quantity: 2 }]);
    const { page, result } = await checkout(t, cart.checkoutUrl);
    expect(page.body).toContain("USPS First Class Mail");
    expect(page.body).toContain("Priority Mail Express");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");

    expect(result.url).toMatch(new RegExp(`^${t.url}/orders/[A-Za-z0-9_-]{32}$`));
    expect(result.body).toContain("Thank you, Ada!");
    expect(result.body).toContain(`href="${t.config.storefrontOrigin}"`);
    expect(result.body).toContain("Continue shopping");
    expect(result.body).toContain('content="noindex, nofollow"');
    expect(result.body).toContain("USPS Ground Advantage");

    const order = await orderAt(result.url);
    expect(order.name).toMatch(/^#1\d{3}$/);
    expect(order.customerId).toBeNull();
    expect(order.subtotalBeforeDiscountsCents).toBe(variant.cents * 2);
    expect(order.shippingCents).toBe(795);
    expect(order.taxCents).toBe(Math.round((variant.cents * 2 * 400) / 10_000));
    expectTotalsAddUp(order);
    expect(order.fulfillmentStatus).toBe("UNFULFILLED");
  });

  it("ships standard methods free over $75 but never the expedited ones", async () => {
    const variant = cheap.find((v) => v.cents > 4000)!;
    const quantity = Math.ceil(8000 / variant.cents);
    const free = await checkout(t, (await createCart(t, [{ variant, quantity }])).checkoutUrl, {
      shippingMethod: "usps-first-class",
      state: "CA",
    });
    const freeOrder = await orderAt(free.result.url);
    expect(freeOrder.subtotalBeforeDiscountsCents).toBeGreaterThan(7500);
    expect(freeOrder.shippingCents).toBe(0);
    expect(freeOrder.taxCents).toBe(
      Math.round((freeOrder.subtotalBeforeDiscountsCents * 725) / 10_000),
    );
    expectTotalsAddUp(freeOrder);

    const express = await checkout(t, (await createCart(t, [{ variant, quantity }])).checkoutUrl, {
      shippingMethod: "usps-priority-express",
      state: "OR",
    });
    const expressOrder = await orderAt(express.result.url);
    expect(expressOrder.shippingCents).toBe(3495);
    expect(expressOrder.taxCents).toBe(0);
    expectTotalsAddUp(expressOrder);
  });

  it("takes 20% off a first order with PEYTON20 and refuses unknown codes", async () => {
    const variant = cheap[5]!;
    const unknown = await checkout(
      t,
      (await createCart(t, [{ variant, quantity: 3 }])).checkoutUrl,
      {
        email: "newcomer@example.com",
        discountCode: "FREESTUFF",
      },
    );
    expect(unknown.result.status).toBe(422);
    expect(unknown.result.body).toContain("Enter a valid discount code.");

    const first = await checkout(t, (await createCart(t, [{ variant, quantity: 3 }])).checkoutUrl, {
      email: "newcomer@example.com",
      discountCode: "peyton20",
    });
    const order = await orderAt(first.result.url);
    expect(order.discountCodes).toEqual(["PEYTON20"]);
    expect(order.discountCents).toBe(Math.round(variant.cents * 3 * 0.2));
    expectTotalsAddUp(order);

    const again = await checkout(t, (await createCart(t, [{ variant, quantity: 1 }])).checkoutUrl, {
      email: "newcomer@example.com",
      discountCode: "PEYTON20",
    });
    expect(again.result.status).toBe(422);
    expect(again.result.body).toContain("PEYTON20 is for a customer’s first order only");
  });

  it("refuses PEYTON20 for a returning customer named by the cart's buyer identity and attaches the order", async () => {
    // The cart's buyer identity, set directly: cartCreate with a customerAccessToken waits on
    // itself under PGlite (the token check runs outside the cart's transaction).
    const cart = await createCart(t, [{ variant: cheap[2]!, quantity: 1 }]);
    const [demo] = await t.provider.db
      .select()
      .from(customers)
      .where(eq(customers.email, "demo@example.com"));
    await t.provider.db
      .update(carts)
      .set({ customerId: demo!.id })
      .where(eq(carts.token, tokenOf(cart.checkoutUrl)));
    const b = storefrontBrowser(t);
    const page = await b.go(cart.checkoutUrl);
    expect(page.body).toContain('value="demo@example.com"');
    expect(page.body).toContain('value="245 Bleecker Street"');
    const refused = await b.submit(page, {
      ...CHECKOUT_FORM,
      email: "demo@example.com",
      discountCode: "PEYTON20",
      intent: "apply",
    });
    expect(refused.body).toContain("PEYTON20 is for a customer’s first order only");
    const placed = await b.submit(refused, {
      ...CHECKOUT_FORM,
      email: "demo@example.com",
      discountCode: "",
      intent: "pay",
    });
    const order = await orderAt(placed.url);
    expect(order.customerId).toBe(demo!.id);
    expect(order.discountCents).toBe(0);

    // The Storefront API marks the code not applicable for this returning customer.
    const next = await createCart(t, [{ variant: cheap[2]!, quantity: 1 }]);
    await t.provider.db
      .update(carts)
      .set({ customerId: demo!.id })
      .where(eq(carts.token, tokenOf(next.checkoutUrl)));
    const applied = await storefrontRequest<{
      cartDiscountCodesUpdate: { cart: { discountCodes: { code: string; applicable: boolean }[] } };
    }>(
      t,
      `mutation($id: ID!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: ["PEYTON20"]) { cart { discountCodes { code applicable } } } }`,
      { id: next.id },
    );
    expect(applied.data.cartDiscountCodesUpdate.cart.discountCodes).toEqual([
      { code: "PEYTON20", applicable: false },
    ]);
  });
});
describe("signed-in checkout", () => {
  it("attaches the order to the provider's signed-in customer and lists it in customer.orders", async () => {
    const { accessToken, browser: signedIn } = await signInCustomer(t, "signed-in@example.com");
    await customerAccountRequest(
      t,
      accessToken,
      `mutation { customerAddressCreate(address: { firstName: "Sam", lastName: "Signed", address1: "9 Elm St", city: "Dallas", territoryCode: "US", zoneCode: "TX", zip: "75201" }) { userErrors { code } } }`,
    );
    const cart = await createCart(t, [{ variant: cheap[1]!, quantity: 2 }]);
    const url = `${cart.checkoutUrl}&logged_in=true`;
    const page: Page = await signedIn.go(url);
    expect(page.body).toContain('value="signed-in@example.com"');
    expect(page.body).toContain('value="9 Elm St"');
    expect(page.body).toMatch(/<option value="TX" selected/);
    const placed = await signedIn.submit(page, {
      ...CHECKOUT_FORM,
      email: "signed-in@example.com",
      state: "TX",
      discountCode: "PEYTON20",
      intent: "pay",
    });
    const order = await orderAt(placed.url);
    expect(order.discountCents).toBeGreaterThan(0);

    const listed = await customerAccountRequest<{
      customer: {
        orders: {
          nodes: { name: string; statusPageUrl: string; fulfillments: { nodes: unknown[] } }[];
        };
      };
    }>(
      t,
      accessToken,
      `{ customer { orders(first: 5) { nodes { name statusPageUrl fulfillments(first: 10) { nodes { id } } } } } }`,
    );
    expect(listed.body.data?.customer.orders.nodes).toEqual([
      { name: order.name, statusPageUrl: placed.url, fulfillments: { nodes: [] } },
    ]);

    // Without logged_in=true the same browser checks out as a guest.
    const guestCart = await createCart(t, [{ variant: cheap[1]!, quantity: 1 }]);
    const guestPage = await signedIn.go(guestCart.checkoutUrl);
    expect(guestPage.body).not.toContain('value="signed-in@example.com"');
  });
});
