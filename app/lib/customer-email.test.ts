import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "~/test-support/memory-storage";
import type { CustomerMetafieldTransport } from "./customer-metafield-transport";
import { CUSTOMER_TOKEN_KEYS } from "./customer-session";

// Each test gets the modules afresh: the app registers its transport once per page load.
async function freshModules() {
  vi.resetModules();
  const [email, transport] = await Promise.all([
    import("./customer-email"),
    import("./customer-metafield-transport"),
  ]);
  return { ...email, ...transport };
}

/** The account's side: the address it holds, or a failure. */
const account = (email: () => Promise<string | null>): CustomerMetafieldTransport => ({
  email,
  read: () => Promise.reject(new Error("not used")),
  write: () => Promise.reject(new Error("not used")),
});

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => vi.unstubAllGlobals());

describe("signedInCustomerEmail", () => {
  it("asks nothing for a guest: the account's code is never loaded", async () => {
    const { provideCustomerMetafieldTransport, signedInCustomerEmail } = await freshModules();
    const load = vi.fn(() => Promise.resolve(account(() => Promise.resolve("ann@example.com"))));
    provideCustomerMetafieldTransport(load);
    expect(await signedInCustomerEmail()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("reads a signed-in customer's address, even when the app registers its transport just after", async () => {
    const { provideCustomerMetafieldTransport, signedInCustomerEmail } = await freshModules();
    storage.setItem(CUSTOMER_TOKEN_KEYS.access, "token");
    const asked = signedInCustomerEmail();
    provideCustomerMetafieldTransport(() =>
      Promise.resolve(account(() => Promise.resolve("ann@example.com"))),
    );
    expect(await asked).toBe("ann@example.com");
  });

  it("answers null when the read fails, nothing is registered, or storage refuses", async () => {
    const { provideCustomerMetafieldTransport, signedInCustomerEmail } = await freshModules();
    storage.setItem(CUSTOMER_TOKEN_KEYS.access, "token");
    expect(await signedInCustomerEmail()).toBeNull();
    provideCustomerMetafieldTransport(() =>
      Promise.resolve(account(() => Promise.reject(new Error("offline")))),
    );
    expect(await signedInCustomerEmail()).toBeNull();
    provideCustomerMetafieldTransport(() =>
      Promise.resolve(account(() => Promise.resolve("ann@example.com"))),
    );
    storage.failing = "all";
    expect(await signedInCustomerEmail()).toBeNull();
  });
});
