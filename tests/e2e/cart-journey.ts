import type { APIRequestContext, BrowserContext, Page, Request, Route } from "@playwright/test";
import { CHECKOUT_FORM } from "../../provider/testing/checkout-form";
import { expect } from "./fixtures";
import { PROVIDER_PORT } from "./ports";

// What the cart and checkout journeys do as a shopper (open a product, pick its options, add it,
// read the drawer, pay at the hosted checkout), what they read of the browser's stored cart, and
// what they ask the provider's Storefront API directly: the stock left, and a cart's lines as
// another tab or device on the same cart would see them.

export const PROVIDER = `http://localhost:${PROVIDER_PORT}`;

/** The keys the cart keeps in localStorage: its id, and its copy for the next page's first paint. */
export const CART_ID_KEY = "boutique.cart-id";
export const LOCAL_CART_KEY = "boutique.cart";
export const CART_GID = /^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[A-Za-z0-9_-]+$/;
export const OFFLINE_NOTICE =
  "We can't reach the shop right now. Your cart is saved, and we'll bring it up to date as soon as we can.";

export interface Item {
  handle: string;
  name: string;
}

// Tracked single-variant products with plenty of stock (the journeys share one provider
// database, and only placing an order takes stock), plus the low-stock ones of the stock case.
export const SNUFFLE_MAT: Item = { handle: "snuffle-mat-meadow", name: "Meadow Snuffle Mat" };
export const DINING_DUO: Item = { handle: "raised-dining-duo", name: "Raised Dining Duo" };
export const AVOCADO: Item = { handle: "plush-avocado-duo", name: "Avocado Halves Plush" };
export const TREAT_POUCH: Item = { handle: "walkies-treat-pouch", name: "Walkies Treat Pouch" };
export const NAP_CUSHION: Item = {
  handle: "orthopedic-nap-cushion",
  name: "Orthopedic Nap Cushion",
};
/** One variant, 3 in stock in the catalogue. */
export const TRAVEL_CARRIER: Item = {
  handle: "airline-ready-travel-carrier",
  name: "Airline-Ready Travel Carrier",
};
/** Pink, the first variant, 5 in stock in the catalogue. */
export const SATIN_BOWS: Item = { handle: "satin-bow-duo", name: "Satin Bow Duo" };

export const main = (page: Page) => page.getByRole("main");
export const cartDrawer = (page: Page) => page.getByRole("dialog", { name: "Your Cart" });

/** A toast (Sonner) holding this text; the drawer's live region may say the same words. */
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The open drawer's empty state (its live region may announce the same words). */
export const emptyCartState = (page: Page) =>
  cartDrawer(page).locator("p:not([role='status'])").filter({ hasText: "Your cart is empty" });
export const badge = (page: Page) => page.getByTestId("cart-count");
export const addButton = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: "ADD TO CART", exact: true });

export async function openProduct(page: Page, item: Item) {
  await page.goto(`/product/${item.handle}`, { waitUntil: "networkidle" });
  await expect(addButton(page)).toBeEnabled();
}

export async function openDrawer(page: Page) {
  await page.getByRole("button", { name: /^Open cart/ }).click();
  await expect(cartDrawer(page)).toBeVisible();
}

/** Continue Shopping closes the drawer. */
export async function closeDrawer(page: Page) {
  await cartDrawer(page).getByRole("button", { name: "Continue Shopping" }).click();
  await expect(cartDrawer(page)).toBeHidden();
}

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

/** The drawer (open) lists exactly these lines, each once, with these quantities. */
export async function expectDrawerLines(page: Page, lines: { item: Item; quantity: number }[]) {
  const list = cartDrawer(page).getByRole("list", { name: "Items in your cart" });
  await expect(list.getByRole("listitem")).toHaveCount(lines.length);
  for (const { item, quantity } of lines) {
    const line = list
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: item.name, exact: true }) });
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId("line-quantity")).toHaveText(
      `Quantity of ${item.name}: ${quantity}`,
    );
  }
}

/**
 * The drawer (open, with lines) shows no change on its way: every add, update and read has had
 * its answer. A toast can be an earlier one, and an add to a line already in the cart shows at
 * once, so this is what says the provider holds what the drawer shows.
 */
export async function expectCartIdle(page: Page) {
  const list = cartDrawer(page).getByRole("list", { name: "Items in your cart" });
  await expect(list).toHaveAttribute("aria-busy", "false");
  await expect(list.locator("[data-pending]")).toHaveCount(0);
}

export const storedCartId = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), CART_ID_KEY);
export const storedCopy = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), LOCAL_CART_KEY);

// ---- the page's requests to the Storefront API -------------------------------------------------

const GRAPHQL_GLOB = "**/api/*/graphql.json";

/** The operation a request to the Storefront API carries (`Cart`, `CartLinesAdd`, ...). */
export function operationOf(request: Request): string | null {
  if (request.method() !== "POST" || !request.url().endsWith("/graphql.json")) return null;
  try {
    const body = request.postDataJSON() as { query?: string } | null;
    return /^\s*(?:query|mutation)\s+(\w+)/.exec(body?.query ?? "")?.[1] ?? null;
  } catch {
    return null;
  }
}

export const variablesOf = (request: Request) =>
  (request.postDataJSON() as { variables: Record<string, unknown> }).variables;

