import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  clearTokens,
  isExpired,
  onTokensChange,
  parseExpiry,
  readTokens,
  TOKEN_KEYS,
  writeTokens,
} from "./token-storage";
import { MemoryStorage } from "~/test-support/memory-storage";

const NOW = Date.parse("2026-01-01T12:00:00.000Z");
let local: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  Object.assign(globalThis, {
    window: { localStorage: local, sessionStorage: new MemoryStorage() },
  });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, "window");
});

function store(values: Partial<Record<keyof typeof TOKEN_KEYS, string>>) {
  for (const [name, value] of Object.entries(values)) {
    local.setItem(TOKEN_KEYS[name as keyof typeof TOKEN_KEYS], value);
  }
}

describe("reading the stored expiry", () => {
  it("reads the ISO time we write and the epoch milliseconds other clients write", () => {
    expect(parseExpiry("2026-01-01T13:00:00.000Z")).toBe(NOW + 3_600_000);
    expect(parseExpiry(String(NOW))).toBe(NOW);
  });

  it("reads anything else as NaN, which counts as expired", () => {
    for (const raw of [null, "", "soon", "{}", "2026-13-45T99:99:99Z", "1700", "NaN"]) {
      expect(parseExpiry(raw)).toBeNaN();
    }
    const tokens = { accessToken: "a", refreshToken: "r", idToken: "i", expiresAt: Number.NaN };
    expect(isExpired(tokens, NOW)).toBe(true);
  });

  it("counts a token as expired a minute before its end", () => {
    const tokens = { accessToken: "a", refreshToken: "r", idToken: "i", expiresAt: NOW + 61_000 };
    expect(isExpired(tokens, NOW)).toBe(false);
    expect(isExpired(tokens, NOW + 1_000)).toBe(true);
  });
});

describe("the stored tokens", () => {
  it("are missing when any one of the three tokens is", () => {
    store({ access: "a", refresh: "r", expiresAt: String(NOW) });
    expect(readTokens()).toBeNull();
    store({ id: "i" });
    expect(readTokens()).toEqual({
      accessToken: "a",
      refreshToken: "r",
      idToken: "i",
      expiresAt: NOW,
    });
  });

  it("survive a corrupted expiry as expired tokens rather than a crash", () => {
    store({ access: "a", refresh: "r", id: "i", expiresAt: "\u0000garbage" });
    const tokens = readTokens();
    expect(tokens?.accessToken).toBe("a");
    expect(isExpired(tokens!, NOW)).toBe(true);
  });

  it("are read as missing when storage itself throws", () => {
    Object.assign(globalThis, {
      window: {
        get localStorage(): Storage {
          throw new DOMException("denied", "SecurityError");
        },
      },
    });
    expect(readTokens()).toBeNull();
    expect(() => clearTokens()).not.toThrow();
  });

  it("keep the previous refresh and ID tokens when a refresh returns none", () => {
    const first = writeTokens(
      { access_token: "a1", refresh_token: "r1", id_token: "i1", expires_in: 3600 },
      null,
      NOW,
    );
    const second = writeTokens({ access_token: "a2", expires_in: 60 }, first, NOW);
    expect(second).toEqual({
      accessToken: "a2",
      refreshToken: "r1",
      idToken: "i1",
      expiresAt: NOW + 60_000,
    });
    expect(local.getItem(TOKEN_KEYS.expiresAt)).toBe("2026-01-01T12:01:00.000Z");
    expect(readTokens()).toEqual(second);
  });

  it("tell this tab's listeners when they are written or cleared", () => {
    let calls = 0;
    const stop = onTokensChange(() => calls++);
    writeTokens({ access_token: "a", refresh_token: "r", id_token: "i", expires_in: 1 }, null);
    clearTokens();
    stop();
    clearTokens();
    expect(calls).toBe(2);
    expect(readTokens()).toBeNull();
    expect(local.length).toBe(0);
  });
});
