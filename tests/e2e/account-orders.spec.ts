import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PROVIDER_URL, signIn } from "./sign-in";

// The demo customer's orders in the Orders tab and on /account/orders, a page of 10
// at a time, and one order's page. The demo customer has 26 seeded orders (more once a checkout
// journey has placed one while signed in), the newest not yet fulfilled.

const cards = (page: Page) => page.getByTestId("order-card");
const loadMore = (page: Page) => page.getByRole("button", { name: "Load More Orders" });

/** Presses Load More until it is gone, checking each press adds at most one page. */
async function loadEveryPage(page: Page) {
  let shown = await cards(page).count();
  expect(shown).toBe(10);
  while (await loadMore(page).isVisible()) {
    await loadMore(page).click();
    await expect(cards(page)).not.toHaveCount(shown);
    const now = await cards(page).count();
    expect(now - shown).toBeLessThanOrEqual(10);
    shown = now;
    await expect(page.getByRole("button", { name: "Loading..." })).toBeHidden();
  }
  expect(shown).toBeGreaterThanOrEqual(26);
  return shown;
}

test("the Orders tab shows the order history, newest first, and pages through it", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
  await expect(cards(page)).toHaveCount(10);

  const newest = cards(page).first();
  // The newest seeded order has no fulfilment yet.
  await expect(newest.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(newest.getByText(/^\d+ items?$/)).toBeVisible();
  await expect(newest.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(newest.getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(newest.getByTestId("order-mosaic").locator("img").first()).toBeVisible();
  // The card opens the order's status page at the provider, in a new tab.
  const status = newest.getByRole("link", { name: /^Order #\d+/ });
  await expect(status).toHaveAttribute("target", "_blank");
  await expect(status).toHaveAttribute("rel", "noopener noreferrer");
  await expect(status).toHaveAttribute("href", new RegExp(`^${PROVIDER_URL}/`));

  // Every fulfilment status colour appears somewhere in the seeded history.
  const total = await loadEveryPage(page);
  await expect(loadMore(page)).toBeHidden();
  for (const text of ["Delivered", "Canceled", "In Transit", "On its way", "Label Voided"]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  const names = await cards(page)
    .getByRole("link", { name: /^Order #\d+/ })
    .allTextContents();
  expect(new Set(names).size).toBe(total);
});

test("/account/orders lists each order's lines and totals, a page at a time", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "View all orders" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole("heading", { name: "My Orders", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Account" })).toHaveAttribute(
    "href",
    "/account",
  );
  await expect(cards(page)).toHaveCount(10);
  const first = cards(page).first();
  await expect(
    first.getByText(/^Updated on [A-Z][a-z]+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2}/),
  ).toBeVisible();
  for (const label of ["Subtotal", "Shipping", "Tax"]) {
    await expect(first.getByText(label, { exact: true })).toBeVisible();
  }
  // No card shows more than 3 lines; an order of 4 or more says how many more it has.
  const lineCounts = await cards(page).evaluateAll((all) =>
    all.map((card) => card.querySelectorAll("[data-testid=order-line]").length),
  );
  expect(Math.max(...lineCounts)).toBeLessThanOrEqual(3);
  // The fifth newest seeded order has 5 lines.
  await expect(page.getByText("+2 more items").first()).toBeVisible();

  await loadEveryPage(page);

  // Guests are sent to sign in.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/account/orders");
  await expect(page).toHaveURL(/\/account\/login$/);
});

test("an order's page shows its status, lines, summary and addresses", async ({ page }) => {
  await signIn(page);
  const card = cards(page).first();
  const name = (await card.getByRole("link", { name: /^Order #\d+/ }).textContent()) ?? "";
  const orderName = /#\d+/.exec(name)?.[0] ?? "";
  await card.getByRole("link", { name: /^View details/ }).click();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  await expect(page.getByRole("heading", { name: `Order ${orderName}`, level: 1 })).toBeVisible();
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
  const lines = page.getByTestId("order-line");
  await expect(lines.first()).toBeVisible();
  await expect(lines.first().getByText(/× \$[\d,]+\.\d{2} each$/)).toBeVisible();
  const summary = page.getByRole("region", { name: "Order Summary" });
  for (const label of ["Subtotal", "Shipping", "Tax", "Total"]) {
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  }
  const shipping = page.getByRole("region", { name: "Shipping Address" });
  await expect(shipping).toContainText("United States");
  await expect(page.getByRole("region", { name: "Billing Address" })).toContainText(
    "United States",
  );
  await page.getByRole("link", { name: "Back to Orders" }).click();
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
});

test("an order id that is not one of the customer's orders is Order not found", async ({
  page,
}) => {
  await signIn(page);
  // Not a number: refused before any request.
  await page.goto("/account/orders/not-an-order");
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  // A number that is no order of this customer's: the API answers null.
  await page.goto("/account/orders/987654321");
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Orders" }).first()).toBeVisible();
});

test("a failed orders read shows the spec's error card", async ({ page, pageProblems }) => {
  await signIn(page);
  pageProblems.expect(/status of 400/);
  await page.route(/\/account\/customer\/api\/.*\/graphql/, (route) =>
    route.fulfill({ status: 400, contentType: "application/json", body: "{}" }),
  );
  await page.goto("/account/orders");
  await expect(page.getByText("Error loading orders: HTTP error! status: 400")).toBeVisible();
});

test("a customer without orders is invited to browse products", async ({ page }) => {
  // The API answers an empty history (the demo customer has orders, so the answer is replaced).
  await page.route(/\/account\/customer\/api\/.*\/graphql/, async (route) => {
    const body = route.request().postDataJSON() as { query?: string };
    if (!body.query?.includes("query GetCustomerOrders")) return route.fallback();
    return route.fulfill({
      json: {
        data: {
          customer: { orders: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } },
        },
      },
    });
  });
  await signIn(page);
  await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();
  await expect(page.getByText("Start shopping to see your orders here")).toBeVisible();
  await expect(loadMore(page)).toBeHidden();
  await page.getByRole("link", { name: "Browse Products" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
