import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCards, orderGiftCardPayments, orders } from "../db/schema/index";
import { giftCardCodeHash, normaliseGiftCardCode } from "../orders/gift-cards";
import { CHECKOUT_FORM } from "../testing/checkout-form";
import { cartMutation, cents, MUTATIONS } from "../testing/cart-money";
import {
  stockedVariantsCheapestFirst,
  storefrontBrowser,
  type PricedVariant,
} from "../testing/checkout-shopper";
import { sendInOneWrite, sendInParallel, type RawRequest } from "../testing/raw-http";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { freePort } from "../../tests/support/free-port";
import { startPostgres, type PostgresServer } from "../../tests/support/postgres-server";
import { customerAccountRequest, forms, signInCustomer } from "../../tests/support/sign-in";

// The hosted checkout spends the cart's gift cards first and the card for the rest, records
// both on the order with the note, and debits a card in the order's own transaction: two
// checkouts spending one card at the same moment never take it below zero. On PGlite (one
// connection, statements interleaved) and on PostgreSQL (real concurrency).

let postgres: PostgresServer | undefined;
let skipped = "";

beforeAll(async () => {
  const started = await startPostgres(await freePort());
  if ("skipped" in started) skipped = started.skipped;
  else postgres = started;
});

afterAll(() => {
  postgres?.stop();
});

