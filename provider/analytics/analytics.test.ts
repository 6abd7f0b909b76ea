import {
  addToCart,
  pageView,
} from "@shopify/hydrogen-react/analytics-schema-custom-storefront-customer-tracking";
import { pageView as trekkiePageView } from "@shopify/hydrogen-react/analytics-schema-trekkie-storefront-page-view";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ANALYTICS_RETENTION_MONTHS,
  pruneAnalyticsEvents,
  retentionCutoff,
} from "../db/analytics-events";
import { analyticsReport } from "../db/analytics-report";
import { queryRows } from "../db/client";
import { analyticsEvents, carts, orders } from "../db/schema/index";
import {
  checkout,
  stockedVariantsCheapestFirst,
  type PricedVariant,
} from "../testing/checkout-shopper";
import { consoleBrowser } from "../testing/admin-client";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";
import { MONORAIL_PATH } from "./monorail-batch";

// The provider's side of the shopper's consent and Shopify's analytics: visitor consent recorded
// on the cart and the order, "checkout started" recorded by the checkout, the Monorail endpoint
// the storefront's @shopify/hydrogen-react posts to, and the report the console draws from.

let t: TestProvider;
let cheap: PricedVariant[];

beforeAll(async () => {
  t = await startTestProvider();
  cheap = await stockedVariantsCheapestFirst(t);
});

afterAll(async () => {
  await t?.close();
});

const CONSENTED = "analytics: true, marketing: false, preferences: true, saleOfData: false";

async function consentedCart(consent: string | null, variant = cheap[0]!, version = "2026-04") {
  const directive = consent ? `@inContext(visitorConsent: {${consent}})` : "";
  const response = await fetch(`${t.url}/api/${version}/graphql.json`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": t.config.storefrontToken,
    },
    body: JSON.stringify({
      query: `mutation Create($lines: [CartLineInput!]!) ${directive} {
        cartCreate(input: { lines: $lines }) { cart { id checkoutUrl } userErrors { message } }
      }`,
      variables: {
        lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity: 1 }],
      },
    }),
  });
  return (await response.json()) as {
    data?: { cartCreate: { cart: { id: string; checkoutUrl: string } } };
    errors?: { message: string }[];
  };
}

const tokenOf = (cartId: string) => new URL(cartId).pathname.split("/").pop()!;

const storedConsent = async (cartId: string) =>
  (
    await t.provider.db
      .select()
      .from(carts)
      .where(eq(carts.token, tokenOf(cartId)))
  )[0]!.visitorConsent;

describe("visitor consent (@inContext, 2026-01 onwards)", () => {
  it("is recorded on the cart, and a later operation's replaces it", async () => {
    const created = await consentedCart(CONSENTED);
    const cart = created.data!.cartCreate.cart;
    expect(await storedConsent(cart.id)).toEqual({
      analytics: true,
      marketing: false,
      preferences: true,
      saleOfData: false,
    });
    const changed = await storefrontRequest<{ cartLinesAdd: { userErrors: unknown[] } }>(
      t,
      `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) @inContext(visitorConsent: { analytics: false, saleOfData: false }) {
        cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id } userErrors { message } }
      }`,
      {
        cartId: cart.id,
        lines: [{ merchandiseId: `gid://shopify/ProductVariant/${cheap[1]!.id}`, quantity: 1 }],
      },
    );
    expect(changed.data.cartLinesAdd.userErrors).toEqual([]);
    expect(await storedConsent(cart.id)).toEqual({ analytics: false, saleOfData: false });
  });

  it("is refused by 2025-07's schema, which has none, and no cart is made", async () => {
    // Today a request for 2025-07 falls forward to 2026-01, as Shopify's do; back when 2025-07
    // was still supported, it was served by its own schema.
    const back = t.clock.now().getTime() - Date.parse("2025-09-01T12:00:00Z");
    t.clock.advance(-back);
    try {
      const before = (await t.provider.db.select({ token: carts.token }).from(carts)).length;
      const refused = await consentedCart(CONSENTED, cheap[0], "2025-07");
      expect(refused.data).toBeUndefined();
      expect(refused.errors?.[0]?.message).toMatch(/visitorConsent/);
      expect((await t.provider.db.select({ token: carts.token }).from(carts)).length).toBe(before);
    } finally {
      t.clock.advance(back);
    }
  });

  it("goes with the cart to its order, and the checkout counts as started only with analytics", async () => {
    const withConsent = (await consentedCart(CONSENTED, cheap[2])).data!.cartCreate.cart;
    const without = (await consentedCart(null, cheap[3])).data!.cartCreate.cart;
    const { result } = await checkout(t, withConsent.checkoutUrl);
    expect(result.url).toContain("/orders/");
    await checkout(t, without.checkoutUrl);
    const [order] = await t.provider.db
      .select()
      .from(orders)
      .where(eq(orders.cartToken, tokenOf(withConsent.id)));
    expect(order!.visitorConsent).toEqual({
      analytics: true,
      marketing: false,
      preferences: true,
      saleOfData: false,
    });
    const started = await t.provider.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventName, "checkout_started"));
    expect(started.map((e) => e.cartToken)).toContain(tokenOf(withConsent.id));
    expect(started.map((e) => e.cartToken)).not.toContain(tokenOf(without.id));
  });
});

