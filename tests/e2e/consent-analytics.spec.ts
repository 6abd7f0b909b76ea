import type { Page, Request } from "@playwright/test";
import {
  addButton,
  cartDrawer,
  openProduct,
  PROVIDER,
  SNUFFLE_MAT,
  TREAT_POUCH,
} from "./cart-journey";
import { expect, test } from "./fixtures";

// The shopper's privacy choice at work: the banner on a first visit, nothing sent after a
// decline, Shopify's analytics reaching the provider after an accept (a product view, an add to
// cart, a checkout start), Global Privacy Control honoured without asking, and field speed
// reaching /api/vitals when the page is hidden.

const MONORAIL = "/.well-known/shopify/monorail/unstable/produce_batch";

const banner = (page: Page) => page.getByRole("region", { name: "A word about cookies" });

/** Everything that would carry analytics or field speed off the page. */
function watchReports(page: Page) {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.includes(MONORAIL) || url.includes("/api/vitals") || url.includes("monorail")) {
      seen.push(request);
    }
  });
  return seen;
}

/** Waits until a batch reaching the provider holds this event. */
const batchWith = (page: Page, eventName: string) =>
  page.waitForRequest(
    (request) =>
      request.url().includes(MONORAIL) && (request.postData() ?? "").includes(`"${eventName}"`),
  );

/** Hides the page the way a shopper switching tabs does: what waits for page hide is sent. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new Event("pagehide"));
  });
}

/** Lets the browser run what waits for idle time (the privacy code loads then). */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), {
          timeout: 2000,
        }),
      ),
  );

