import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEFAULT_ADMIN_TOKEN,
  DEFAULT_SHOP_ID,
  loadProviderConfig,
  SHIPPED_CATALOGUE,
} from "./config";
import { startTestProvider } from "./testing/start-provider";

describe("provider configuration", () => {
  it("has working defaults", () => {
    const config = loadProviderConfig({});
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: "http://localhost:4000",
      storefrontOrigin: "http://localhost:3000",
      cataloguePath: SHIPPED_CATALOGUE,
    });
  });

  it("stops with a message naming each bad variable", () => {
    expect(() =>
      loadProviderConfig({ PROVIDER_PORT: "eighty", STOREFRONT_ORIGIN: "nope" }),
    ).toThrow(ConfigError);
    try {
      loadProviderConfig({ PROVIDER_PORT: "eighty", STOREFRONT_ORIGIN: "nope" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PROVIDER_PORT/);
      expect((error as Error).message).toMatch(/STOREFRONT_ORIGIN/);
    }
  });

  it("registers the storefront's own URIs for the customer-account client unless told others", () => {
    const standard = loadProviderConfig({ STOREFRONT_ORIGIN: "https://shop.example" });
    expect(standard.customerAccountClient).toEqual({
      callbackUris: ["https://shop.example/account/callback"],
      javascriptOrigins: ["https://shop.example"],
      logoutUris: ["https://shop.example"],
    });
    expect(standard.shopId).toBe(DEFAULT_SHOP_ID);
    expect(DEFAULT_SHOP_ID).not.toBe(68817551382);
    const merchant = loadProviderConfig({
      STOREFRONT_ORIGIN: "https://shop.example",
      PROVIDER_CUSTOMER_ACCOUNT_CALLBACK_URIS:
        " https://shop.example/account/callback , https://h2.example/account/authorize,",
      PROVIDER_CUSTOMER_ACCOUNT_JAVASCRIPT_ORIGINS: "https://h2.example",
      PROVIDER_CUSTOMER_ACCOUNT_LOGOUT_URIS: "https://h2.example/",
    });
    expect(merchant.customerAccountClient).toEqual({
      callbackUris: [
        "https://shop.example/account/callback",
        "https://h2.example/account/authorize",
      ],
      javascriptOrigins: ["https://h2.example"],
      logoutUris: ["https://h2.example/"],
    });
  });

  it.each([
    ["PROVIDER_CUSTOMER_ACCOUNT_CALLBACK_URIS", "/account/authorize"],
    ["PROVIDER_CUSTOMER_ACCOUNT_CALLBACK_URIS", "https://h2.example/account/authorize#x"],
    ["PROVIDER_CUSTOMER_ACCOUNT_CALLBACK_URIS", "javascript:alert(1)"],
    ["PROVIDER_CUSTOMER_ACCOUNT_CALLBACK_URIS", "https://user:pw@h2.example/cb"],
    ["PROVIDER_CUSTOMER_ACCOUNT_JAVASCRIPT_ORIGINS", "https://h2.example/"],
    ["PROVIDER_CUSTOMER_ACCOUNT_JAVASCRIPT_ORIGINS", "https://h2.example/account"],
    ["PROVIDER_CUSTOMER_ACCOUNT_LOGOUT_URIS", "ftp://h2.example"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => loadProviderConfig({ [name]: value })).toThrow(new RegExp(`${name}\\.0`));
  });

  it("seeds from the catalogue named by PROVIDER_CATALOGUE", async () => {
    const shipped = JSON.parse(fs.readFileSync(SHIPPED_CATALOGUE, "utf8"));
    const small = {
      ...shipped,
      products: shipped.products.slice(0, 2).map((p: { metafields: { key: string }[] }) => ({
        ...p,
        metafields: p.metafields.filter((m) => m.key !== "complete_the_look"),
      })),
    };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-")), "small.json");
    fs.writeFileSync(file, JSON.stringify(small));
    const shop = await startTestProvider({ env: { PROVIDER_CATALOGUE: file } });
    try {
      const response = await fetch(shop.storefrontEndpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-shopify-storefront-access-token": shop.config.storefrontToken,
        },
        body: JSON.stringify({ query: "{ products(first: 250) { nodes { handle } } }" }),
      });
      const body = await response.json();
      expect(body.data.products.nodes.map((p: { handle: string }) => p.handle)).toEqual(
        small.products.map((p: { handle: string }) => p.handle),
      );
    } finally {
      await shop.close();
    }
  }, 120_000);

  it("refuses to start from a catalogue that breaks the format, saying why", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-")), "bad.json");
    fs.writeFileSync(file, JSON.stringify({ version: 1, shop: { name: "x" }, products: [{}] }));
    await expect(startTestProvider({ env: { PROVIDER_CATALOGUE: file } })).rejects.toThrow(
      /currencyCode|handle/,
    );
  }, 120_000);
});

describe("merchant console and webhook configuration", () => {
  it("defaults to loopback, the development token and no webhooks", () => {
    const config = loadProviderConfig({});
    expect(config.adminClients).toEqual(["loopback"]);
    expect(config.adminToken).toBe(DEFAULT_ADMIN_TOKEN);
    expect(config.webhooks).toEqual({
      secret: null,
      subscriptions: [],
      shopDomain: "localhost:4000",
    });
  });

  it("subscribes one URL to every topic, adds per-topic ones, and needs a secret", () => {
    const config = loadProviderConfig({
      PROVIDER_WEBHOOK_URL: "http://localhost:3000/api/webhooks",
      PROVIDER_WEBHOOK_SUBSCRIPTIONS: JSON.stringify([
        { topic: "orders/fulfilled", url: "https://ops.example/hooks" },
        { topic: "products/update", url: "http://localhost:3000/api/webhooks" },
      ]),
      SHOPIFY_WEBHOOK_SECRET: "a-shared-secret-0123456789",
    });
    expect(config.webhooks.secret).toBe("a-shared-secret-0123456789");
    expect(config.webhooks.subscriptions).toHaveLength(7);
    expect(config.webhooks.subscriptions).toContainEqual({
      topic: "orders/fulfilled",
      url: "https://ops.example/hooks",
    });
    expect(() =>
      loadProviderConfig({ PROVIDER_WEBHOOK_URL: "http://localhost:3000/api/webhooks" }),
    ).toThrow(/PROVIDER_WEBHOOK_SECRET/);
  });

  it.each([
    ["PROVIDER_ADMIN_CLIENTS", "localhost"],
    ["PROVIDER_ADMIN_CLIENTS", "10.0.0.0/40"],
    ["PROVIDER_ADMIN_TOKEN", "short"],
    ["PROVIDER_WEBHOOK_URL", "ftp://example.com/hooks"],
    ["PROVIDER_WEBHOOK_SUBSCRIPTIONS", "[{"],
    ["PROVIDER_WEBHOOK_SUBSCRIPTIONS", '[{"topic":"carts/create","url":"https://a.example"}]'],
  ])("refuses %s=%s, naming it", (name, value) => {
    expect(() =>
      loadProviderConfig({ [name]: value, PROVIDER_WEBHOOK_SECRET: "a-shared-secret-0123456789" }),
    ).toThrow(new RegExp(name));
  });
});
