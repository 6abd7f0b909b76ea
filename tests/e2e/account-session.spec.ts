import type { BrowserContext, Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./sign-in";

// The customer's session: an expired token is refreshed on start, one
// refresh at a time across tabs, tokens cleared only when the provider refuses the refresh token
// (invalid_grant), and corrupted storage read as signed out or expired, never a crash.

const TOKEN_KEYS = [
  "customer_access_token",
  "customer_refresh_token",
  "customer_id_token",
  "customer_token_expires_at",
];

const storedTokens = (page: Page) =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    TOKEN_KEYS,
  );

async function expireToken(page: Page, value = new Date(Date.now() - 60_000).toISOString()) {
  await page.evaluate((v) => localStorage.setItem("customer_token_expires_at", v), value);
}

/** Counts refresh requests to the storefront's token proxy (from every tab of the context). */
function countRefreshes(target: Page | BrowserContext) {
  const seen = { refresh: 0 };
  target.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith("/api/shopify-auth")) return;
    if ((request.postDataJSON() as { action?: string }).action === "refresh") seen.refresh += 1;
  });
  return seen;
}

/** Answers the refresh action with `fulfil`; the code exchange passes through. */
async function failRefresh(page: Page, fulfil: (route: Route) => Promise<void>) {
  await page.route("**/api/shopify-auth", async (route) => {
    const body = route.request().postDataJSON() as { action?: string };
    if (body.action === "refresh") await fulfil(route);
    else await route.continue();
  });
}

/** The profile read (the orders tab reads the API too, and is left alone). */
const isGetCustomer = (route: Route) =>
  route.request().method() === "POST" &&
  /query GetCustomer\b/.test(route.request().postData() ?? "");

const accountName = (page: Page) => page.getByTestId("account-name");

test("an expired token on start is refreshed, stored and the profile loads", async ({ page }) => {
  await signIn(page);
  const before = await storedTokens(page);
  await expireToken(page);
  const refreshes = countRefreshes(page);
  await page.reload();
  await expect(accountName(page)).toHaveText("Peyton Parker");
  const after = await storedTokens(page);
  expect(refreshes.refresh).toBe(1);
  expect(after.customer_access_token).not.toBe(before.customer_access_token);
  expect(after.customer_refresh_token).not.toBe(before.customer_refresh_token);
  expect(Date.parse(after.customer_token_expires_at ?? "")).toBeGreaterThan(Date.now());
});

test("a token about to expire is refreshed in the background before it does", async ({ page }) => {
  await signIn(page);
  const before = await storedTokens(page);
  // Valid for the page's start, and due for its refresh ten seconds later (a loaded machine takes a few to reload the page): the session
  // refreshes two minutes ahead of the one-minute margin (customer-session.tsx).
  await expireToken(page, new Date(Date.now() + 3 * 60_000 + 10_000).toISOString());
  const refreshes = countRefreshes(page);
  await page.reload();
  await expect(accountName(page)).toHaveText("Peyton Parker");
  expect(refreshes.refresh, "a valid token is not refreshed on start").toBe(0);
  await expect.poll(() => refreshes.refresh, { timeout: 25_000 }).toBe(1);
  await expect
    .poll(async () => (await storedTokens(page)).customer_access_token)
    .not.toBe(before.customer_access_token);
  expect(Date.parse((await storedTokens(page)).customer_token_expires_at ?? "")).toBeGreaterThan(
    Date.now() + 5 * 60_000,
  );
});