async function providerReport(page: Page) {
  const answer = await page.request.get(`${PROVIDER}/__provider/analytics`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as {
    productViews: number;
    sessionsWithAddToCart: number;
    checkouts: number;
    topProducts: { name: string; views: number }[];
  };
}

test.describe("a first visit", () => {
  test.use({ privacyChoice: null });
  // Whole visits (product, cart, checkout) that wait for idle time: on a busy machine they
  // take close to the default 30 s.
  test.slow();

  test("declining: the banner goes, and no analytics request leaves the page", async ({ page }) => {
    const reports = watchReports(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    // Labelled, and offering the three answers.
    for (const name of ["Accept", "Decline", "Choose"]) {
      await expect(banner(page).getByRole("button", { name, exact: true })).toBeVisible();
    }
    // Room below the footer as tall as the banner, so the page's last buttons scroll clear of it.
    const bodyPadding = () =>
      page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    const bannerHeight = (await banner(page).boundingBox())!.height;
    await expect.poll(bodyPadding).toBeCloseTo(Math.ceil(bannerHeight), 0);
    await banner(page).getByRole("button", { name: "Decline", exact: true }).click();
    await expect(banner(page)).toBeHidden();
    expect(await bodyPadding()).toBe(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "boutique_privacy")?.value).toBe("a0.m0.p0.s0");
    expect(cookies.find((c) => c.name === "_shopify_y")).toBeUndefined();

    await openProduct(page, SNUFFLE_MAT);
    await idle(page);
    await expect(banner(page)).toBeHidden();
    await addButton(page).click();
    await expect(cartDrawer(page)).toBeVisible();
    await idle(page);
    await hidePage(page);
    await idle(page);
    expect(reports.map((r) => r.url())).toEqual([]);
  });

  test("accepting: a product view, an add to cart and a checkout start reach the provider", async ({
    page,
  }) => {
    const before = await providerReport(page);
    await openProduct(page, TREAT_POUCH);
    await expect(banner(page)).toBeVisible();
    const productView = batchWith(page, "product_page_rendered");
    await banner(page).getByRole("button", { name: "Accept", exact: true }).click();
    await expect(banner(page)).toBeHidden();
    const viewed = JSON.parse((await productView).postData()!) as {
      events: {
        payload: { event_name?: string; products?: string[]; analytics_allowed?: boolean };
      }[];
    };
    const event = viewed.events.find((e) => e.payload.event_name === "product_page_rendered")!;
    expect(event.payload.analytics_allowed).toBe(true);
    expect(JSON.parse(event.payload.products![0]!)).toMatchObject({ name: TREAT_POUCH.name });

    const added = batchWith(page, "product_added_to_cart");
    await addButton(page).click();
    await expect(cartDrawer(page)).toBeVisible();
    await added;

    // Checkout: the cart carries the visitor's consent, so the provider's checkout counts it.
    await cartDrawer(page).getByRole("button", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();

    await expect
      .poll(async () => {
        const report = await providerReport(page);
        return {
          productViews: report.productViews - before.productViews,
          adds: report.sessionsWithAddToCart - before.sessionsWithAddToCart,
          checkouts: report.checkouts - before.checkouts,
          pouch: report.topProducts.some((p) => p.name === TREAT_POUCH.name),
        };
      })
      .toEqual({ productViews: 1, adds: 1, checkouts: 1, pouch: true });

    // And the shop owner sees it in the merchant console's Analytics page.
    await page.goto(`${PROVIDER}/admin/analytics`);
    await expect(page.getByRole("row", { name: new RegExp(TREAT_POUCH.name) })).toBeVisible();
  });

  test("choosing from the footer's Privacy choices: analytics only, by keyboard", async ({
    page,
  }) => {
    await page.goto("/faq");
    await banner(page).getByRole("button", { name: "Decline", exact: true }).click();
    await expect(banner(page)).toBeHidden();
    const link = page.getByRole("contentinfo").getByRole("button", { name: "Privacy choices" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeVisible();
    // Opened on request, the banner takes focus; Escape closes it unchanged, focus goes back.
    await expect(banner(page).getByRole("heading", { name: "A word about cookies" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(banner(page)).toBeHidden();
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await banner(page).getByRole("button", { name: "Choose", exact: true }).click();
    await banner(page)
      .getByRole("checkbox", { name: /Analytics/ })
      .check();
    await banner(page).getByRole("button", { name: "Save choices" }).click();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "boutique_privacy")?.value).toBe("a1.m0.p1.s0");
  });
});

test.describe("a browser sending Global Privacy Control", () => {
  test.use({ privacyChoice: null, extraHTTPHeaders: { "Sec-GPC": "1" } });

  test("is not asked about sale or sharing, and sends nothing for marketing", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
    });
    await openProduct(page, SNUFFLE_MAT);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(
      "Your browser asked us not to sell or share your data",
    );
    await banner(page).getByRole("button", { name: "Choose", exact: true }).click();
    await expect(banner(page).getByRole("checkbox", { name: /Marketing/ })).toHaveCount(0);
    await banner(page).getByRole("button", { name: "Save choices" }).click();
    // Even accepting everything leaves marketing and the sale of data declined.
    await page.getByRole("contentinfo").getByRole("button", { name: "Privacy choices" }).click();
    const batch = batchWith(page, "product_page_rendered");
    await banner(page).getByRole("button", { name: "Accept", exact: true }).click();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "boutique_privacy")?.value).toBe("a1.m0.p1.s0");
    const sent = JSON.parse((await batch).postData()!) as {
      events: { payload: Record<string, unknown> }[];
    };
    for (const { payload } of sent.events.filter((e) => "event_name" in e.payload)) {
      expect(payload).toMatchObject({ marketing_allowed: false, sale_of_data_allowed: false });
    }
  });
});

test.describe("field speed", () => {
  test.use({ privacyChoice: "a1.m0.p1.s0" });

  test("reaches /api/vitals when the page is hidden", async ({ page }) => {
    await page.goto("/shop", { waitUntil: "networkidle" });
    // An interaction, so INP has something to measure.
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await idle(page);
    const beacon = page.waitForRequest((r) => r.url().endsWith("/api/vitals"));
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/vitals"));
    await hidePage(page);
    const report = JSON.parse((await beacon).postData()!) as {
      template: string;
      metrics: Record<string, number>;
    };
    expect(report.template).toBe("shop");
    expect(Object.keys(report.metrics)).toEqual(expect.arrayContaining(["FCP", "TTFB"]));
    expect((await answer).status()).toBe(204);
  });
});
