import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  addToCart,
  CART_ID_KEY,
  closeDrawer,
  emptyCartState,
  LOCAL_CART_KEY,
  main,
  productVariants,
  toast,
} from "./cart-journey";

// The demo checkout page (/checkout): every field required by
// the browser only, the button with the subtotal, the summary, and an order "placed" by clearing
// the cart. None of it takes stock, so the journey uses variants with plenty of it.

const FIELDS: [label: string, value: string][] = [
  ["First name", "Ada"],
  ["Last name", "Lovelace"],
  ["Email", "ada@example.com"],
  ["Address", "12 Harbor Lane"],
  ["City", "Portland"],
  ["State", "OR"],
  ["ZIP", "97201"],
  ["Card number", "4242 4242 4242 4242"],
  ["MM/YY CVC", "12/30 123"],
];

const placeOrder = (page: Page) => main(page).getByRole("button", { name: /^Place Order • \$/ });

test("the server renders /checkout without the shopper's cart", async ({ page, request }) => {
  const html = await (await request.get("/checkout")).text();
  expect(html).toContain("<title>Checkout | Peyton &amp; Co.</title>");
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain("Loading your cart…");
  expect(html).not.toContain("Place Order");

  // A browser with a cart gets the same page from the server: the cart lives in its storage.
  const dress = await productVariants(request, "rosebud-velvet-party-dress");
  await addToCart(page, "rosebud-velvet-party-dress", dress.variants[0]!, dress.title);
  const served = await (await page.request.get("/checkout")).text();
  expect(served).not.toContain(dress.title);
  expect(served).not.toContain("Place Order");
  await page.goto("/checkout");
  await expect(main(page).getByText(dress.title)).toBeVisible();
});

test("with an empty cart the page says so and leads to the shop", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page).toHaveTitle("Checkout | Peyton & Co.");
  await expect(main(page).getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(placeOrder(page)).toHaveCount(0);
  await main(page).getByRole("link", { name: "Browse the shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("heading", { name: "Shop", level: 1 })).toBeVisible();
});

test("a shopper fills the demo checkout in and places the order", async ({ page, request }) => {
  const sweater = await productVariants(request, "cloud-puff-cable-sweater");
  const smallCream = sweater.variants.find((v) => v.title === "S / Cream")!;
  const dress = await productVariants(request, "rosebud-velvet-party-dress");

  await addToCart(page, "cloud-puff-cable-sweater", smallCream, sweater.title);
  await closeDrawer(page);
  await main(page).getByRole("button", { name: "Increase quantity" }).click();
  await main(page).getByRole("button", { name: "ADD TO CART", exact: true }).click();
  await expect(toast(page, "Added 2 item(s) to cart!")).toBeVisible();
  await closeDrawer(page);
  await addToCart(page, "rosebud-velvet-party-dress", dress.variants[0]!, dress.title);
  await expect(page.getByTestId("cart-count")).toHaveText("4");

  await page.goto("/checkout");
  await expect(page).toHaveTitle("Checkout | Peyton & Co.");
  const summary = main(page).getByRole("complementary", { name: "Order summary" });
  const lines = summary.getByRole("listitem");
  await expect(lines).toHaveCount(2);
  // Name, size in brackets if any, quantity, price times quantity. 3 × $58.00.
  const sweaterLine = lines.filter({ hasText: sweater.title });
  await expect(sweaterLine).toContainText(`${sweater.title} (S)`);
  await expect(sweaterLine).toContainText("Qty: 3");
  await expect(sweaterLine).toContainText("$174.00");
  // The dress comes in colours only: no size, no brackets.
  const dressLine = lines.filter({ hasText: dress.title });
  await expect(dressLine.getByText(dress.title, { exact: true })).toBeVisible();
  await expect(dressLine).toContainText("Qty: 1");
  await expect(dressLine).toContainText("$72.00");
  await expect(summary.getByTestId("checkout-subtotal")).toHaveText("$246.00");
  await expect(placeOrder(page)).toHaveText("Place Order • $246.00");

  // Every field has a visible label and is required by the browser; an empty form goes nowhere.
  for (const [label] of FIELDS) {
    const field = main(page).getByLabel(label, { exact: true });
    await expect(main(page).getByText(label, { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute("required", "");
  }
  await placeOrder(page).click();
  const firstName = main(page).getByLabel("First name", { exact: true });
  await expect(firstName).toBeFocused();
  expect(await firstName.evaluate((input) => input.matches(":invalid"))).toBe(true);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(toast(page, "Order placed (demo)")).toHaveCount(0);

  // No card or address checks, only presence.
  for (const [label, value] of FIELDS)
    await main(page).getByLabel(label, { exact: true }).fill(value);
  await placeOrder(page).click();

  await expect(toast(page, "Order placed (demo)")).toBeVisible();
  await expect(toast(page, "Thank you for shopping with Peyton & Co.!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Open cart", exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  expect(
    await page.evaluate(
      ([id, copy]) => [localStorage.getItem(id!), localStorage.getItem(copy!)],
      [CART_ID_KEY, LOCAL_CART_KEY],
    ),
  ).toEqual([null, null]);
  await page.getByRole("button", { name: "Open cart", exact: true }).click();
  await expect(emptyCartState(page)).toBeVisible();

  // Still empty after a reload: nothing was left behind to bring the old lines back.
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});
