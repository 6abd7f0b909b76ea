import type { Cookie, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { PROVIDER_PORT } from "./ports";

// Signing a customer in the way a shopper does: the storefront's login page, the provider's
// email and code screens, and the code read from the provider's dev mailbox.

export const PROVIDER_URL = `http://localhost:${PROVIDER_PORT}`;
export const DEMO_EMAIL = "demo@example.com";

/** The newest 6-digit sign-in code the dev mailbox holds for `email`. */
export async function latestSignInCode(page: Page, email: string): Promise<string> {
  const response = await page.request.get(
    `${PROVIDER_URL}/mailbox?email=${encodeURIComponent(email)}`,
  );
  expect(response.ok()).toBe(true);
  const html = await response.text();
  // Newest first: the first six-digit run inside a message body is the latest code.
  const match = /<pre>[^<]*?\b(\d{6})\b/.exec(html);
  if (!match?.[1]) throw new Error(`No sign-in code in the dev mailbox for ${email}`);
  return match[1];
}

/** On the provider's email screen: enter the email, then the code from the mailbox. */
export async function answerProviderSignIn(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter code" })).toBeVisible();
  await page.getByLabel("6-digit code").fill(await latestSignInCode(page, email));
  await page.getByRole("button", { name: "Sign in" }).click();
}

// The provider's login session per customer, kept for the rest of the run: the provider allows
// 5 code requests per email and 50 per address in 15 minutes, and a whole run signs in far more
// often than that. A kept session skips the email and code screens (as a returning shopper's
// browser would) but still goes through the authorization, the callback and a new code
// exchange, so every journey starts with tokens of its own.
const providerSessions = new Map<string, Cookie[]>();

/**
 * Signs `email` in through the real UI and waits for the account page with its side card:
 * "Sign In with Shopify" on /account/login, the provider's screens (skipped when the provider
 * still has a session for this customer), the callback, and /account.
 */
export async function signIn(page: Page, email = DEMO_EMAIL) {
  const kept = providerSessions.get(email);
  if (kept) await page.context().addCookies(kept);
  await page.goto("/account/login");
  await page.getByRole("button", { name: "Sign In with Shopify" }).click();
  await page.waitForURL((url) => url.origin === PROVIDER_URL || url.pathname === "/account");
  if (new URL(page.url()).origin === PROVIDER_URL) await answerProviderSignIn(page, email);
  await page.waitForURL((url) => url.pathname === "/account");
  providerSessions.set(email, await page.context().cookies(PROVIDER_URL));
  await expect(page.getByText(/^Customer since \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
}
