import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts } from "../db/schema/index";
import { CHECKOUT_FORM } from "../testing/checkout-form";
import {
  checkout,
  createCart,
  stockedVariantsCheapestFirst,
  type PricedVariant,
} from "../testing/checkout-shopper";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

let t: TestProvider;
let cheap: PricedVariant[];

beforeAll(async () => {
  t = await startTestProvider();
  cheap = await stockedVariantsCheapestFirst(t);
});

afterAll(async () => {
  await t?.close();
});

describe("payment problems", () => {
  it("declines 4000 0000 0000 0002 and keeps what the shopper typed", async () => {
    const cart = await createCart(t, [{ variant: cheap[0]!, quantity: 1 }]);
    const { result } = await checkout(t, cart.checkoutUrl, {
      cardNumber: "4000 0000 0000 0002",
      firstName: "Zoë",
    });
    expect(result.status).toBe(402);
    expect(result.body).toContain("Your card was declined. Try a different card.");
    expect(result.body).toContain('value="Zoë"');
    const [row] = await t.provider.db
      .select()
      .from(carts)
      .where(eq(carts.token, new URL(cart.checkoutUrl).pathname.split("/").pop()!));
    expect(row!.completedAt).toBeNull();
  });

  it("reports invalid cards, expiry and fields with escaped, described errors", async () => {
    const cart = await createCart(t, [{ variant: cheap[0]!, quantity: 1 }]);
    const { result } = await checkout(t, cart.checkoutUrl, {
      cardNumber: "1234 5678 9012 3456",
      cardExpiry: "01/20",
      cardCvc: "1",
      zip: "1234",
      city: "<script>alert(1)</script>",
      state: "XX",
    });
    expect(result.status).toBe(422);
    expect(result.body).toContain("Your card number is invalid.");
    expect(result.body).toContain("Your card has expired.");
    expect(result.body).toContain("Enter the 3 or 4 digit security code.");
    expect(result.body).toContain("Enter a ZIP code like 10014 or 10014-1234.");
    expect(result.body).toContain("Select a state.");
    expect(result.body).not.toContain("<script>alert(1)</script>");
    expect(result.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(result.body).toMatch(
      /id="field-zip"[^>]*aria-invalid="true"[^>]*aria-describedby="field-zip-error"/,
    );
  });

  it("refuses a POST without the CSRF token", async () => {
    const cart = await createCart(t, [{ variant: cheap[0]!, quantity: 1 }]);
    const response = await fetch(cart.checkoutUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...CHECKOUT_FORM, intent: "pay" }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });
});

describe("links", () => {
  it("opens a clone without the buyer's details for a link missing its key or with a wrong one, as Shopify does", async () => {
    const cart = await createCart(t, [{ variant: cheap[0]!, quantity: 2 }]);
    const token = new URL(cart.checkoutUrl).pathname.split("/").pop()!;
    const email = `buyer-${Date.now()}@example.com`;
    await t.provider.db
      .update(carts)
      .set({ buyerIdentity: { email }, note: "gift wrap" })
      .where(eq(carts.token, token));
    const keyed = await fetch(cart.checkoutUrl);
    expect(await keyed.text()).toContain(email);

    for (const url of [
      cart.checkoutUrl.replace(/\?key=.*/, ""),
      cart.checkoutUrl.replace(/key=.*/, ""),
      cart.checkoutUrl.replace(/key=.*/, "key=wrong"),
      `${cart.checkoutUrl.replace(/key=.*/, "key=wrong")}&logged_in=true`,
    ]) {
      const redirect = await fetch(url, { redirect: "manual" });
      expect(redirect.status, url).toBe(303);
      expect(redirect.headers.get("cache-control")).toBe("no-store");
      const target = new URL(redirect.headers.get("location")!, url);
      const cloneToken = target.pathname.split("/").pop()!;
      expect(target.origin).toBe(new URL(cart.checkoutUrl).origin);
      expect(cloneToken).not.toBe(token);
      expect(target.searchParams.get("key")).toMatch(/^[0-9a-f]{32}$/);
      expect(target.searchParams.get("logged_in")).toBe(
        url.endsWith("logged_in=true") ? "true" : null,
      );

      const [clone] = await t.provider.db.select().from(carts).where(eq(carts.token, cloneToken));
      expect(clone!.buyerIdentity).toEqual({});
      expect(clone!.customerId).toBeNull();
      expect(clone!.note).toBe("gift wrap");
      const page = await fetch(target);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).not.toContain(email);
      expect(html).toContain(`/cart/c/${cloneToken}`);
      expect(html).not.toContain(token);
    }
    // The clone is a cart like any other: it checks out, and the original is left as it was.
    const bare = await fetch(cart.checkoutUrl.replace(/\?key=.*/, ""), { redirect: "manual" });
    const cloneUrl = new URL(bare.headers.get("location")!, cart.checkoutUrl).href;
    const { result } = await checkout(t, cloneUrl);
    expect(result.status).toBe(200);
    expect(result.body).toContain("Your order is confirmed.");
    const [original] = await t.provider.db.select().from(carts).where(eq(carts.token, token));
    expect(original!.completedAt).toBeNull();
    expect(original!.buyerIdentity).toEqual({ email });
  });

  it("shows a friendly page for an unknown cart, and for a form posted without the key", async () => {
    const cart = await createCart(t, [{ variant: cheap[0]!, quantity: 1 }]);
    for (const url of [
      `${t.url}/cart/c/nope?key=x`,
      `${t.url}/cart/c/nope`,
      `${t.url}/cart/c/%2F`,
    ]) {
      const response = await fetch(url, { redirect: "manual" });
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain("This checkout link is not valid");
    }
    const before = await t.provider.db.select({ token: carts.token }).from(carts);
    const posted = await fetch(cart.checkoutUrl.replace(/\?key=.*/, ""), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...CHECKOUT_FORM, intent: "pay" }),
      redirect: "manual",
    });
    expect(posted.status).toBe(404);
    expect(await posted.text()).toContain("missing its key");
    expect(await t.provider.db.select({ token: carts.token }).from(carts)).toHaveLength(
      before.length,
    );
  });

  it("shows the expired page for an old cart", async () => {
    const cart = await createCart(t, [{ variant: cheap[0]!, quantity: 1 }]);
    const token = new URL(cart.checkoutUrl).pathname.split("/").pop()!;
    await t.provider.db
      .update(carts)
      .set({ updatedAt: new Date(Date.now() - 11 * 24 * 3600 * 1000) })
      .where(eq(carts.token, token));
    const response = await fetch(cart.checkoutUrl);
    expect(response.status).toBe(410);
    const body = await response.text();
    expect(body).toContain("This cart has expired");
    expect(body).toContain(`href="${t.config.storefrontOrigin}"`);
  });

  it("answers 404 for an unknown order status token", async () => {
    const response = await fetch(`${t.url}/orders/${"a".repeat(32)}`);
    expect(response.status).toBe(404);
  });
});