test("a refused refresh token (invalid_grant) clears the tokens and signs out", async ({
  page,
  pageProblems,
}) => {
  pageProblems.expect(/status of 400 \(Bad Request\).*shopify-auth/);
  await signIn(page);
  await expireToken(page);
  await failRefresh(page, (route) =>
    route.fulfill({ status: 400, json: { error: "invalid_grant" } }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  expect(Object.values(await storedTokens(page))).toEqual([null, null, null, null]);
});

for (const [kind, fulfil, log] of [
  ["a network error", (route: Route) => route.abort("failed"), /ERR_FAILED/],
  [
    "a 502 from the proxy",
    (route: Route) => route.fulfill({ status: 502, json: { error: "upstream_unavailable" } }),
    /status of 502/,
  ],
  [
    "a 503 from the proxy",
    (route: Route) => route.fulfill({ status: 503, body: "busy" }),
    /status of 503/,
  ],
] as const) {
  test(`${kind} while refreshing keeps the tokens and the session`, async ({
    page,
    pageProblems,
  }) => {
    pageProblems.expect(log);
    await signIn(page);
    await expireToken(page);
    const kept = await storedTokens(page);
    await failRefresh(page, fulfil);
    await page.reload();
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(page.getByText("We couldn't load your profile")).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    expect(await storedTokens(page)).toEqual(kept);

    // Once the shop answers again, the next visit refreshes and the customer is back. The page
    // is left first: a retry it had scheduled would otherwise spend the rotating refresh token
    // and be cut off by the reload before it could store the new one.
    await page.goto("about:blank");
    await page.unroute("**/api/shopify-auth");
    await page.goto("/account");
    await expect(accountName(page)).toHaveText("Peyton Parker");
  });
}

test("two tabs starting with an expired token send one refresh between them", async ({
  page,
  context,
}) => {
  await signIn(page);
  await expireToken(page);
  const second = await context.newPage();
  const refreshes = countRefreshes(context);
  await Promise.all([page.reload(), second.goto("/account")]);
  await expect(accountName(page)).toHaveText("Peyton Parker");
  await expect(accountName(second)).toHaveText("Peyton Parker");
  expect(refreshes.refresh).toBe(1);
  // Both tabs hold the same, rotated tokens.
  expect(await storedTokens(second)).toEqual(await storedTokens(page));
});

test("a 401 from the API gets one refresh and one retry, never a loop", async ({
  page,
  pageProblems,
}) => {
  pageProblems.expect(/status of 401/);
  await signIn(page);
  const refreshes = countRefreshes(page);
  let refused = 0;
  await page.route("**/account/customer/api/**/graphql", async (route) => {
    if (isGetCustomer(route) && refused < 1) {
      refused += 1;
      await route.fulfill({ status: 401, json: { errors: [{ message: "Unauthorized" }] } });
    } else await route.continue();
  });
  await page.reload();
  await expect(accountName(page)).toHaveText("Peyton Parker");
  expect(refused).toBe(1);
  expect(refreshes.refresh).toBe(1);

  // An API that keeps refusing: one refresh, one retry, then the error, and no more requests.
  let calls = 0;
  await page.unroute("**/account/customer/api/**/graphql");
  await page.route("**/account/customer/api/**/graphql", async (route) => {
    if (!isGetCustomer(route)) return route.continue();
    calls += 1;
    await route.fulfill({ status: 401, json: { errors: [{ message: "Unauthorized" }] } });
  });
  const before = refreshes.refresh;
  await page.reload();
  await expect(
    page.getByText("We couldn't load your profile: Authentication required"),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(calls).toBe(2);
  expect(refreshes.refresh - before).toBe(1);
});

test("corrupted storage reads as expired or signed out, never a crash", async ({ page }) => {
  await signIn(page);
  // An expiry nobody can read counts as expired: the page refreshes and carries on.
  await expireToken(page, "not-a-date");
  await page.reload();
  await expect(accountName(page)).toHaveText("Peyton Parker");
  expect(Date.parse((await storedTokens(page)).customer_token_expires_at ?? "")).toBeGreaterThan(
    Date.now(),
  );

  // A token missing: signed out.
  await page.evaluate(() => localStorage.removeItem("customer_id_token"));
  await page.reload();
  await expect(page).toHaveURL(/\/account\/login$/);
});

test("garbage tokens end in a signed-out login page", async ({ page, pageProblems }) => {
  pageProblems.expect(/status of 400 \(Bad Request\).*shopify-auth/);
  await page.goto("/account/login");
  await page.evaluate(() => {
    localStorage.setItem("customer_access_token", "\u0000{not json");
    localStorage.setItem("customer_refresh_token", "garbage");
    localStorage.setItem("customer_id_token", "also.garbage");
    localStorage.setItem("customer_token_expires_at", "1700");
  });
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  expect(Object.values(await storedTokens(page))).toEqual([null, null, null, null]);
});
