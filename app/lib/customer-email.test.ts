import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "~/test-support/memory-storage";
import { CUSTOMER_TOKEN_KEYS } from "./customer-token-keys";

// Each test gets the module afresh: the reader is registered once per page load.
async function freshModule() {
  vi.resetModules();
  return import("./customer-email");
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => vi.unstubAllGlobals());

describe("signedInCustomerEmail", () => {
  it("asks nothing for a guest: the account's reader is never loaded", async () => {
    const { provideCustomerEmail, signedInCustomerEmail } = await freshModule();
    const load = vi.fn(() => Promise.resolve(() => Promise.resolve("ann@example.com")));
    provideCustomerEmail(load);
    expect(await signedInCustomerEmail()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("reads a signed-in customer's address, waiting for the app to register the reader", async () => {
    const { provideCustomerEmail, signedInCustomerEmail } = await freshModule();
    storage.setItem(CUSTOMER_TOKEN_KEYS.access, "token");
    const asked = signedInCustomerEmail();
    provideCustomerEmail(() => Promise.resolve(() => Promise.resolve("ann@example.com")));
    expect(await asked).toBe("ann@example.com");
  });

  it("answers null when the read fails or storage refuses", async () => {
    const { provideCustomerEmail, signedInCustomerEmail } = await freshModule();
    storage.setItem(CUSTOMER_TOKEN_KEYS.access, "token");
    provideCustomerEmail(() => Promise.resolve(() => Promise.reject(new Error("offline"))));
    expect(await signedInCustomerEmail()).toBeNull();
    storage.failing = "all";
    expect(await signedInCustomerEmail()).toBeNull();
  });
});