/** A payload as the storefront builds it (app/features/privacy/lib/analytics-events.ts). */
function payload(path: string, visit: string, extra: Record<string, unknown> = {}) {
  return {
    hasUserConsent: true,
    analyticsAllowed: true,
    shopId: "gid://shopify/Shop/1",
    currency: "USD" as const,
    uniqueToken: `y-${visit}`,
    visitToken: visit,
    url: `http://localhost:3999${path}`,
    path,
    search: "",
    referrer: "",
    title: "Boutique",
    userAgent: "test",
    navigationType: "navigate",
    navigationApi: "PerformanceNavigationTiming",
    ...extra,
  };
}

const product = (id: number, name: string) => ({
  productGid: `gid://shopify/Product/${id}`,
  variantGid: `gid://shopify/ProductVariant/${id}0`,
  name,
  brand: "Boutique",
  price: "20.0",
  quantity: 1,
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${MONORAIL_PATH}`, {
    method: "POST",
    body,
    headers: { "content-type": "text/plain", origin: t.config.storefrontOrigin, ...headers },
  });

const batch = (events: unknown[]) => JSON.stringify({ events, metadata: { event_sent_at_ms: 1 } });

describe("the Monorail endpoint", () => {
  it("stores the events hydrogen-react builds, answers each, and lets the storefront read it", async () => {
    const events = [
      ...trekkiePageView(payload("/", "v1", { pageType: "index" })),
      ...pageView(payload("/", "v1", { pageType: "index" })),
      ...pageView(
        payload("/product/knit", "v1", {
          pageType: "product",
          products: [product(11, "Knit")],
          totalValue: 20,
        }),
      ),
      ...pageView(
        payload("/product/knit", "v2", { pageType: "product", products: [product(11, "Knit")] }),
      ),
      ...pageView(
        payload("/product/bed", "v2", { pageType: "product", products: [product(12, "Bed")] }),
      ),
      ...pageView(payload("/shop", "v2", { pageType: "search", searchString: "Sweater " })),
      ...pageView(payload("/shop", "v3", { pageType: "search", searchString: "sweater" })),
      ...pageView(payload("/shop", "v3", { pageType: "search", searchString: "Unicorn saddle" })),
      ...addToCart({
        ...payload("/product/knit", "v1"),
        cartId: "gid://shopify/Cart/abc?key=k",
        products: [product(11, "Knit")],
      }),
    ];
    const answer = await post(batch(events));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe(t.config.storefrontOrigin);
    const body = (await answer.json()) as { result: { status: number }[] };
    expect(body.result).toHaveLength(events.length);
    expect(body.result.every((r) => r.status === 200)).toBe(true);
    const stored = await t.provider.db.select().from(analyticsEvents);
    const named = (name: string) => stored.filter((e) => e.eventName === name);
    // Trekkie's page view is accepted and not kept: page_rendered counts the view.
    expect(named("page_rendered")).toHaveLength(7);
    expect(
      named("product_page_rendered")
        .map((e) => e.productId)
        .sort(),
    ).toEqual([11, 11, 12]);
    // Each search carries what the shop's search found for its words when it arrived.
    const searches = named("search_submitted");
    expect(searches.map((e) => e.searchString)).toEqual(["sweater", "sweater", "unicorn saddle"]);
    expect(searches[0]!.resultCount).toBeGreaterThan(0);
    expect(searches[1]!.resultCount).toBe(searches[0]!.resultCount);
    expect(searches[2]!.resultCount).toBe(0);
    expect(named("product_added_to_cart")[0]).toMatchObject({
      visitToken: "v1",
      productId: 11,
      path: "/product/knit",
    });
  });

  it("keeps nothing sent without consent to analytics", async () => {
    const before = (await t.provider.db.select().from(analyticsEvents)).length;
    const events = pageView({ ...payload("/", "v9"), analyticsAllowed: false });
    expect((await post(batch(events))).status).toBe(200);
    expect((await t.provider.db.select().from(analyticsEvents)).length).toBe(before);
  });

  it("refuses what is not a batch, too many events and too large a body", async () => {
    const one = pageView(payload("/", "v1"))[0];
    const answers = [
      await post("{"),
      await post(JSON.stringify({ events: [] })),
      await post(JSON.stringify({ nope: 1 })),
      await post(batch(Array.from({ length: 51 }, () => one))),
      await post(batch([{ ...one, payload: { ...one!.payload, products: ["{"] } }])),
      await post("x".repeat(70 * 1024)),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 200, 413]);
    const invalid = (await answers[4]!.json()) as { result: { status: number }[] };
    expect(invalid.result[0]!.status).toBe(400);
  });

  it("reports the period: sessions, views, add-to-cart rate, checkouts, orders, conversion, top products and searches", async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    // Every order placed today counts (the two checkouts above, and any seeded for today).
    const [placed] = await queryRows<{ n: number }>(
      t.provider.db,
      `SELECT count(*)::int AS n FROM orders
        WHERE processed_at >= $1::date AT TIME ZONE 'UTC' AND processed_at < ($1::date + 1) AT TIME ZONE 'UTC'`,
      [day],
    );
    expect(placed!.n).toBeGreaterThanOrEqual(2);
    const report = await analyticsReport(t.provider.db, { from: day, to: day });
    expect(report).toMatchObject({
      sessions: 3,
      pageViews: 7,
      productViews: 3,
      sessionsWithAddToCart: 1,
      addToCartRate: 1 / 3,
      checkouts: 1,
      orders: placed!.n,
    });
    expect(report.conversionRate).toBeCloseTo(Math.min(1, placed!.n / 3));
    expect(report.topProducts).toEqual([
      { productId: 11, name: "Knit", views: 2 },
      { productId: 12, name: "Bed", views: 1 },
    ]);
    expect(report.topSearches).toEqual([
      { term: "sweater", searches: 2 },
      { term: "unicorn saddle", searches: 1 },
    ]);
    expect(report.searchesWithoutResults).toEqual([{ term: "unicorn saddle", searches: 1 }]);
    expect(report.daily).toEqual([{ day, sessions: 3, pageViews: 7, orders: placed!.n }]);
  });

  it("shows on the console's Analytics page, with its chart", async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    const page = await consoleBrowser(t.url).open(`/admin/analytics?from=${day}&to=${day}`);
    expect(page.status).toBe(200);
    for (const text of [
      "Sessions",
      "Add-to-cart rate",
      "33.3%",
      "Checkouts started",
      "Knit",
      "sweater",
      "Searches with no results",
      "unicorn saddle",
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain("<svg");
    // A period it cannot read falls back to the last seven days.
    const fallback = await consoleBrowser(t.url).open("/admin/analytics?from=nope&to=2026-01-01");
    expect(fallback.status).toBe(200);
    expect(fallback.body).toContain(`value="${day}"`);
  });

  it("drops events past their 13 months in bounded batches, and keeps the rest", async () => {
    const now = t.clock.now();
    const monthsAgo = (months: number) => {
      const at = new Date(now.getTime());
      at.setUTCMonth(at.getUTCMonth() - months);
      return at;
    };
    const row = (receivedAt: Date) => ({
      receivedAt,
      eventName: "page_rendered",
      visitToken: "old",
      path: "/",
    });
    await t.provider.db
      .insert(analyticsEvents)
      .values([...Array.from({ length: 5 }, (_, i) => row(monthsAgo(14 + i))), row(monthsAgo(12))]);
    const cutoff = retentionCutoff(now);
    expect(cutoff.getTime()).toBe(monthsAgo(ANALYTICS_RETENTION_MONTHS).getTime());
    // One call goes at most maxBatches batches; the next takes what is left, then finds nothing.
    expect(await pruneAnalyticsEvents(t.provider.db, cutoff, { batch: 2, maxBatches: 2 })).toBe(4);
    expect(await t.provider.analyticsPruner.runOnce()).toBe(1);
    expect(await t.provider.analyticsPruner.runOnce()).toBe(0);
    const left = await t.provider.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitToken, "old"));
    expect(left.map((e) => e.receivedAt.getTime())).toEqual([monthsAgo(12).getTime()]);
  });

  it("holds one client to its allowance", async () => {
    const body = batch(pageView({ ...payload("/", "v1"), analyticsAllowed: false }));
    let status = 200;
    for (let i = 0; i < 130 && status !== 429; i += 1) status = (await post(body)).status;
    expect(status).toBe(429);
  });
});