/** Routes the page's requests for one operation to `handler`; returns the route's removal. */
export async function onOperation(
  page: Page,
  name: string,
  handler: (route: Route) => Promise<void>,
) {
  const route = async (r: Route) => {
    if (operationOf(r.request()) === name) await handler(r);
    else await r.fallback();
  };
  await page.route(GRAPHQL_GLOB, route);
  return () => page.unroute(GRAPHQL_GLOB, route);
}

/** The cart operations the page sends from now on, in order, with their variables. */
export function recordOperations(target: Page | BrowserContext) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const record = (request: Request) => {
    const name = operationOf(request);
    if (name?.startsWith("Cart")) sent.push({ name, variables: variablesOf(request) });
  };
  if ("context" in target) target.on("request", record);
  else target.on("request", record);
  return {
    sent,
    names: () => sent.map((s) => s.name),
    count: (name: string) => sent.filter((s) => s.name === name).length,
  };
}

// ---- the provider, asked directly -----------------------------------------------------------

const STOREFRONT_API = `${PROVIDER}/api/2026-04/graphql.json`;
const TOKEN = "boutique-local-storefront-token-2025";

/** Asks the provider's Storefront API, as the storefront does; any error fails the journey. */
export async function storefrontApi<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(STOREFRONT_API, {
    headers: { "x-shopify-storefront-access-token": TOKEN },
    data: { query, variables },
  });
  expect(response.status(), await response.text()).toBe(200);
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
  const { product } = await storefrontApi<{
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

export interface ProviderCart {
  checkoutUrl: string;
  lines: { id: string; handle: string; quantity: number }[];
}

/**
 * The cart as the provider holds it right now, or null when it says the cart does not exist
 * (checked out, or expired).
 */
export async function providerCart(
  request: APIRequestContext,
  id: string | null,
): Promise<ProviderCart | null> {
  expect(id).toMatch(CART_GID);
  const { cart } = await storefrontApi<{
    cart: {
      checkoutUrl: string;
      lines: {
        nodes: { id: string; quantity: number; merchandise: { product: { handle: string } } }[];
      };
    } | null;
  }>(
    request,
    `query($id: ID!) { cart(id: $id) { checkoutUrl lines(first: 100) { nodes { id quantity
      merchandise { ... on ProductVariant { product { handle } } } } } } }`,
    { id },
  );
  if (!cart) return null;
  return {
    checkoutUrl: cart.checkoutUrl,
    lines: cart.lines.nodes.map((n) => ({
      id: n.id,
      handle: n.merchandise.product.handle,
      quantity: n.quantity,
    })),
  };
}

/** The provider's lines of a cart, sorted by handle (its order is not the point). */
export async function providerLines(request: APIRequestContext, id: string | null) {
  const cart = await providerCart(request, id);
  return cart
    ? cart.lines
        .map(({ handle, quantity }) => ({ handle, quantity }))
        .sort((a, b) => a.handle.localeCompare(b.handle))
    : null;
}

/** The stock the provider reports now for a product's first variant. */
export async function currentStock(request: APIRequestContext, item: Item) {
  const { product } = await storefrontApi<{
    product: { variants: { nodes: { quantityAvailable: number }[] } };
  }>(
    request,
    `query($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { quantityAvailable } } } }`,
    { handle: item.handle },
  );
  return product.variants.nodes[0]!.quantityAvailable;
}

// ---- the provider's hosted checkout ----------------------------------------------------------

/**
 * Fills the hosted checkout's form in as a shopper does, paying with `card`; `null` when gift
 * cards pay the whole order (the checkout then asks for no card).
 */
export async function fillCheckout(page: Page, card: string | null = CHECKOUT_FORM.cardNumber) {
  await page.getByLabel("Email").fill(CHECKOUT_FORM.email);
  await page.getByLabel("First name").fill(CHECKOUT_FORM.firstName);
  await page.getByLabel("Last name").fill(CHECKOUT_FORM.lastName);
  await page.getByLabel("Address", { exact: true }).fill(CHECKOUT_FORM.address1);
  await page.getByLabel("City").fill(CHECKOUT_FORM.city);
  await page.getByLabel("State").selectOption(CHECKOUT_FORM.state);
  await page.getByLabel("ZIP code").fill(CHECKOUT_FORM.zip);
  if (card === null) {
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    return;
  }
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiration date (MM/YY)").fill(CHECKOUT_FORM.cardExpiry);
  await page.getByLabel("Security code").fill(CHECKOUT_FORM.cardCvc);
}

/**
 * Pays at the hosted checkout this page shows, with the card that always goes through (none
 * when `byCard` is false: the cart's gift cards pay it all).
 */
export async function payAtHostedCheckout(page: Page, { byCard = true } = {}) {
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await fillCheckout(page, byCard ? CHECKOUT_FORM.cardNumber : null);
  await page.getByRole("button", { name: byCard ? /^Pay now/ : "Place order" }).click();
  await expect(
    page.getByRole("heading", { name: `Thank you, ${CHECKOUT_FORM.firstName}!`, level: 1 }),
  ).toBeVisible();
}

/** Pays for a cart at the provider's hosted checkout, in a page of its own. */
export async function payAtCheckout(page: Page, checkoutUrl: string) {
  await page.goto(checkoutUrl);
  await payAtHostedCheckout(page);
}
