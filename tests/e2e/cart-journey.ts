import type { APIRequestContext, BrowserContext, Page, Request, Route } from "@playwright/test";
import { expect } from "./fixtures";
import { PROVIDER_PORT } from "./ports";

// What the cart robustness journeys share: the products they add, the drawer as a shopper reads
// it, the browser's stored cart, and the provider's Storefront API asked directly.

/** app/features/cart/lib/cart-id-storage.ts and local-cart-copy.ts. */
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

export const cartDrawer = (page: Page) => page.getByRole("dialog", { name: "Your Cart" });
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

export async function closeDrawer(page: Page) {
  await cartDrawer(page).getByRole("button", { name: "Continue Shopping" }).click();
  await expect(cartDrawer(page)).toBeHidden();
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

const PROVIDER_GRAPHQL = `http://localhost:${PROVIDER_PORT}/api/2026-04/graphql.json`;
const TOKEN = "boutique-local-storefront-token-2025";

export async function storefrontApi<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(PROVIDER_GRAPHQL, {
    headers: { "x-shopify-storefront-access-token": TOKEN },
    data: { query, variables },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

export interface ProviderCart {
  checkoutUrl: string;
  lines: { handle: string; quantity: number }[];
}

/** The cart as the provider holds it, or null when it says the cart does not exist. */
export async function providerCart(
  request: APIRequestContext,
  id: string | null,
): Promise<ProviderCart | null> {
  expect(id).toMatch(CART_GID);
  const { cart } = await storefrontApi<{
    cart: {
      checkoutUrl: string;
      lines: {
        nodes: { quantity: number; merchandise: { product: { handle: string } } }[];
      };
    } | null;
  }>(
    request,
    `query($id: ID!) { cart(id: $id) { checkoutUrl lines(first: 50) { nodes { quantity
      merchandise { ... on ProductVariant { product { handle } } } } } } }`,
    { id },
  );
  if (!cart) return null;
  return {
    checkoutUrl: cart.checkoutUrl,
    lines: cart.lines.nodes.map((n) => ({
      handle: n.merchandise.product.handle,
      quantity: n.quantity,
    })),
  };
}

/** The provider's lines of a cart, sorted by handle (its order is not the point). */
export async function providerLines(request: APIRequestContext, id: string | null) {
  const cart = await providerCart(request, id);
  return cart ? [...cart.lines].sort((a, b) => a.handle.localeCompare(b.handle)) : null;
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

/** Pays for a cart at the provider's hosted checkout, in a page of its own. */
export async function payAtCheckout(page: Page, checkoutUrl: string) {
  await page.goto(checkoutUrl);
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Address", { exact: true }).fill("12 Harbor Lane");
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("State").selectOption("OR");
  await page.getByLabel("ZIP code").fill("97201");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration date (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay now/ }).click();
  await expect(page.getByRole("heading", { name: "Thank you, Ada!", level: 1 })).toBeVisible();
}
