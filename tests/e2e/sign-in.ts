import type { Cookie, Page } from "@playwright/test";
import { signInFromLoginPage } from "../support/sign-in-screens";
import { expect } from "./fixtures";
import { PROVIDER_PORT } from "./ports";

// Signing a customer in the way a shopper does, through the storefront's login page and the
// provider's screens (tests/support/sign-in-screens.ts).

export const PROVIDER_URL = `http://localhost:${PROVIDER_PORT}`;
export const DEMO_EMAIL = "demo@example.com";

// The provider's login session per customer, kept for the rest of the run: the provider allows
// 5 code requests per email and 50 per address in 15 minutes, and a whole run signs in far more
// often than that. A kept session skips the email and code screens (as a returning shopper's
// browser would) but still goes through the authorization, the callback and a new code
// exchange, so every journey starts with tokens of its own.
const SAVED_SYNC_MARK = "boutique.saved-items.sync";

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
  await signInFromLoginPage(page, PROVIDER_URL, email);
  await page.waitForURL((url) => url.pathname === "/account");
  providerSessions.set(email, await page.context().cookies(PROVIDER_URL));
  await expect(page.getByText(/^Customer since \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  // The saved list joins the account's once the page is idle (a read, and a write when they
  // differ). A journey that then expires the token or reloads would otherwise race that sync:
  // a refresh it started and a reload cut off spends the rotating refresh token.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), SAVED_SYNC_MARK), {
      timeout: 15_000,
    })
    .toMatch(/^synced /);
}
