import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  addToCart,
  CART_ID_KEY,
  cartDrawer,
  payAtHostedCheckout,
  productVariants,
  storedCartId,
  storefrontApi,
} from "./cart-journey";
import { signIn } from "./sign-in";

// While signed in the cart carries the customer (cartBuyerIdentityUpdate), so an order
// placed at the hosted checkout belongs to them and shows on the account page; signing out
// leaves that cart with the customer and the browser starts a fresh guest cart.

const CUSTOMER = "other@example.com";
const HANDLE = "raised-dining-duo";

async function cartCustomer(request: APIRequestContext, cartId: string) {
  const { cart } = await storefrontApi<{
    cart: { buyerIdentity: { customer: { email: string } | null } } | null;
  }>(request, `query($id: ID!) { cart(id: $id) { buyerIdentity { customer { email } } } }`, {
    id: cartId,
  });
  return cart?.buyerIdentity.customer?.email ?? null;
}

async function product(request: APIRequestContext) {
  const { title, variants } = await productVariants(request, HANDLE);
  const variant = variants.find((v) => (v.quantityAvailable ?? 0) > 2);
  if (!variant) throw new Error(`${HANDLE} has no stock left for this journey`);
  return { title, variant };
}

test(
  "an order placed at the hosted checkout while signed in is on the account page",
  { tag: "@smoke" },
  async ({ page, context, request }) => {
    const { title, variant } = await product(request);
    await signIn(page, CUSTOMER);
    await addToCart(page, HANDLE, variant, title);
    const cartId = await storedCartId(page);
    expect(cartId).toBeTruthy();
    await expect.poll(() => cartCustomer(request, cartId!)).toBe(CUSTOMER);

    // Without the provider's login cookie, only the cart's buyer identity can tie the order to
    // the customer.
    await context.clearCookies();
    await cartDrawer(page).getByRole("button", { name: "Checkout" }).click();
    await payAtHostedCheckout(page);
    const confirmation = await page.getByText(/Order #\d{4} · Confirmation/).textContent();
    const orderName = /Order (#\d{4})/.exec(confirmation ?? "")?.[1];
    expect(orderName).toBeTruthy();

    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
    await expect(page.getByTestId("order-card").first()).toContainText(orderName!);
  },
);

test("signing out leaves the customer's cart behind and starts a guest cart", async ({
  page,
  request,
}) => {
  const { title, variant } = await product(request);
  await signIn(page, CUSTOMER);
  await addToCart(page, HANDLE, variant, title);
  const customerCart = await storedCartId(page);
  await expect.poll(() => cartCustomer(request, customerCart!)).toBe(CUSTOMER);

  await page.goto("/account");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/" && url.port !== "");
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), CART_ID_KEY))
    .toBeNull();
  await page.getByRole("button", { name: /^Open cart/ }).click();
  await expect(cartDrawer(page).getByText("Your cart is empty")).toBeVisible();

  await addToCart(page, HANDLE, variant, title);
  const guestCart = await storedCartId(page);
  expect(guestCart).not.toBe(customerCart);
  expect(await cartCustomer(request, guestCart!)).toBeNull();
  // The customer's own cart still carries them.
  expect(await cartCustomer(request, customerCart!)).toBe(CUSTOMER);
});
