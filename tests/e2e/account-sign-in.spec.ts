import { expect, test } from "./fixtures";
import { PROVIDER_URL, signIn } from "./sign-in";

// Signing in with the dev-mailbox code, the account page's side card, and signing
// out at the provider too.

test("a guest opening /account is sent to the login page", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
    "href",
    "/terms",
  );
  await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expect(main.getByRole("link", { name: "Continue shopping as guest" })).toHaveAttribute(
    "href",
    "/shop",
  );
  await expect(main.getByRole("link", { name: "Back to Store" })).toHaveAttribute("href", "/");
});

test(
  "the demo customer signs in with the mailbox code and sees the account page",
  { tag: "@smoke" },
  async ({ page }) => {
    // Every customer change is broadcast as the customer:update browser event.
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      Object.assign(window, { customerUpdates: seen });
      window.addEventListener("customer:update", (event) =>
        seen.push(
          (event as CustomEvent<{ displayName?: string } | null>).detail?.displayName ?? null,
        ),
      );
    });
    await signIn(page);
    await expect(page.getByText("You've been successfully signed in.")).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { customerUpdates: unknown[] }).customerUpdates.at(-1),
        ),
      )
      .toBe("Peyton Parker");
    await expect(page.getByTestId("account-name")).toHaveText("Peyton Parker");
    await expect(page.getByRole("tab", { name: "Orders" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("note")).toContainText("demo data");
    // The tokens are in the spec's keys; nothing about the customer is stored.
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.customer_access_token).toMatch(/^shcat_/);
    expect(stored.customer_refresh_token).toMatch(/^shcrt_/);
    expect(Date.parse(stored.customer_token_expires_at ?? "")).toBeGreaterThan(Date.now());
    expect(JSON.stringify(stored)).not.toContain("Peyton Parker");
    // The login helpers were forgotten before the code was exchanged.
    const helpers = await page.evaluate(() => Object.keys(sessionStorage));
    expect(helpers.filter((key) => /pkce|oauth/.test(key))).toEqual([]);

    // Signed in, the login page forwards to the account page.
    await page.goto("/account/login");
    await expect(page).toHaveURL(/\/account$/);
  },
);

test("signing out ends the provider's session too", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.origin !== PROVIDER_URL && url.pathname === "/");
  const stored = await page.evaluate(() => Object.keys(localStorage));
  expect(stored.filter((key) => key.startsWith("customer_"))).toEqual([]);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login$/);
  // Starting again asks for the email: the provider forgot this browser.
  await page.getByRole("button", { name: "Sign In with Shopify" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
});

test("account pages are never kept by the page cache or any shared cache", async ({ request }) => {
  for (const path of ["/account", "/account/login", "/account/callback", "/account/orders"]) {
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(response.headers()["x-page-cache"]).toBeUndefined();
    }
  }
  // The code's page sends no referrer anywhere: browsers apply the last policy they know of the
  // list (the shop-wide default comes first).
  const callback = await request.get("/account/callback?code=x&state=y");
  const policies = (callback.headers()["referrer-policy"] ?? "").split(/\s*,\s*/);
  expect(policies.at(-1)).toBe("no-referrer");
});