describe.each([
  ["PGlite", () => ({})],
  ["PostgreSQL", () => (postgres ? { databaseUrl: postgres.url } : null)],
] as const)("on %s", (name, connection) => {
  let t: TestProvider | undefined;
  let variants: PricedVariant[];

  beforeAll(async () => {
    const options = connection();
    if (!options) return;
    t = await startTestProvider(options);
    variants = await stockedVariantsCheapestFirst(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  const provider = () => {
    expect(skipped, "PostgreSQL should be available on this machine").toBe("");
    return t!;
  };

  /** A fresh gift card with this balance; answers its code, printed in groups of four. */
  async function issueGiftCard(balanceCents: number) {
    const code = randomBytes(8).toString("hex").toUpperCase().match(/.{4}/g)!.join(" ");
    await provider()
      .provider.db.insert(giftCards)
      .values({
        codeHash: giftCardCodeHash(code),
        lastCharacters: normaliseGiftCardCode(code).slice(-4),
        initialValueCents: balanceCents,
        balanceCents,
        currencyCode: "USD",
        createdAt: new Date(),
      });
    return code;
  }

  async function balanceOf(code: string) {
    const [row] = await provider()
      .provider.db.select({ balance: giftCards.balanceCents })
      .from(giftCards)
      .where(eq(giftCards.codeHash, giftCardCodeHash(code)));
    return row!.balance;
  }

  async function cartWith(variant: PricedVariant, input: Record<string, unknown>) {
    const payload = await cartMutation(provider(), MUTATIONS.create, {
      input: {
        lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity: 1 }],
        ...input,
      },
    });
    expect(payload.userErrors).toEqual([]);
    return payload.cart!;
  }

  async function orderAt(statusUrl: string) {
    const token = new URL(statusUrl).pathname.split("/").pop()!;
    const [order] = await provider()
      .provider.db.select()
      .from(orders)
      .where(eq(orders.statusToken, token));
    const payments = await provider()
      .provider.db.select()
      .from(orderGiftCardPayments)
      .where(eq(orderGiftCardPayments.orderId, order!.id));
    return { order: order!, payments };
  }

  it("pays part with a gift card and the rest by card, with PEYTON20 and the note as the cart had them", async () => {
    const code = await issueGiftCard(5_000);
    const variant = variants.find((v) => v.cents > 8_000)!;
    const note = "It's a gift: please leave out the receipt.";
    const cart = await cartWith(variant, {
      discountCodes: ["peyton20"],
      giftCardCodes: [code.toLowerCase()],
      note,
    });
    const browser = storefrontBrowser(provider());
    const page = await browser.go(cart.checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Gift card ••••${code.slice(-4)}`);
    expect(page.body).toContain("It&#39;s a gift: please leave out the receipt.");
    expect(page.body).toContain('value="PEYTON20"');
    expect(page.body).toContain("Card number");

    const email = `part-${name}@example.com`.toLowerCase();
    const placed = await browser.submit(page, {
      ...CHECKOUT_FORM,
      email,
      discountCode: "PEYTON20",
      intent: "pay",
    });
    expect(placed.url).toMatch(/\/orders\//);
    expect(placed.body).toContain(`Gift card ••••${code.slice(-4)}`);
    const { order, payments } = await orderAt(placed.url);
    // The order's money is the cart's to the cent; shipping and tax come on top at checkout.
    expect(order.subtotalBeforeDiscountsCents).toBe(cents(cart.cost.subtotalAmount));
    expect(order.discountCents).toBe(cents(cart.discountAllocations[0]!.discountedAmount));
    expect(order.subtotalBeforeDiscountsCents - order.discountCents).toBe(
      cents(cart.cost.totalAmount),
    );
    expect(order.discountCodes).toEqual(["PEYTON20"]);
    expect(order.note).toBe(note);
    expect(order.giftCardCents).toBe(5_000);
    expect(payments.map((p) => [p.lastCharacters, p.amountCents])).toEqual([
      [code.slice(-4), 5_000],
    ]);
    expect(await balanceOf(code)).toBe(0);
  });

  it("needs no card when gift cards cover the whole order", async () => {
    const code = await issueGiftCard(50_000);
    const cart = await cartWith(variants[2]!, { giftCardCodes: [code] });
    const browser = storefrontBrowser(provider());
    const page = await browser.go(cart.checkoutUrl);
    expect(page.body).not.toContain("Card number");
    expect(page.body).toContain("Your gift cards cover this order");
    const placed = await browser.submit(page, {
      ...CHECKOUT_FORM,
      email: `all-${name}@example.com`.toLowerCase(),
      cardNumber: "",
      cardExpiry: "",
      cardCvc: "",
      intent: "pay",
    });
    expect(placed.url).toMatch(/\/orders\//);
    const { order, payments } = await orderAt(placed.url);
    expect(order.giftCardCents).toBe(order.totalCents);
    expect(payments.map((p) => p.amountCents)).toEqual([order.totalCents]);
    expect(await balanceOf(code)).toBe(50_000 - order.totalCents);
  });

  it("keeps the cart's note on the customer's order, as the Customer Account API answers it", async () => {
    const shop = provider();
    const { accessToken } = await signInCustomer(shop, "other@example.com");
    const cart = await cartWith(variants[3]!, {
      note: "For Peyton, with love",
      buyerIdentity: { customerAccessToken: accessToken },
    });
    const browser = storefrontBrowser(shop);
    const page = await browser.go(cart.checkoutUrl);
    const placed = await browser.submit(page, {
      ...CHECKOUT_FORM,
      email: "other@example.com",
      intent: "pay",
    });
    expect(placed.url).toMatch(/\/orders\//);
    const { order } = await orderAt(placed.url);
    const answer = await customerAccountRequest<{ order: { note: string | null } | null }>(
      shop,
      accessToken,
      `query($id: ID!) { order(id: $id) { note } }`,
      { id: `gid://shopify/Order/${order.id}` },
    );
    expect(answer.body.data?.order).toEqual({ note: "For Peyton, with love" });
  });

  it.each([
    ["in one TCP write", sendInOneWrite],
    ["at once over two connections", sendInParallel],
  ])("spends one gift card once when two checkouts arrive %s", async (how, send) => {
    const shop = provider();
    const variant = variants.find((v) => v.cents >= 1_000 && v.cents <= 5_000)!;
    // Enough for one order with shipping and tax, not for two.
    const start = variant.cents + 1_000;
    const code = await issueGiftCard(start);
    const carts = [
      await cartWith(variant, { giftCardCodes: [code] }),
      await cartWith(variant, { giftCardCodes: [code] }),
    ];
    const checkouts = await Promise.all(
      carts.map(async (cart, i) => {
        const browser = storefrontBrowser(shop);
        const page = await browser.go(cart.checkoutUrl);
        expect(page.status).toBe(200);
        expect(page.body).toContain("Your gift cards cover this order");
        const form = forms(page.body)[0]!;
        const fields = {
          ...form.hidden,
          ...CHECKOUT_FORM,
          email: `race-${i}-${how.replaceAll(" ", "-")}-${name}@example.com`.toLowerCase(),
          intent: "pay",
        };
        return { browser, fields, action: new URL(form.action, page.url).href };
      }),
    );
    const posts: RawRequest[] = checkouts.map((c) => ({
      method: "POST",
      url: c.action,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: c.browser.jar.header(),
      },
      body: new URLSearchParams(c.fields).toString(),
    }));
    const responses = await send(posts);
    expect(responses.map((r) => r.status).sort()).toEqual([303, 409]);
    const refused = responses.find((r) => r.status === 409)!;
    expect(refused.body).toContain("Your gift card balance changed");
    const location = responses.find((r) => r.status === 303)!.headers.location as string;
    const { order, payments } = await orderAt(new URL(location, shop.url).href);
    expect(payments.map((p) => p.amountCents)).toEqual([order.totalCents]);
    const balance = await balanceOf(code);
    expect(balance).toBe(start - order.totalCents);
    expect(balance).toBeGreaterThanOrEqual(0);
  });
});
