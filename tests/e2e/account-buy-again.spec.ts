import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./sign-in";

// Beyond the spec: Buy again puts an order's lines back in the cart and opens the drawer; a
// variant the shop no longer sells is skipped and named.

const drawer = (page: Page) => page.getByRole("dialog", { name: "Your Cart" });

test("Buy again on an order's page puts its lines in the cart", async ({ page }) => {
  await signIn(page);
  await page
    .getByTestId("order-card")
    .first()
    .getByRole("link", { name: /^View details/ })
    .click();
  const lines = page.getByTestId("order-line");
  await expect(lines.first()).toBeVisible();
  const titles = await lines.getByTestId("line-title").allTextContents();
  await page.getByRole("button", { name: /^Buy again/ }).click();
  await expect(drawer(page)).toBeVisible();
  const list = drawer(page).getByRole("list", { name: "Items in your cart" });
  await expect(list).toHaveAttribute("aria-busy", "false");
  // Each line is in the cart, unless the shop has run out of it since (then the toast says so).
  for (const title of titles) {
    const inCart = list.getByRole("link", { name: title, exact: true });
    const named = page.getByText(new RegExp(`^Sold out: .*${title}`));
    await expect(inCart.or(named).first()).toBeVisible();
  }
  expect(await list.getByRole("listitem").count()).toBeGreaterThan(0);
});

test("Buy again names the lines it had to skip", async ({ page }) => {
  await signIn(page);
  // The shop answers that one of the order's variants no longer exists.
  let dropped = "";
  await page.route(/\/api\/[\d-]+\/graphql\.json$/, async (route) => {
    const body = route.request().postDataJSON() as { query?: string };
    if (!body.query?.includes("query VariantStock")) return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as {
      data: { nodes: ({ product: { title: string } } | null)[] };
    };
    dropped = json.data.nodes[0]?.product.title ?? "";
    json.data.nodes[0] = null;
    return route.fulfill({ response, json });
  });
  await page
    .getByTestId("order-card")
    .first()
    .getByRole("button", { name: /^Buy again/ })
    .click();
  await expect(page.getByText(/^No longer available: /)).toContainText(dropped);
});
