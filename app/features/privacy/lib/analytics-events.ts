import { AnalyticsPageType, type ClientBrowserParameters } from "@shopify/hydrogen-react";
import type {
  ShopifyAddToCartPayload,
  ShopifyAnalyticsProduct,
  ShopifyMonorailEvent,
  ShopifyPageViewPayload,
} from "@shopify/hydrogen-react/analytics-types";
import {
  addToCart,
  pageView as customerPageView,
} from "@shopify/hydrogen-react/analytics-schema-custom-storefront-customer-tracking";
import { pageView as trekkiePageView } from "@shopify/hydrogen-react/analytics-schema-trekkie-storefront-page-view";
import type { VisitorConsent } from "~/lib/visitor-consent";
import { pageTemplate } from "./page-template";

// The events Shopify's analytics take, built by `@shopify/hydrogen-react`'s own schema functions:
// exactly what its `sendShopifyAnalytics` would send for a PAGE_VIEW (Trekkie's page view, plus
// the customer-tracking `page_rendered` and, by page type, `product_page_rendered`,
// `collection_page_rendered` or `search_submitted`) and an ADD_TO_CART. Building them here rather
// than through `sendShopifyAnalytics` lets one request carry a page's events together, and lets
// them go to a provider on plain http (the library writes `https://` before the shop domain).

/** What every event says about the shop and the visitor's consent. */
export interface ShopContext {
  /** `gid://shopify/Shop/<id>`: the shop whose reports the events land in. */
  shopId: string;
  currency: ShopifyPageViewPayload["currency"];
  /** Hydrogen's storefront id (PUBLIC_STOREFRONT_ID), when the merchant set one. */
  storefrontId?: string;
  consent: VisitorConsent;
}

/** What a page tells analytics about itself, beyond its URL. */
export type PageFacts =
  | { kind: "plain" }
  | { kind: "product"; product: ShopifyAnalyticsProduct }
  | { kind: "collection"; handle: string; id: string }
  | { kind: "search"; term: string };

function base(shop: ShopContext, browser: ClientBrowserParameters) {
  const analytics = shop.consent.analytics === true;
  const marketing = shop.consent.marketing === true;
  const saleOfData = shop.consent.saleOfData === true;
  return {
    ...browser,
    // The library sends nothing without it; the caller sends nothing without consent either.
    hasUserConsent: analytics,
    shopId: shop.shopId,
    currency: shop.currency,
    ...(shop.storefrontId ? { storefrontId: shop.storefrontId } : {}),
    acceptedLanguage: "EN" as const,
    analyticsAllowed: analytics,
    marketingAllowed: marketing,
    saleOfDataAllowed: saleOfData,
    // As Hydrogen derives them from the Customer Privacy API's answers.
    ccpaEnforced: !saleOfData,
    gdprEnforced: !(marketing && analytics),
  };
}

/** The page type Shopify's reports file a page under. */
function pageTypeOf(path: string, facts: PageFacts): string {
  if (facts.kind === "product") return AnalyticsPageType.product;
  if (facts.kind === "collection") return AnalyticsPageType.collection;
  if (facts.kind === "search") return AnalyticsPageType.search;
  switch (pageTemplate(path)) {
    case "home":
      return AnalyticsPageType.home;
    case "shop":
      return AnalyticsPageType.collection;
    case "account":
      return AnalyticsPageType.customersAccount;
    default:
      return AnalyticsPageType.page;
  }
}

/** A page view's events: Trekkie's page view and the customer-tracking ones for its type. */
export function pageViewEvents(
  shop: ShopContext,
  browser: ClientBrowserParameters,
  facts: PageFacts,
): ShopifyMonorailEvent[] {
  const payload: ShopifyPageViewPayload = {
    ...base(shop, browser),
    pageType: pageTypeOf(browser.path, facts),
    ...(facts.kind === "product"
      ? {
          resourceId: facts.product.productGid,
          products: [facts.product],
          totalValue: Number(facts.product.price),
        }
      : {}),
    ...(facts.kind === "collection"
      ? { resourceId: facts.id, collectionHandle: facts.handle, collectionId: facts.id }
      : {}),
    ...(facts.kind === "search" ? { searchString: facts.term } : {}),
  };
  return [...trekkiePageView(payload), ...customerPageView(payload)];
}

/** An add to cart's event, for the cart it went into. */
export function addToCartEvents(
  shop: ShopContext,
  browser: ClientBrowserParameters,
  cartId: string,
  product: ShopifyAnalyticsProduct,
): ShopifyMonorailEvent[] {
  const payload: ShopifyAddToCartPayload = {
    ...base(shop, browser),
    cartId,
    products: [product],
    totalValue: Number(product.price) * (product.quantity ?? 1),
  };
  return addToCart(payload);
}
