import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The product page: what it shows, its states, and the rules of adding to the cart.

const SWEATER = "/product/cloud-puff-cable-sweater";
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;
const main = (page: Page) => page.getByRole("main");
/** Options are visually hidden radios inside their labels; a shopper clicks the label. */
const chooseOption = (page: Page, name: RegExp) =>
  main(page)
    .locator("label")
    .filter({ has: page.getByRole("radio", { name }) })
    .click();
const addButton = (page: Page) => main(page).getByRole("button", { name: /ADD TO CART|SOLD OUT/ });
/** The cart drawer opens after an add; Continue Shopping closes it. */
async function continueShopping(page: Page) {
  const cart = page.getByRole("dialog", { name: "Your Cart" });
  await cart.getByRole("button", { name: "Continue Shopping" }).click();
  await expect(cart).toBeHidden();
}

test("the first response carries the product, its meta tags and structured data", async ({
  request,
}) => {
  const response = await request.get(SWEATER);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>Cloud Puff Cable Sweater | Peyton &amp; Co.</title>");
  expect(html).toMatch(/<h1[^>]*>Cloud Puff Cable Sweater<\/h1>/);
  expect(html).toMatch(/<meta name="description" content="A chunky, soft cable knit sweater/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/product\/cloud-puff/);
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/localhost:\d+\/cdn\/shop\/files/,
  );
  expect(html).toContain('name="twitter:card"');

  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { "@type": string; offers?: { availability: string }[] },
  );
  const product = blocks.find((b) => b["@type"] === "Product");
  expect(product?.offers).toHaveLength(9);
  // XS / Navy is sold out in the catalogue.
  expect(product?.offers?.map((o) => o.availability)).toContain("https://schema.org/OutOfStock");
  expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
});

