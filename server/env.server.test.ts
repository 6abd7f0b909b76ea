import { describe, expect, it } from "vitest";
import { initEnv } from "./env.server";

describe("storefront configuration", () => {
  it("points at the local provider by default", () => {
    const env = initEnv({});
    expect(env.PUBLIC_STORE_DOMAIN).toBe("http://localhost:4000");
    expect(env.PUBLIC_CUSTOMER_ACCOUNT_API_URL).toBe("http://localhost:4000");
    expect(env.PUBLIC_STOREFRONT_API_VERSION).toBe("2026-04");
    expect(initEnv({ PROVIDER_PORT: "4100" }).PUBLIC_STORE_DOMAIN).toBe("http://localhost:4100");
  });

  it("reads the checkout domain as a host name", () => {
    expect(initEnv({}).PUBLIC_CHECKOUT_DOMAIN).toBeUndefined();
    expect(initEnv({ PUBLIC_CHECKOUT_DOMAIN: "shop.example.com" }).PUBLIC_CHECKOUT_DOMAIN).toBe(
      "shop.example.com",
    );
    expect(
      initEnv({ PUBLIC_CHECKOUT_DOMAIN: "https://shop.example.com/" }).PUBLIC_CHECKOUT_DOMAIN,
    ).toBe("shop.example.com");
    expect(() => initEnv({ PUBLIC_CHECKOUT_DOMAIN: "shop example" })).toThrow(
      /PUBLIC_CHECKOUT_DOMAIN/,
    );
  });

  it("stops with a message naming the bad variable", () => {
    expect(() => initEnv({ PUBLIC_STORE_DOMAIN: "my shop" })).toThrow(/PUBLIC_STORE_DOMAIN/);
    expect(() => initEnv({ PORT: "-1" })).toThrow(/PORT/);
    expect(() => initEnv({ PUBLIC_STOREFRONT_API_VERSION: "latest" })).toThrow(
      /PUBLIC_STOREFRONT_API_VERSION/,
    );
  });

  it("takes an smtp:// or smtps:// SMTP_URL and an email address for CONTACT_TO", () => {
    expect(initEnv({}).SMTP_URL).toBeUndefined();
    expect(initEnv({}).CONTACT_TO).toBeUndefined();
    const env = initEnv({
      SMTP_URL: "smtps://user:secret@smtp.example.com:465",
      CONTACT_TO: "owner@example.com",
    });
    expect(env.SMTP_URL).toBe("smtps://user:secret@smtp.example.com:465");
    expect(env.CONTACT_TO).toBe("owner@example.com");
    expect(initEnv({ SMTP_URL: "smtp://127.0.0.1:4025" }).SMTP_URL).toBe("smtp://127.0.0.1:4025");
    expect(() => initEnv({ SMTP_URL: "https://smtp.example.com" })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => initEnv({ SMTP_URL: "smtp.example.com" })).toThrow(/SMTP_URL/);
    expect(() => initEnv({ CONTACT_TO: "the owner" })).toThrow(/CONTACT_TO/);
  });
});

describe("STOREFRONT_ORIGIN", () => {
  it("is localhost with the port unless set, and an origin only", () => {
    expect(initEnv({}).STOREFRONT_ORIGIN).toBe("http://localhost:3000");
    expect(initEnv({ PORT: "3500" }).STOREFRONT_ORIGIN).toBe("http://localhost:3500");
    expect(initEnv({ STOREFRONT_ORIGIN: "https://Shop.Example.com/" }).STOREFRONT_ORIGIN).toBe(
      "https://shop.example.com",
    );
    for (const bad of ["shop.example.com", "ftp://shop.example.com", "https://shop.example.com/x"])
      expect(() => initEnv({ STOREFRONT_ORIGIN: bad }), bad).toThrow(/STOREFRONT_ORIGIN/);
  });

  it("takes HTTP timeouts in milliseconds, the headers' no longer than the request's", () => {
    expect(initEnv({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
    });
    expect(() =>
      initEnv({ HTTP_HEADERS_TIMEOUT_MS: "20000", HTTP_REQUEST_TIMEOUT_MS: "10000" }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
    expect(() => initEnv({ HTTP_KEEP_ALIVE_TIMEOUT_MS: "0" })).toThrow(/HTTP_KEEP_ALIVE/);
  });
});

describe("TRUST_PROXY", () => {
  const trust = (value?: string) => initEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it("is off unless set, and reads a hop count or the proxies' addresses", () => {
    expect(trust()).toBe(false);
    expect(trust(" ")).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("loopback")).toEqual(["loopback"]);
    expect(trust("10.0.0.5, 10.1.0.0/16,fd00::/8, ::1")).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "fd00::/8",
      "::1",
    ]);
  });

  it("refuses true, which would believe any client, and anything not an address", () => {
    expect(() => trust("true")).toThrow(/TRUST_PROXY: name the proxies/);
    expect(() => trust("nginx")).toThrow(/TRUST_PROXY: "nginx" is not an IP address/);
    expect(() => trust("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
    expect(() => trust("10.0.0.1/8/8")).toThrow(/TRUST_PROXY/);
    expect(() => trust("10.0.0.1,")).toThrow(/TRUST_PROXY/);
    expect(() => trust("11")).toThrow(/TRUST_PROXY: a hop count is at most 10/);
  });
});

describe("LOG_LEVEL", () => {
  it("is info unless set, and takes the five levels only", () => {
    expect(initEnv({}).LOG_LEVEL).toBe("info");
    for (const level of ["silent", "error", "warn", "info", "debug"]) {
      expect(initEnv({ LOG_LEVEL: level }).LOG_LEVEL).toBe(level);
    }
    expect(() => initEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
    expect(() => initEnv({ LOG_LEVEL: "INFO" })).toThrow(/LOG_LEVEL/);
  });
});
