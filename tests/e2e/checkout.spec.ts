import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PROVIDER_PORT, STOREFRONT_PORT } from "./ports";

// The provider's hosted checkout (issue 3): a shopper with a cart pays and sees the order's
// status page; a declined card is told so and keeps what they typed. The cart drawer that links
// here comes with the cart issue, so the cart is made through the Storefront API, as the
// storefront itself does.

const PROVIDER = `http://localhost:${PROVIDER_PORT}`;
const TOKEN = "boutique-local-storefront-token-2025";

async function cartWithSweater(request: APIRequestContext): Promise<string> {
  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post(`${PROVIDER}/api/2026-04/graphql.json`, {
      headers: { "x-shopify-storefront-access-token": TOKEN },
      data: { query, variables },
    });
    const body = (await response.json()) as { data: T };
    return body.data;
  };
  const { product } = await call<{
    product: { variants: { nodes: { id: string; availableForSale: boolean }[] } };
  }>(
    `query { product(handle: "cloud-puff-cable-sweater") { variants(first: 20) { nodes { id availableForSale } } } }`,
  );
  const variant = product.variants.nodes.find((v) => v.availableForSale)!;
  const { cartCreate } = await call<{ cartCreate: { cart: { checkoutUrl: string } } }>(
    `mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { checkoutUrl } } }`,
    { lines: [{ merchandiseId: variant.id, quantity: 1 }] },
  );
  return cartCreate.cart.checkoutUrl;
}

async function fillDetails(page: Page, card: string) {
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Address", { exact: true }).fill("12 Harbor Lane");
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("State").selectOption("OR");
  await page.getByLabel("ZIP code").fill("97201");
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiration date (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
}

test("a shopper pays at checkout and sees the order's status page", async ({ page, request }) => {
  await page.goto(await cartWithSweater(request));
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expect(page.getByText("Cloud Puff Cable Sweater").first()).toBeVisible();

  await fillDetails(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay now/ }).click();

  await expect(page.getByRole("heading", { name: "Thank you, Ada!", level: 1 })).toBeVisible();
  await expect(page.getByText(/Order #\d{4} · Confirmation/)).toBeVisible();
  await expect(page.getByText("12 Harbor Lane")).toBeVisible();

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
  await fillDetails(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay now/ }).click();

  await expect(page.getByRole("alert")).toHaveText("Your card was declined. Try a different card.");
  await expect(page.getByLabel("Card number")).toHaveAccessibleDescription(
    "Your card was declined. Try a different card.",
  );
  await expect(page.getByLabel("Email")).toHaveValue("ada@example.com");
  await expect(page.getByLabel("City")).toHaveValue("Portland");
  await expect(page.getByRole("heading", { name: /Thank you/ })).toHaveCount(0);
});
