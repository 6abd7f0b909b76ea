import type { APIRequestContext, Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { STOREFRONT_PORT } from "./ports";
import {
  addToCart,
  CART_ID_KEY,
  cartDrawer,
  chooseVariant,
  closeDrawer,
  emptyCartState,
  LOCAL_CART_KEY,
  main,
  payAtHostedCheckout,
  PROVIDER,
  productVariants,
  providerCart,
  storedCartId,
  storefrontApi,
  toast,
  type Variant,
} from "./cart-journey";

// The whole sale as a shopper makes it (the cart drawer, its checkout button, the hosted
// checkout), and the checkout button's messages. The add-to-cart messages ("Added to cart!",
// "Added {n} item(s) to cart!", "Only {n} more item(s)…", "…already at maximum quantity…") are
// journeyed in product.spec.ts; "Failed to add to cart" is here.

const STOREFRONT = `http://localhost:${STOREFRONT_PORT}`;
const GRAPHQL = `${PROVIDER}/api/2026-04/graphql.json`;

/**
 * Variants with little stock, in products no other journey counts on. The provider's database
 * is shared by every journey of a run and each sale here buys a variant's whole stock, so the
 * one with the least stock left (at least two) is read from the provider when the test starts.
 */
const LOW_STOCK = [
  "rosebud-velvet-party-dress",
  "teddy-fleece-hoodie",
  "maple-leaf-fair-isle-sweater",
  "satin-bow-duo",
  "hand-stitched-leather-collar",
];

async function lowStockVariant(request: APIRequestContext) {
  let best: { handle: string; title: string; variant: Variant } | null = null;
  for (const handle of LOW_STOCK) {
    const product = await productVariants(request, handle);
    for (const variant of product.variants) {
      const stock = variant.quantityAvailable;
      if (stock === null || stock < 2 || stock > 8) continue;
      if (!best || stock < best.variant.quantityAvailable!) {
        best = { handle, title: product.title, variant };
      }
    }
  }
  if (!best) throw new Error("No variant with 2 to 8 left in stock among the low-stock products");
  return best;
}

/** Records, in every document, whether the header's badge ever showed a count. */
const watchBadge = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { badgeSeen: boolean };
    w.badgeSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="cart-count"]')) w.badgeSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });

const badgeSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { badgeSeen: boolean }).badgeSeen);

/** Holds the Storefront API's Cart queries until `release` is called. */
async function holdCartReads(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(GRAPHQL, async (route) => {
    if (isCartQuery(route)) await released;
    await route.fallback();
  });
  return release;
}

