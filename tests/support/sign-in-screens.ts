import { expect, type Page } from "@playwright/test";
import { latestSignInCode } from "./dev-mailbox";

// The sign-in a shopper goes through in a browser: "Sign In with Shopify" on the storefront's
// login page, then the provider's two screens (the email, then the 6-digit code it mails, read
// here from its dev mailbox). The journeys and the bench both drive it with this one script, so
// a change to those screens is made once.

/** On the provider's email screen: enters the email, then the code from the dev mailbox. */
export async function answerProviderSignIn(page: Page, providerUrl: string, email: string) {
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter code" })).toBeVisible();
  await page.getByLabel("6-digit code").fill(await latestSignInCode(providerUrl, email));
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Presses "Sign In with Shopify" on the storefront's login page (already open) and answers the
 * provider's screens when it shows them: while the browser holds the provider's login session
 * (as a returning shopper's does) the provider sends it straight back to the storefront. Resolves
 * once the browser has left the provider, on its way to the account page.
 */
export async function signInFromLoginPage(page: Page, providerUrl: string, email: string) {
  await page.getByRole("button", { name: "Sign In with Shopify" }).click();
  await page.waitForURL((url) => url.origin === providerUrl || url.pathname === "/account");
  if (new URL(page.url()).origin === providerUrl) {
    await answerProviderSignIn(page, providerUrl, email);
  }
}
