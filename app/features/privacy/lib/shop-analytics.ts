import { getClientBrowserParameters } from "@shopify/hydrogen-react";
import type { ShopifyMonorailEvent } from "@shopify/hydrogen-react/analytics-types";
import { listenToCartAdds, type CartAddSignal } from "~/lib/analytics-signals";
import type { StorefrontClient } from "~/lib/storefront-client";
import type { VisitorConsent } from "~/lib/visitor-consent";
import {
  getAnalyticsCollection,
  getAnalyticsProduct,
  getAnalyticsShopId,
} from "../api/analytics-lookups";
import {
  addToCartEvents,
  pageViewEvents,
  type PageFacts,
  type ShopContext,
} from "./analytics-events";
import { createEventQueue, monorailEndpoint } from "./event-queue";
import { pageTemplate } from "./page-template";
import { refreshTrackingCookies } from "./tracking-cookies";

export interface ShopAnalyticsOptions {
  storeDomain: string;
  storefront: StorefrontClient;
  /** Read at each event: a withdrawn consent stops the next one. */
  consent: () => VisitorConsent;
  storefrontId?: string;
}

/** The shop's one market sells in US dollars (the Storefront API's `localization`). */
const CURRENCY = "USD";

/**
 * Shopify's analytics for this visit: page views (with the product, collection or search they
 * show), and adds to cart as the cart confirms them. Started only once the visitor agreed to
 * analytics, after the page is interactive; each event is built when its page is known and sent
 * with the next idle batch. A lookup that fails loses that one event, never the page.
 */
export function startShopAnalytics(options: ShopAnalyticsOptions) {
  const queue = createEventQueue({ endpoint: monorailEndpoint(options.storeDomain) });
  let shopId: Promise<string> | null = null;
  const products = new Map<string, ReturnType<typeof getAnalyticsProduct>>();

  const allowed = () => options.consent().analytics === true;

  async function shop(): Promise<ShopContext> {
    shopId ??= getAnalyticsShopId(options.storefront).catch((error: unknown) => {
      shopId = null;
      throw error;
    });
    return {
      shopId: await shopId,
      currency: CURRENCY,
      ...(options.storefrontId ? { storefrontId: options.storefrontId } : {}),
      consent: options.consent(),
    };
  }

  const product = (handle: string) => {
    let found = products.get(handle);
    if (!found) {
      found = getAnalyticsProduct(options.storefront, handle);
      products.set(handle, found);
      found.catch(() => products.delete(handle));
    }
    return found;
  };

  async function factsOf(pathname: string, search: string): Promise<PageFacts> {
    const template = pageTemplate(pathname);
    if (template === "product") {
      const handle = decodeURIComponent(pathname.split("/")[2] ?? "");
      const found = await product(handle);
      return found ? { kind: "product", product: found } : { kind: "plain" };
    }
    if (template === "shop") {
      const params = new URLSearchParams(search);
      const term = params.get("search")?.trim();
      if (term) return { kind: "search", term };
      const category = params.get("category")?.trim().toLowerCase() || "all";
      const collection = await getAnalyticsCollection(options.storefront, category);
      if (collection) return { kind: "collection", handle: collection.handle, id: collection.id };
    }
    return { kind: "plain" };
  }

  async function send(build: (shop: ShopContext) => Promise<ShopifyMonorailEvent[]>) {
    if (!allowed()) return;
    try {
      refreshTrackingCookies();
      const events = await build(await shop());
      if (allowed()) queue.push(events);
    } catch {
      // Analytics never reaches the shopper: a lookup that failed loses this event only.
    }
  }

  const stopListening = listenToCartAdds((signal: CartAddSignal) => {
    void send(async (context) => {
      const found = await product(signal.handle);
      if (!found) return [];
      return addToCartEvents(context, getClientBrowserParameters(), signal.cartId, {
        ...found,
        variantGid: signal.variantId,
        quantity: signal.quantity,
      });
    });
  });

  const flushOnHide = () => {
    if (document.visibilityState === "hidden") queue.flush();
  };
  document.addEventListener("visibilitychange", flushOnHide);
  window.addEventListener("pagehide", queue.flush);

  return {
    /** The page now shown, once its title and URL are the new page's. */
    pageView(location: { pathname: string; search: string }) {
      void send(async (context) =>
        pageViewEvents(
          context,
          getClientBrowserParameters(),
          await factsOf(location.pathname, location.search),
        ),
      );
    },
    stop() {
      stopListening();
      queue.clear();
      document.removeEventListener("visibilitychange", flushOnHide);
      window.removeEventListener("pagehide", queue.flush);
    },
  };
}

export type ShopAnalytics = ReturnType<typeof startShopAnalytics>;
