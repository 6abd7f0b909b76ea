import { loadCustomerMetafieldTransport } from "./customer-metafield-transport";
import { CUSTOMER_TOKEN_KEYS } from "./customer-session";

// The signed-in customer's email address, for forms that offer to fill it in ("Email me when
// it's back"), read through the Customer Account API transport the app registers (features
// never import the account). Only forms import this, so no page's first load carries it.

/** Whether this browser holds a customer's tokens (a refusing or missing storage: no). */
function holdsCustomerTokens(): boolean {
  try {
    return globalThis.localStorage?.getItem(CUSTOMER_TOKEN_KEYS.access) != null;
  } catch {
    return false;
  }
}

/**
 * The app's shell registers the transport in an effect, and a shell's effects run after its
 * children's: a form hydrated with the page may ask first, so it asks once more a moment later.
 */
async function transport() {
  try {
    return await loadCustomerMetafieldTransport();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return loadCustomerMetafieldTransport();
  }
}

/**
 * The signed-in customer's address, or null: for a guest (no tokens in this browser; then
 * nothing is loaded or asked), or when the read fails. Never throws: a form without its
 * address filled in still works.
 */
export async function signedInCustomerEmail(): Promise<string | null> {
  if (!holdsCustomerTokens()) return null;
  try {
    return (await (await transport()).email()) || null;
  } catch {
    return null;
  }
}
