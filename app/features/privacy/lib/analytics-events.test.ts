import type { ClientBrowserParameters } from "@shopify/hydrogen-react";
import type { ShopifyMonorailEvent } from "@shopify/hydrogen-react/analytics-types";
import { describe, expect, it } from "vitest";
import { addToCartEvents, pageViewEvents, type ShopContext } from "./analytics-events";
import { pageTemplate } from "./page-template";

const shop: ShopContext = {
  shopId: "gid://shopify/Shop/68817551382",
  currency: "USD",
  consent: { analytics: true, marketing: false, preferences: true, saleOfData: false },
};

const browser = (path: string, search = ""): ClientBrowserParameters => ({
  uniqueToken: "unique-1",
  visitToken: "visit-1",
  url: `https://boutique.example${path}${search}`,
  path,
  search,
  referrer: "",
  title: "Peyton's Boutique",
  userAgent: "test",
  navigationType: "navigate",
  navigationApi: "PerformanceNavigationTiming",
});

const product = {
  productGid: "gid://shopify/Product/101",
  variantGid: "gid://shopify/ProductVariant/2001",
  name: "Cosy Knit Sweater",
  variantName: "S / Blush",
  brand: "Peyton's Boutique",
  category: "Clothing",
  price: "34.0",
  quantity: 1,
};

const names = (events: ShopifyMonorailEvent[]) =>
  events.map((e) => (e.payload.event_name as string | undefined) ?? e.schema_id);

const tracking = (events: ShopifyMonorailEvent[], name: string) =>
  events.find((e) => e.payload.event_name === name)!.payload;

describe("a page view's events, per page type", () => {
  it("home: Trekkie's page view and page_rendered, filed as the index page", () => {
    const events = pageViewEvents(shop, browser("/"), { kind: "plain" });
    expect(names(events)).toEqual(["trekkie_storefront_page_view/1.4", "page_rendered"]);
    expect(events[0]!.payload).toMatchObject({ pageType: "index", shopId: 68817551382 });
    expect(tracking(events, "page_rendered")).toMatchObject({
      shop_id: 68817551382,
      unique_token: "unique-1",
      deprecated_visit_token: "visit-1",
      analytics_allowed: true,
      marketing_allowed: false,
      sale_of_data_allowed: false,
      ccpa_enforced: true,
      gdpr_enforced: true,
      is_persistent_cookie: true,
      currency: "USD",
      event_source_url: "https://boutique.example/",
    });
  });

  it("product: product_page_rendered names the product and its price", () => {
    const events = pageViewEvents(shop, browser("/product/cosy-knit-sweater"), {
      kind: "product",
      product,
    });
    expect(names(events)).toEqual([
      "trekkie_storefront_page_view/1.4",
      "page_rendered",
      "product_page_rendered",
    ]);
    const payload = tracking(events, "product_page_rendered");
    expect(payload.total_value).toBe(34);
    expect(JSON.parse((payload.products as string[])[0]!)).toMatchObject({
      product_gid: "gid://shopify/Product/101",
      product_id: 101,
      variant_id: 2001,
      name: "Cosy Knit Sweater",
      price: 34,
    });
    expect(events[0]!.payload).toMatchObject({ pageType: "product", resourceId: 101 });
  });

  it("collection: collection_page_rendered with the collection's handle and id", () => {
    const events = pageViewEvents(shop, browser("/shop", "?category=Toys"), {
      kind: "collection",
      handle: "toys",
      id: "gid://shopify/Collection/7",
    });
    expect(names(events)).toContain("collection_page_rendered");
    expect(tracking(events, "collection_page_rendered")).toMatchObject({
      collection_name: "toys",
      collection_id: 7,
    });
  });

  it("search: search_submitted with what was searched for", () => {
    const events = pageViewEvents(shop, browser("/shop", "?search=sweater"), {
      kind: "search",
      term: "sweater",
    });
    expect(names(events)).toContain("search_submitted");
    expect(tracking(events, "search_submitted").search_string).toBe("sweater");
  });

  it("an account page is filed as the customer's account, another page as a page", () => {
    expect(pageViewEvents(shop, browser("/account"), { kind: "plain" })[0]!.payload.pageType).toBe(
      "customers/account",
    );
    expect(pageViewEvents(shop, browser("/faq"), { kind: "plain" })[0]!.payload.pageType).toBe(
      "page",
    );
  });
});

describe("an add to cart's event", () => {
  it("names the cart, the line and its value", () => {
    const events = addToCartEvents(
      shop,
      browser("/product/cosy-knit-sweater"),
      "gid://shopify/Cart/c1?key=k",
      {
        ...product,
        quantity: 2,
      },
    );
    expect(names(events)).toEqual(["product_added_to_cart"]);
    const payload = events[0]!.payload;
    expect(payload.cart_token).toBe("c1?key=k");
    expect(payload.total_value).toBe(68);
    expect(JSON.parse((payload.products as string[])[0]!)).toMatchObject({ quantity: 2 });
  });
});

describe("consent in the payload", () => {
  it("says exactly what the visitor allowed", () => {
    const all = {
      ...shop,
      consent: { analytics: true, marketing: true, preferences: true, saleOfData: true },
    };
    const payload = tracking(pageViewEvents(all, browser("/"), { kind: "plain" }), "page_rendered");
    expect(payload).toMatchObject({
      marketing_allowed: true,
      sale_of_data_allowed: true,
      ccpa_enforced: false,
      gdpr_enforced: false,
    });
  });
});

describe("page templates", () => {
  it("files each path under home, shop, product, account or other", () => {
    expect(pageTemplate("/")).toBe("home");
    expect(pageTemplate("/shop")).toBe("shop");
    expect(pageTemplate("/product/cosy-knit-sweater")).toBe("product");
    expect(pageTemplate("/account/orders/12")).toBe("account");
    expect(pageTemplate("/accounting")).toBe("other");
    expect(pageTemplate("/product/a/b")).toBe("other");
    expect(pageTemplate("/faq")).toBe("other");
  });
});
