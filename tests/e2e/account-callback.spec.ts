import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PROVIDER_URL, signIn } from "./sign-in";

// Sign-in callback failures, each sending the shopper back to the login page with its own
// message, and the code exchanged exactly once.

/** Counts the code exchanges the storefront asks its server for. */
function countExchanges(page: Page) {
  const seen = { token: 0, refresh: 0 };
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith("/api/shopify-auth")) return;
    const action = (request.postDataJSON() as { action?: string } | null)?.action;
    if (action === "token" || action === "refresh") seen[action] += 1;
  });
  return seen;
}

async function withLoginHelpers(page: Page, helpers: Record<string, string>) {
  await page.goto("/account/login");
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  }, helpers);
}

test("a state that does not match the stored one is refused before any exchange", async ({
  page,
}) => {
  const exchanges = countExchanges(page);
  await withLoginHelpers(page, { oauth_state: "a".repeat(32), pkce_verifier: "v".repeat(128) });
  await page.goto(`/account/callback?code=some-code&state=${"b".repeat(32)}`);
  await expect(page.getByText("Invalid state parameter")).toBeVisible();
  await expect(page.getByText("Authentication Failed")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);
  expect(exchanges.token).toBe(0);
  // The helpers are spent: the same answer cannot be tried again.
  expect(await page.evaluate(() => sessionStorage.getItem("oauth_state"))).toBeNull();
});

test("a callback without the stored verifier is refused before any exchange", async ({ page }) => {
  const exchanges = countExchanges(page);
  const state = "s".repeat(32);
  await withLoginHelpers(page, { oauth_state: state });
  await page.goto(`/account/callback?code=some-code&state=${state}`);
  await expect(page.getByText("Code verifier not found")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);
  expect(exchanges.token).toBe(0);
});

test("the provider's access_denied and other errors read as the spec says", async ({ page }) => {
  await page.goto("/account/callback?error=access_denied&state=x");
  await expect(page.getByText("You cancelled the login process.")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.goto("/account/callback?error=server_error&state=x");
  await expect(page.getByText("Authentication failed. Please try again.")).toBeVisible();
  await page.goto("/account/callback?state=only-a-state");
  await expect(page.getByText("Missing required authentication parameters.")).toBeVisible();
  await expect(page.getByText("Invalid Callback")).toBeVisible();
});

test("an error handed to the login page shows the spec's toast and a clean address", async ({
  page,
}) => {
  await page.goto("/account/login?error=login_required");
  await expect(page.getByText("Authentication Error")).toBeVisible();
  await expect(
    page.getByText("There was an issue signing you in. Please try again."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);
});

test("a code that lands on the login page is forwarded to the callback", async ({ page }) => {
  const exchanges = countExchanges(page);
  await withLoginHelpers(page, { oauth_state: "c".repeat(32) });
  await page.goto(`/account/login?code=abc&state=${"c".repeat(32)}`);
  // The callback ran (its verifier check is what refuses this made-up answer).
  await expect(page.getByText("Code verifier not found")).toBeVisible();
  expect(exchanges.token).toBe(0);
});

test("the code is exchanged once: Back and a reload never send it again", async ({
  page,
  pageProblems,
}) => {
  // Back lands on the provider's spent code screen, which answers 400 (its interaction is over).
  pageProblems.expect(/status of 400 .*\/login\//);
  const exchanges = countExchanges(page);
  await signIn(page);
  expect(exchanges.token).toBe(1);
  // The callback's address, with the code, was replaced: Back leaves for the pages before.
  const history = await page.evaluate(() => window.history.length);
  expect(history).toBeGreaterThan(1);
  await page.goBack();
  await page.waitForLoadState("load");
  expect(page.url()).not.toContain("code=");
  if (new URL(page.url()).origin !== PROVIDER_URL) await page.reload();
  await page.goto("/account");
  await expect(page.getByTestId("account-name")).toHaveText("Peyton Parker");
  expect(exchanges.token).toBe(1);
});
