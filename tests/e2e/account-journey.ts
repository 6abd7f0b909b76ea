import type { Cookie, Page } from "@playwright/test";
import { signIn } from "./sign-in";

// The provider lets one email ask for 5 sign-in codes per 15 minutes (as Shopify limits them),
// fewer than the account journeys sign in. Each journey still signs in through the real UI
// with its own PKCE flow and tokens; the browser just keeps the provider's session cookie from
// the previous journey, so the provider skips the email and code screens, as it does for a
// shopper who signed in before. After a journey that signed out at the provider, the cookie is
// stale and the next sign-in asks for a code again.

let providerSession: Cookie[] = [];

export async function signInDemo(page: Page) {
  if (providerSession.length) await page.context().addCookies(providerSession);
  await signIn(page);
  providerSession = await page.context().cookies();
}
