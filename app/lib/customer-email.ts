import { CUSTOMER_TOKEN_KEYS } from "./customer-token-keys";

// The signed-in customer's email address, for forms that offer to fill it in ("Email me when
// it's back"). Features never import the account, so the app registers the account's reader
// here once, as a loader: its code loads only when a signed-in customer opens such a form. The
// app registers it on every page, so this module imports nothing heavier than the token keys.

type EmailReader = () => Promise<string | null>;
type ReaderLoader = () => Promise<EmailReader>;
let provide!: (load: ReaderLoader) => void;
// The app's shell registers the reader in an effect, which runs after its children's: a form
// hydrated with the page asks before it is there, and waits for it.
const readerLoader = new Promise<ReaderLoader>((resolve) => (provide = resolve));

/** The app says once how to read the signed-in customer's address. */
export function provideCustomerEmail(load: ReaderLoader) {
  provide(load);
}

/** Whether this browser holds a customer's tokens (a refusing or missing storage: no). */
function holdsCustomerTokens(): boolean {
  try {
    return globalThis.localStorage?.getItem(CUSTOMER_TOKEN_KEYS.access) != null;
  } catch {
    return false;
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
    const read = await (await readerLoader)();
    return (await read()) || null;
  } catch {
    return null;
  }
}
