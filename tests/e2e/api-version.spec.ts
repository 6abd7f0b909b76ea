import type { Locator, Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  addToCart,
  cartDrawer,
  DINING_DUO,
  payAtHostedCheckout,
  PROVIDER,
  productVariants,
} from "./cart-journey";
import { signIn } from "./sign-in";

// The shop talks API version 2026-04 end to end: every request the browser sends to either of
// the provider's GraphQL APIs names 2026-04 in its path, and every answer says (in
// X-Shopify-API-Version) that 2026-04 served it, while a customer saves an address (which
// carries a territory code, an input field that stays in CustomerAddressInput on 2026-04),
// pays at the hosted checkout and finds the order on the account page.

const VERSION = "2026-04";
const CUSTOMER = "version-check@example.com";

interface ApiAnswer {
  api: "storefront" | "customer-account";
  url: string;
  servedBy: string | undefined;
}

/** Every answer from the provider's GraphQL endpoints, from now on. */
function recordApiAnswers(page: Page) {
  const answers: ApiAnswer[] = [];
  page.on("response", (response: Response) => {
    const url = response.url();
    if (!url.startsWith(PROVIDER) || response.request().method() !== "POST") return;
    const path = new URL(url).pathname;
    const api = path.endsWith("/graphql.json")
      ? "storefront"
      : /\/customer\/api\/[^/]+\/graphql$/.test(path)
        ? "customer-account"
        : null;
    if (api) answers.push({ api, url, servedBy: response.headers()["x-shopify-api-version"] });
  });
  return answers;
}

async function fillAddress(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

test("on 2026-04 a customer saves an address, pays at checkout and sees the order", async ({
  page,
  request,
}) => {
  const answers = recordApiAnswers(page);
  const addressInputs: Record<string, unknown>[] = [];
  page.on("request", (sent) => {
    const body = sent.postData() ?? "";
    if (!body.includes("customerAddressCreate")) return;
    const { variables } = sent.postDataJSON() as {
      variables: { address: Record<string, unknown> };
    };
    addressInputs.push(variables.address);
  });

  await signIn(page, CUSTOMER);
  await page.getByRole("tab", { name: "Profile" }).click();
  const card = page.getByRole("region", { name: "Addresses" });
  await card.getByRole("button", { name: "Add Address" }).click();
  const form = page.getByRole("form", { name: "Add address" });
  const street = `${Date.now() % 100000} Version Lane`;
  await fillAddress(form, {
    "First Name": "Vera",
    "Last Name": "Sion",
    Address: street,
    City: "Portland",
    State: "Oregon",
    "Zip Code": "97205",
  });
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Address added successfully!")).toBeVisible();
  await expect(page.getByTestId("address").filter({ hasText: street })).toContainText(
    "Portland, OR, 97205",
  );
  expect(addressInputs).toHaveLength(1);
  expect(addressInputs[0]).toMatchObject({ territoryCode: "US", zoneCode: "OR" });

  const { title, variants } = await productVariants(request, DINING_DUO.handle);
  const variant = variants.find((v) => (v.quantityAvailable ?? 0) > 1);
  if (!variant) throw new Error(`${DINING_DUO.handle} has no stock left for this journey`);
  await addToCart(page, DINING_DUO.handle, variant, title);
  await cartDrawer(page).getByRole("button", { name: "Checkout" }).click();
  await payAtHostedCheckout(page);
  const confirmation = await page.getByText(/Order #\d{4} · Confirmation/).textContent();
  const orderName = /Order (#\d{4})/.exec(confirmation ?? "")?.[1];
  expect(orderName).toBeTruthy();

  await page.goto("/account");
  await expect(page.getByTestId("order-card").first()).toContainText(orderName!);

  expect(answers.some((a) => a.api === "storefront")).toBe(true);
  expect(answers.some((a) => a.api === "customer-account")).toBe(true);
  for (const answer of answers) {
    expect(answer.url, "the version the request asked for").toContain(`/${VERSION}/`);
    expect(answer.servedBy, `the version that served ${answer.url}`).toBe(VERSION);
  }
});
