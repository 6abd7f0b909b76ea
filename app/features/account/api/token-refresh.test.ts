import { afterEach, describe, expect, it, vi } from "vitest";
import { clearTokens, TOKEN_KEYS } from "../lib/token-storage";
import { installBrowser, json, storeTokens } from "../test-support/browser-session";
import { freshTokens, SignedOutError } from "./token-refresh";

afterEach(() => {
  vi.unstubAllGlobals();
});

const tokenEntries = (local: Storage) =>
  Object.fromEntries(Object.values(TOKEN_KEYS).map((key) => [key, local.getItem(key)]));

const rotated = (n: number) => ({
  access_token: `shcat_new${n}`,
  refresh_token: `shcrt_new${n}`,
  expires_in: 3600,
});

describe("freshTokens", () => {
  it("returns valid stored tokens without asking the shop", async () => {
    const { calls, local } = installBrowser();
    storeTokens(local, 3_600_000);
    await expect(freshTokens()).resolves.toMatchObject({ accessToken: "shcat_1" });
    expect(calls.proxy).toEqual([]);
  });

  it("refreshes expired tokens once, keeps the ID token the answer lacks, and stores them", async () => {
    let n = 0;
    const { calls, local } = installBrowser({ proxy: () => json(rotated(++n)) });
    storeTokens(local, -1000);
    const [a, b] = await Promise.all([freshTokens(), freshTokens()]);
    expect(a).toEqual(b);
    expect(calls.proxy).toHaveLength(1);
    expect(calls.proxy[0]).toMatchObject({ action: "refresh", refreshToken: "shcrt_1" });
    expect(local.getItem("customer_access_token")).toBe("shcat_new1");
    expect(local.getItem("customer_refresh_token")).toBe("shcrt_new1");
    expect(local.getItem("customer_id_token")).toMatch(/^ey/);
  });

  it("drops a refresh answered after the customer signed out", async () => {
    const { local } = installBrowser({
      proxy: () => {
        clearTokens();
        return json(rotated(1));
      },
    });
    storeTokens(local, -1000);
    await expect(freshTokens()).rejects.toBeInstanceOf(SignedOutError);
    expect(Object.values(tokenEntries(local))).toEqual([null, null, null, null]);
  });

  it("reads storage again inside the lock: another tab's refresh is used, not repeated", async () => {
    const { calls, local } = installBrowser({ proxy: () => json(rotated(1)) });
    storeTokens(local, -1000);
    // Another tab holds the lock and stores fresh tokens before letting go.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const otherTab = navigator.locks.request("customer-token-refresh", async () => {
      await gate;
      storeTokens(local, 3_600_000, "other-tab");
    });
    const mine = freshTokens();
    release();
    await otherTab;
    await expect(mine).resolves.toMatchObject({ accessToken: "shcat_other-tab" });
    expect(calls.proxy).toEqual([]);
  });

  it("refreshes a token the API refused even before its stated expiry", async () => {
    const { calls, local } = installBrowser({ proxy: () => json(rotated(1)) });
    storeTokens(local, 3_600_000);
    await expect(freshTokens("shcat_1")).resolves.toMatchObject({ accessToken: "shcat_new1" });
    expect(calls.proxy).toHaveLength(1);
  });

  it("clears the tokens and signs out when the provider refuses the refresh token", async () => {
    const { local } = installBrowser({ proxy: () => json({ error: "invalid_grant" }, 400) });
    storeTokens(local, -1000);
    await expect(freshTokens()).rejects.toBeInstanceOf(SignedOutError);
    expect(local.length).toBe(0);
  });

  it.each([
    ["a network error", undefined],
    ["a 502", () => json({ error: "upstream_unavailable" }, 502)],
    ["a 504", () => json({ error: "upstream_unavailable" }, 504)],
    ["a 429", () => json({ error: "rate_limited" }, 429)],
    ["an unreadable answer", () => new Response("<html>", { status: 200 })],
  ])("keeps the tokens after %s", async (_, proxy) => {
    const { local } = installBrowser({ proxy });
    storeTokens(local, -1000);
    const before = tokenEntries(local);
    await expect(freshTokens()).rejects.toThrow("Failed to refresh token");
    expect(tokenEntries(local)).toEqual(before);
  });

  it("reports a missing session as signed out", async () => {
    installBrowser();
    await expect(freshTokens()).rejects.toBeInstanceOf(SignedOutError);
  });
});