const isCartQuery = (route: Route) =>
  /query Cart\(/.test((route.request().postDataJSON() as { query?: string } | null)?.query ?? "");

async function expectEmptyCart(page: Page) {
  await expect(page.getByRole("button", { name: "Open cart", exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await page.getByRole("button", { name: "Open cart", exact: true }).click();
  await expect(emptyCartState(page)).toBeVisible();
  await expect(cartDrawer(page).getByRole("listitem")).toHaveCount(0);
}

test(
  "the whole sale: shop, product, variant, quantity to the stock, pay, and back to an empty cart",
  { tag: "@smoke" },
  async ({ page, request, pageProblems }) => {
    // Going back through the hosted checkout of a cart already paid for: the provider answers 410.
    pageProblems.expect(/status of 410 \(Gone\)/);
    const { handle, title, variant } = await lowStockVariant(request);
    const stock = variant.quantityAvailable!;
    const shopSearch = new RegExp(`^${STOREFRONT}/shop\\?search=`);
    await watchBadge(page);

    // The shop pages through the whole catalogue, so the shopper searches for the product by name.
    await page.goto(`/shop?search=${encodeURIComponent(title)}`, { waitUntil: "networkidle" });
    await main(page).getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(`${STOREFRONT}/product/${handle}`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await chooseVariant(page, variant);
    await main(page).getByRole("button", { name: "ADD TO CART", exact: true }).click();

    const cart = cartDrawer(page);
    await expect(cart).toBeVisible();
    await expect(toast(page, "Added to cart!")).toBeVisible();
    await expect(cart.getByRole("link", { name: title })).toBeVisible();
    await expect(cart.getByText(variant.title, { exact: true })).toBeVisible();

    // Up to the variant's stock, and no further (increment disabled at quantityAvailable).
    const increase = cart.getByRole("button", { name: `Increase quantity of ${title}` });
    for (let quantity = 2; quantity <= stock; quantity += 1) {
      await increase.click();
      await expect(cart.getByTestId("line-quantity")).toContainText(String(quantity));
    }
    await expect(increase).toBeDisabled();
    await expect(cart.getByRole("status")).toHaveText(`Quantity of ${title} updated to ${stock}.`);
    await expect(page.getByTestId("cart-count")).toHaveText(String(stock));
    await expect(cart.getByTestId("cart-subtotal")).toHaveText(
      `$${(variant.price * stock).toFixed(2)}`,
    );
    await expect(increase).toBeDisabled();

    // Back to the shop (the breadcrumb goes back in history), and checkout from there.
    await closeDrawer(page);
    await main(page).getByRole("button", { name: "Shop", exact: true }).click();
    await expect(page).toHaveURL(shopSearch);
    await page.getByRole("button", { name: `Open cart, ${stock} items` }).click();
    await expect(cart.getByTestId("line-quantity")).toContainText(String(stock));

    // Checkout: the cart is read anew first. Held here, the shopper who reopens the cart sees
    // the button busy; then the browser goes to the hosted checkout, signed-in flag set.
    const release = await holdCartReads(page);
    await cart.getByRole("button", { name: "Checkout" }).click();
    await expect(cart).toBeHidden();
    await page.getByRole("button", { name: `Open cart, ${stock} items` }).click();
    await expect(cart.getByRole("button", { name: "Creating Checkout..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL(
      new RegExp(`^${PROVIDER}/cart/c/[^?]+\\?key=[^&]+&logged_in=true$`),
    );
    await page.unrouteAll();

    await expect(page.getByText(title).first()).toBeVisible();
    await payAtHostedCheckout(page);
    await expect(page.getByText(/Order #\d{4} · Confirmation/)).toBeVisible();

    // The order page leads back to the shop, where the paid cart is gone: never the old lines.
    await page.getByRole("link", { name: "Continue shopping" }).click();
    await expect(page).toHaveURL(`${STOREFRONT}/`);
    await page.waitForLoadState("networkidle");
    await expectEmptyCart(page);
    expect(await badgeSeen(page), "the badge showed the paid cart's count").toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_ID_KEY)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_CART_KEY)).toBeNull();

    // Back from the order page into the shop (through the hosted checkout, which now says the
    // cart was paid for): the shop page reads the cart anew and finds it gone. Playwright's
    // Chromium has no back/forward cache ("BackForwardCacheDisabledForDelegate" even without
    // --disable-back-forward-cache), so the shop is loaded again here; a page restored from that
    // cache re-reads on `pageshow`, which the cart engine's recovery tests cover
    // (app/features/cart/engine/cart-engine-recovery.test.ts).
    await page.goBack();
    await expect(page).toHaveURL(/\/orders\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/cart\/c\//);
    await expect(page.getByRole("heading", { name: /already been checked out/ })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(shopSearch);
    await page.waitForLoadState("networkidle");
    expect(await badgeSeen(page), "the badge showed the paid cart's count").toBe(false);
    await expectEmptyCart(page);
  },
);

test.describe("the checkout button's messages", () => {
  const TRENCH = "tiny-trench-coat";

  /** A trench coat variant with plenty of stock (the journeys here pay for one at most). */
  async function addTrenchCoat(page: Page, request: APIRequestContext) {
    const product = await productVariants(request, TRENCH);
    const variant = product.variants.find((v) => (v.quantityAvailable ?? 0) >= 10)!;
    await addToCart(page, TRENCH, variant, product.title);
    return product.title;
  }

  async function pressCheckout(page: Page) {
    const cart = cartDrawer(page);
    if (!(await cart.isVisible())) await page.getByRole("button", { name: /^Open cart/ }).click();
    await cart.getByRole("button", { name: "Checkout" }).click();
  }

  /** After a refusal the shopper stays, and the button is idle again. */
  async function expectIdleAgain(page: Page) {
    await expect(page).toHaveURL(new RegExp(`^${STOREFRONT}/`));
    await page.getByRole("button", { name: /^Open cart/ }).click();
    const cart = cartDrawer(page);
    await expect(cart).toBeVisible();
    return cart;
  }

  test("Failed to add to cart: the add's request fails and the line goes away", async ({
    page,
    request,
    pageProblems,
  }) => {
    pageProblems.expect(/Failed to add to cart/, /net::ERR_FAILED/);
    const product = await productVariants(request, TRENCH);
    const variant = product.variants[0]!;
    await page.goto(`/product/${TRENCH}`, { waitUntil: "networkidle" });
    await page.route(GRAPHQL, (route) =>
      /cartCreate/.test(route.request().postData() ?? "") ? route.abort() : route.fallback(),
    );
    await chooseVariant(page, variant);
    await main(page).getByRole("button", { name: "ADD TO CART", exact: true }).click();
    await expect(toast(page, "Failed to add to cart")).toBeVisible();
    await expect(emptyCartState(page)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    expect(await storedCartId(page)).toBeNull();

    // The shop answers again: the same button adds the line.
    await page.unrouteAll();
    await closeDrawer(page);
    await main(page).getByRole("button", { name: "ADD TO CART", exact: true }).click();
    await expect(toast(page, "Added to cart!")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });

  test("Your cart is empty: the cart was emptied elsewhere while this page showed its lines", async ({
    page,
    request,
  }) => {
    // The checkout button is not shown for an empty cart, so this is the way a
    // shopper meets the message: another tab or device removed the lines.
    const title = await addTrenchCoat(page, request);
    const cartId = (await storedCartId(page))!;
    const lines = (await providerCart(request, cartId))!.lines;
    await storefrontApi(
      request,
      `mutation($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { id } userErrors { message } } }`,
      { cartId, lineIds: lines.map((line) => line.id) },
    );
    await expect(cartDrawer(page).getByRole("link", { name: title })).toBeVisible();

    await pressCheckout(page);
    await expect(toast(page, "Your cart is empty")).toBeVisible();
    await expectIdleAgain(page);
    await expect(emptyCartState(page)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
  });

  test("Cart not found: lines from the local copy, but no stored cart id", async ({
    page,
    request,
  }) => {
    const title = await addTrenchCoat(page, request);
    await page.evaluate((key) => localStorage.removeItem(key), CART_ID_KEY);
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.getByRole("button", { name: "Open cart, 1 item" }).click();
    await expect(cartDrawer(page).getByRole("link", { name: title })).toBeVisible();

    await pressCheckout(page);
    await expect(toast(page, "Cart not found. Please try adding items again.")).toBeVisible();
    const cart = await expectIdleAgain(page);
    // The lines stay: the next add makes a cart and takes them along.
    await expect(cart.getByRole("link", { name: title })).toBeVisible();
    await expect(cart.getByRole("button", { name: "Checkout" })).toBeEnabled();
  });

  test("Cart expired: the cart was paid for in another browser, and is cleared", async ({
    page,
    request,
    browser,
  }) => {
    const title = await addTrenchCoat(page, request);
    const cartId = (await storedCartId(page))!;
    const { checkoutUrl } = (await providerCart(request, cartId))!;

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto(checkoutUrl);
      await payAtHostedCheckout(other);
    } finally {
      await elsewhere.close();
    }
    expect(await providerCart(request, cartId)).toBeNull();
    await expect(cartDrawer(page).getByRole("link", { name: title })).toBeVisible();

    await pressCheckout(page);
    await expect(toast(page, "Cart expired. Please try adding items again.")).toBeVisible();
    await expectIdleAgain(page);
    await expect(emptyCartState(page)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    expect(await storedCartId(page)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_CART_KEY)).toBeNull();
  });

  test("Failed to get checkout URL: a checkout URL on another host is not followed", async ({
    page,
    request,
  }) => {
    await addTrenchCoat(page, request);
    await page.route(GRAPHQL, async (route) => {
      if (!isCartQuery(route)) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { cart: { checkoutUrl: string } } };
      body.data.cart.checkoutUrl = "https://evil.test/cart/c/stolen?key=secret";
      await route.fulfill({ response, json: body });
    });
    await pressCheckout(page);
    await expect(toast(page, "Failed to get checkout URL")).toBeVisible();
    const cart = await expectIdleAgain(page);
    await expect(cart.getByRole("button", { name: "Checkout" })).toBeEnabled();
  });

  test("Failed to create checkout: the cart could not be read", async ({ page, request }) => {
    await addTrenchCoat(page, request);
    await page.route(GRAPHQL, (route) =>
      isCartQuery(route)
        ? route.fulfill({ json: { errors: [{ message: "Cart reads are paused" }] } })
        : route.fallback(),
    );
    await pressCheckout(page);
    await expect(toast(page, "Failed to create checkout: Cart reads are paused")).toBeVisible();
    const cart = await expectIdleAgain(page);
    await expect(cart.getByRole("button", { name: "Checkout" })).toBeEnabled();
  });
});
