import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./sign-in";
import { approveReturnInConsole } from "./merchant-console";

// Beyond the spec (issue 31): an order's parcels with their USPS tracking, and a return asked for
// from the order page, approved by the shop owner in the merchant console. The demo customer's
// order of 15 days ago came in two parcels: the first, delivered 12 days ago, holds two items
// that may go back; the second is still in transit. Each width's run returns one of the two.

const cards = (page: Page) => page.getByTestId("order-card");

/** The order in two parcels, opened from the orders page as a shopper would. */
async function openSplitShipment(page: Page) {
  await signIn(page);
  await page.getByRole("link", { name: "View all orders" }).click();
  await expect(cards(page)).toHaveCount(10);
  const card = cards(page).filter({ hasText: "Parcel 1 of 2" }).first();
  await card.getByRole("link", { name: /^View details/ }).click();
  await expect(page.getByRole("heading", { name: /^Order #\d+$/ })).toBeVisible();
}

test("an Orders tab card shows each parcel's carrier, tracking number to copy and Track link", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The Orders tab of /account, whose small cards read the same order fragment.
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  const card = cards(page).filter({ hasText: "Parcel 1 of 2" }).first();
  const parcels = card.getByRole("list", { name: /^Parcels of order #\d+$/ }).getByTestId("parcel");
  await expect(parcels).toHaveCount(2);
  for (const parcel of await parcels.all()) {
    const number = (await parcel.getByTestId("tracking-number").textContent())!.trim();
    expect(number).toMatch(/^9400\d{18}$/);
    await expect(parcel).toContainText("USPS");
    await expect(parcel.getByRole("link", { name: /^Track with USPS/ })).toHaveAttribute(
      "href",
      `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
    );
  }
  // The copy button sits above the card's own link: a tap copies, and opens no other tab.
  const second = parcels.nth(1);
  const number = (await second.getByTestId("tracking-number").textContent())!.trim();
  await second.getByRole("button", { name: `Copy tracking number ${number}` }).click();
  await expect(page.getByText("Tracking number copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
  expect(context.pages()).toHaveLength(1);
});

test("a parcel's tracking number copies, and its link opens the carrier's tracking page", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openSplitShipment(page);
  const parcels = page.getByRole("list", { name: "Parcels" }).getByTestId("parcel");
  await expect(parcels).toHaveCount(2);
  const delivered = parcels.filter({ hasText: /^.*Delivered on / });
  await expect(delivered).toHaveCount(1);
  await expect(delivered.getByText("In this parcel:")).toBeVisible();
  await expect(parcels.nth(1).getByText(/^Estimated delivery /)).toBeVisible();

  const number = (await delivered.getByTestId("tracking-number").textContent())!.trim();
  expect(number).toMatch(/^9400\d{18}$/);
  await delivered.getByRole("button", { name: `Copy tracking number ${number}` }).click();
  await expect(page.getByText("Tracking number copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

  // The link is checked, not followed: the journeys have no internet.
  const link = delivered.getByRole("link", { name: /^Track with USPS/ });
  await expect(link).toHaveAttribute(
    "href",
    `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  );
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("a return asked for one of two items is approved in the console, with the instructions", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSplitShipment(page);
  const returns = page.getByRole("region", { name: "Returns" });
  await expect(returns.getByText(/^You can request a return until /)).toBeVisible();
  await returns.getByRole("button", { name: "Request a return" }).click();

  const form = page.getByRole("form", { name: "Request a return" });
  const items = form.getByRole("group", { name: "Items to return" }).getByRole("checkbox");
  // The form loads when first opened: wait for it before counting.
  await expect(items.first()).toBeVisible();
  // Two items when this is the first width to run; the other width has already sent one back.
  expect(await items.count()).toBeGreaterThanOrEqual(1);
  await items.first().check();
  await form.getByLabel("Reason for return").selectOption({ label: "Size was too small" });
  await form.getByLabel("Note (optional)").fill("A little snug around the chest.");
  await form.getByRole("button", { name: "Send return request" }).click();

  await expect(page.getByText("Return requested", { exact: true }).first()).toBeVisible();
  const requested = returns.getByTestId("return").last();
  await expect(requested).toContainText("Return requested");
  const returnName = (await requested.textContent())!.match(/#\d+-R\d+/)![0];

  const orderPage = page.url();
  await approveReturnInConsole(page, returnName);

  await page.goto(orderPage);
  const approved = page
    .getByRole("region", { name: "Returns" })
    .getByTestId("return")
    .filter({ hasText: returnName });
  await expect(approved).toContainText("Return approved");
  await expect(approved).toContainText("Please ship the items back within 7 days of approval.");
});

test("an order delivered more than 15 days ago offers no return and says why", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  // The demo customer's first order, delivered some 300 days ago.
  await page.getByRole("link", { name: "View all orders" }).click();
  await expect(cards(page)).toHaveCount(10);
  const loadMore = page.getByRole("button", { name: "Load More Orders" });
  while (await loadMore.isVisible()) {
    const shown = await cards(page).count();
    await loadMore.click();
    await expect(cards(page)).not.toHaveCount(shown);
  }
  const oldest = cards(page).last();
  await expect(oldest).toContainText("Delivered");
  await oldest.getByRole("link", { name: /^View details/ }).click();
  const returns = page.getByRole("region", { name: "Returns" });
  await expect(
    returns.getByText(
      /^This order was delivered on .+\. Returns are accepted within 15 days of delivery, so it can no longer be returned\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Request a return" })).toHaveCount(0);
});