test("an unknown handle is a 404 that reads Product not found", async ({ page, pageProblems }) => {
  pageProblems.expect(/status of 404 \(Not Found\)/);
  const response = await page.goto("/product/no-such-product", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
});

test("variants: first in stock chosen, sold out in red, quantity and totals", async ({ page }) => {
  await page.goto(SWEATER, { waitUntil: "networkidle" });
  await expect(page.getByTestId("variant-title")).toHaveText("XS / Pink");
  await expect(page.getByTestId("product-price")).toHaveText("$58.00");

  const increase = main(page).getByRole("button", { name: "Increase quantity" });
  await increase.click();
  await expect(page.getByTestId("quantity")).toHaveText("2");
  await expect(page.getByTestId("product-total")).toHaveText("Total: $116.00 ($58.00 per unit)");

  // XS / Navy has no stock: still choosable, but the button says so and nothing can be added.
  await chooseOption(page, /^Navy/);
  await expect(page.getByTestId("variant-title")).toHaveText("XS / Navy");
  await expect(page.getByTestId("quantity")).toHaveText("0");
  await expect(addButton(page)).toHaveText("SOLD OUT");
  await expect(addButton(page)).toBeDisabled();
  // Tailwind's red-700.
  await expect(addButton(page)).toHaveCSS("background-color", "oklch(0.505 0.213 27.518)");
  await expect(increase).toBeDisabled();

  // A new variant starts again at 1, and its image leads the gallery.
  await chooseOption(page, /^S$/);
  await expect(page.getByTestId("variant-title")).toHaveText("S / Navy");
  await expect(page.getByTestId("quantity")).toHaveText("1");
  await expect(addButton(page)).toHaveText("ADD TO CART");
  await expect(main(page).getByRole("button", { name: /Show image 3 of 7/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("quantity stops at the stock left", async ({ page }) => {
  // Airline-Ready Travel Carrier: a single variant with 3 in stock.
  await page.goto("/product/airline-ready-travel-carrier", { waitUntil: "networkidle" });
  await expect(page.getByTestId("variant-title")).toHaveCount(0);
  const increase = main(page).getByRole("button", { name: "Increase quantity" });
  await increase.click();
  await increase.click();
  await expect(page.getByTestId("quantity")).toHaveText("3");
  await expect(increase).toBeDisabled();
  await expect(main(page).getByRole("button", { name: "Decrease quantity" })).toBeEnabled();
});

test("adding to the cart follows the stock rules with the spec's messages", async ({ page }) => {
  await page.goto("/product/airline-ready-travel-carrier", { waitUntil: "networkidle" });
  const increase = main(page).getByRole("button", { name: "Increase quantity" });
  await increase.click();
  await addButton(page).click();
  await expect(page.getByText("Added 2 item(s) to cart!")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("boutique.cart-id"))).toMatch(
    /^gid:\/\/shopify\/Cart\//,
  );
  await continueShopping(page);
  await increase.click();
  await addButton(page).click();
  await expect(page.getByText("Only 1 more item(s) can be added to cart")).toBeVisible();
  const decrease = main(page).getByRole("button", { name: "Decrease quantity" });
  await decrease.click();
  await decrease.click();
  await expect(page.getByTestId("quantity")).toHaveText("1");
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await continueShopping(page);
  await addButton(page).click();
  await expect(
    page.getByText("This item is already at maximum quantity in your cart"),
  ).toBeVisible();
});

test("gallery: thumbnails, size chart, full screen with keyboard and focus return", async ({
  page,
}) => {
  await page.goto(SWEATER, { waitUntil: "networkidle" });
  const thumbs = main(page).getByRole("list", { name: "Cloud Puff Cable Sweater images" });
  await thumbs.getByRole("button", { name: /Show image 2 of 7/ }).click();
  await expect(thumbs.getByRole("button", { name: /Show image 2 of 7/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await main(page).getByRole("button", { name: "Show size chart" }).click();
  await expect(thumbs.getByRole("button", { name: /Show image 7 of 7/ })).toHaveAttribute(
    "aria-current",
    "true",
  );

  const opener = page.getByTestId("product-main-image");
  await opener.click();
  const gallery = page.getByRole("dialog");
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole("heading")).toContainText("7 / 7");
  // Looping: right from the last image is the first.
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByRole("heading")).toContainText("1 / 7");
  await page.keyboard.press("ArrowLeft");
  await expect(gallery.getByRole("heading")).toContainText("7 / 7");
  await expect(gallery.getByRole("button", { name: "Next image" })).toBeVisible({
    visible: !isMobile(page),
  });
  await expect(gallery.getByRole("list", { name: "Thumbnails" }).getByRole("button")).toHaveCount(
    7,
  );
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a swipe of more than 50 px changes the image", async ({ page }) => {
  test.skip(!isMobile(page), "Touch is the phone's way.");
  await page.goto(SWEATER, { waitUntil: "networkidle" });
  const box = (await page.getByTestId("product-main-image").boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const swipe = async (fromX: number, toX: number) => {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x: fromX, y }],
    });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: toX, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  const current = () =>
    main(page)
      .getByRole("list", { name: /images$/ })
      .locator('[aria-current="true"]');
  await swipe(300, 280); // 20 px: too short
  await expect(current()).toHaveAccessibleName(/Show image 1 of 7/);
  await swipe(300, 200);
  await expect(current()).toHaveAccessibleName(/Show image 2 of 7/);
  await swipe(100, 250);
  await expect(current()).toHaveAccessibleName(/Show image 1 of 7/);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("details: sanitised description, rich text and complete the look", async ({ page }) => {
  await page.goto(SWEATER, { waitUntil: "networkidle" });
  await expect(main(page).getByRole("link", { name: "merino" })).toHaveAttribute(
    "rel",
    "noopener noreferrer",
  );
  const details = main(page).getByRole("region", { name: "Additional Details" });
  await expect(details.getByRole("heading", { level: 3, name: "Why I love it" })).toBeVisible();
  await expect(details.locator("strong", { hasText: "Chunky cables" })).toBeVisible();

  const look = main(page).getByRole("region", { name: "Complete the Look" });
  await expect(look.getByRole("listitem")).toHaveCount(3);
  await look.getByRole("button", { name: "Add to Cart: Alpine Pom Beanie" }).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await continueShopping(page);
  await look.getByRole("link", { name: /Alpine Pom Beanie/ }).click();
  await expect(page).toHaveURL("/product/alpine-pom-beanie");
  await expect(page.getByRole("heading", { level: 1, name: "Alpine Pom Beanie" })).toBeVisible();
  await expect(page).toHaveTitle("Alpine Pom Beanie | Peyton & Co.");
});

test("the back crumb names the origin and returns there", async ({ page }) => {
  await page.goto(SWEATER, { waitUntil: "networkidle" });
  await expect(
    main(page).getByRole("navigation", { name: "Breadcrumb" }).getByRole("button"),
  ).toHaveText("Back");
  await main(page).getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL("/shop");

  await main(page).getByRole("link", { name: "Lavender Bunny Plush" }).click();
  const crumbs = main(page).getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("button", { name: "Shop" })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Lavender Bunny Plush");
  await crumbs.getByRole("button", { name: "Shop" }).click();
  await expect(page).toHaveURL("/shop");
});

test("a product page reached from the shop hydrates cleanly when reloaded", async ({ page }) => {
  // The server cannot see the navigation state that names the crumb; the page must still
  // hydrate without a mismatch (the fixture fails the test on React's console error).
  await page.goto("/shop", { waitUntil: "networkidle" });
  await main(page).getByRole("link", { name: "Lavender Bunny Plush" }).click();
  const crumbs = main(page).getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("button", { name: "Shop" })).toBeVisible();
  await page.reload({ waitUntil: "networkidle" });
  await expect(crumbs.getByRole("button", { name: "Shop" })).toBeVisible();
});

test("a client navigation shows the product skeleton", async ({ page }) => {
  await page.goto("/shop", { waitUntil: "networkidle" });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/*/graphql.json", async (route) => {
    await held;
    await route.continue();
  });
  await main(page).getByRole("link", { name: "Lavender Bunny Plush" }).click();
  await expect(page.getByRole("status", { name: "Loading product" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Lavender Bunny Plush" })).toBeVisible();
});
