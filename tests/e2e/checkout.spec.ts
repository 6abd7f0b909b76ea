import type { APIRequestContext } from "@playwright/test";
import { CHECKOUT_FORM } from "../../provider/testing/checkout-form";
import { fillCheckout, storefrontApi } from "./cart-journey";
import { expect, test } from "./fixtures";
import { STOREFRONT_PORT } from "./ports";

// The provider's hosted checkout on its own: a shopper with a cart pays and sees the order's
// status page; a declined card is told so and keeps what they typed. The cart is made through
// the Storefront API, as the storefront makes it, so these journeys start at the checkout.

async function cartWithSweater(request: APIRequestContext): Promise<string> {
  const { product } = await storefrontApi<{
    product: { variants: { nodes: { id: string; availableForSale: boolean }[] } };
  }>(
    request,
    `query { product(handle: "cloud-puff-cable-sweater") { variants(first: 20) { nodes { id availableForSale } } } }`,
  );
  const variant = product.variants.nodes.find((v) => v.availableForSale)!;
  const { cartCreate } = await storefrontApi<{ cartCreate: { cart: { checkoutUrl: string } } }>(
    request,
    `mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { checkoutUrl } } }`,
    { lines: [{ merchandiseId: variant.id, quantity: 1 }] },
  );
  return cartCreate.cart.checkoutUrl;
}

test("a shopper pays at checkout and sees the order's status page", async ({ page, request }) => {
  await page.goto(await cartWithSweater(request));
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expect(page.getByText("Cloud Puff Cable Sweater").first()).toBeVisible();

  await fillCheckout(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay now/ }).click();

  await expect(page.getByRole("heading", { name: "Thank you, Ada!", level: 1 })).toBeVisible();
  await expect(page.getByText(/Order #\d{4} · Confirmation/)).toBeVisible();
  await expect(page.getByText(CHECKOUT_FORM.address1)).toBeVisible();

  await page.getByRole("link", { name: "Continue shopping" }).click();
  await expect(page).toHaveURL(`http://localhost:${STOREFRONT_PORT}/`);
});

test("a declined card is refused with a clear message and the form keeps its values", async ({
  page,
  request,
  pageProblems,
}) => {
  // The form comes back with the 402 that says why, which the browser notes in its console.
  pageProblems.expect(/status of 402 \(Payment Required\)/);
  await page.goto(await cartWithSweater(request));
  await fillCheckout(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay now/ }).click();

  await expect(page.getByRole("alert")).toHaveText("Your card was declined. Try a different card.");
  await expect(page.getByLabel("Card number")).toHaveAccessibleDescription(
    "Your card was declined. Try a different card.",
  );
  await expect(page.getByLabel("Email")).toHaveValue(CHECKOUT_FORM.email);
  await expect(page.getByLabel("City")).toHaveValue(CHECKOUT_FORM.city);
  await expect(page.getByRole("heading", { name: /Thank you/ })).toHaveCount(0);
});
