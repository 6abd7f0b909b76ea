import type { APIRequestContext, Page } from "@playwright/test";
import { CHECKOUT_FORM } from "../../provider/testing/checkout-form";
import { expect } from "./fixtures";
import { PROVIDER_PORT } from "./ports";

// What the checkout journeys do as a shopper (pick options, add, pay at the hosted checkout),
// and what they ask the provider directly: the stock left, and a cart's lines, as another tab
// or device on the same cart would see them.

export const PROVIDER = `http://localhost:${PROVIDER_PORT}`;
const STOREFRONT_API = `${PROVIDER}/api/2026-04/graphql.json`;
const TOKEN = "boutique-local-storefront-token-2025";

/** The storage keys of app/features/cart/lib (cart-id-storage.ts, local-cart-copy.ts). */
export const CART_ID_KEY = "boutique.cart-id";
export const LOCAL_CART_KEY = "boutique.cart";

export const main = (page: Page) => page.getByRole("main");
export const cartDrawer = (page: Page) => page.getByRole("dialog", { name: "Your Cart" });

export async function storefront<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(STOREFRONT_API, {
    headers: { "x-shopify-storefront-access-token": TOKEN },
    data: { query, variables },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors, "Storefront API errors").toBeUndefined();
  return body.data;
}

export interface Variant {
  id: string;
  title: string;
  price: number;
  quantityAvailable: number | null;
  selectedOptions: { name: string; value: string }[];
}

export async function productVariants(request: APIRequestContext, handle: string) {
  const { product } = await storefront<{
    product: {
      title: string;
      variants: {
        nodes: (Omit<Variant, "price"> & { price: { amount: string } })[];
      };
    };
  }>(
    request,
    `query($handle: String!) { product(handle: $handle) { title variants(first: 20) { nodes {
      id title quantityAvailable price { amount } selectedOptions { name value } } } } }`,
    { handle },
  );
  return {
    title: product.title,
    variants: product.variants.nodes.map((v) => ({ ...v, price: Number(v.price.amount) })),
  };
}

/** The cart as the provider holds it right now (null once checked out or expired). */
export async function providerCart(request: APIRequestContext, cartId: string) {
  const { cart } = await storefront<{
    cart: { checkoutUrl: string; lines: { nodes: { id: string; quantity: number }[] } } | null;
  }>(
    request,
    `query($id: ID!) { cart(id: $id) { checkoutUrl lines(first: 100) { nodes { id quantity } } } }`,
    { id: cartId },
  );
  return cart;
}

export const storedCartId = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), CART_ID_KEY);

/** Options are visually hidden radios inside their labels; a shopper clicks the label. */
export async function chooseVariant(page: Page, variant: Variant) {
  for (const { value } of variant.selectedOptions) {
    if (value === "Default Title") continue;
    await main(page)
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: value, exact: true }) })
      .click();
  }
  if (variant.title !== "Default Title") {
    await expect(page.getByTestId("variant-title")).toHaveText(variant.title);
  }
}

/**
 * Opens the product page, picks the variant and adds it; the drawer opens with its line, and
 * the add is done once its toast shows (before that the line is only the page's promise).
 */
export async function addToCart(
  page: Page,
  handle: string,
  variant: Variant,
  productTitle: string,
) {
  await page.goto(`/product/${handle}`, { waitUntil: "networkidle" });
  await chooseVariant(page, variant);
  await main(page).getByRole("button", { name: "ADD TO CART", exact: true }).click();
  await expect(cartDrawer(page).getByRole("link", { name: productTitle })).toBeVisible();
  await expect(toast(page, "Added to cart!")).toBeVisible();
}

/** Spec §2: Continue Shopping closes the drawer. */
export async function continueShopping(page: Page) {
  await cartDrawer(page).getByRole("button", { name: "Continue Shopping" }).click();
  await expect(cartDrawer(page)).toBeHidden();
}

/** Pays at the provider's hosted checkout with the card that always goes through. */
export async function payAtHostedCheckout(page: Page) {
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(CHECKOUT_FORM.email);
  await page.getByLabel("First name").fill(CHECKOUT_FORM.firstName);
  await page.getByLabel("Last name").fill(CHECKOUT_FORM.lastName);
  await page.getByLabel("Address", { exact: true }).fill(CHECKOUT_FORM.address1);
  await page.getByLabel("City").fill(CHECKOUT_FORM.city);
  await page.getByLabel("State").selectOption(CHECKOUT_FORM.state);
  await page.getByLabel("ZIP code").fill(CHECKOUT_FORM.zip);
  await page.getByLabel("Card number").fill(CHECKOUT_FORM.cardNumber);
  await page.getByLabel("Expiration date (MM/YY)").fill(CHECKOUT_FORM.cardExpiry);
  await page.getByLabel("Security code").fill(CHECKOUT_FORM.cardCvc);
  await page.getByRole("button", { name: /^Pay now/ }).click();
  await expect(
    page.getByRole("heading", { name: `Thank you, ${CHECKOUT_FORM.firstName}!`, level: 1 }),
  ).toBeVisible();
}

/** A toast (Sonner) holding this text; the drawer's live region may say the same words. */
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The open drawer's empty state (its live region may announce the same words). */
export const emptyCartState = (page: Page) =>
  cartDrawer(page).locator("p:not([role='status'])").filter({ hasText: "Your cart is empty" });
