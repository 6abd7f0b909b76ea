import { z } from "zod/mini";
import { readStoredJson, writeStored, type StorageSource } from "~/lib/browser-storage";
import { productHandle } from "./saved-items";

// The products this browser looked at lately, newest first: recorded by the product page and
// shown on it and on the home page. Only the browser keeps them (they are not the customer's
// data to carry between devices). What is read back is validated; a bad entry drops the list.

/** The browser's copy; a contract with every browser that has viewed a product. */
export const RECENTLY_VIEWED_KEY = "boutique.recently-viewed";
/** How many products are remembered. */
export const MAX_REMEMBERED = 12;
/** How many are shown at most. */
export const MAX_SHOWN = 8;

const viewsSchema = z.array(productHandle).check(z.maxLength(MAX_REMEMBERED));

/** The remembered handles, newest first; empty when none (or none valid) are stored. */
export function readRecentlyViewed(storage: StorageSource = "local"): string[] {
  return readStoredJson(storage, RECENTLY_VIEWED_KEY, viewsSchema) ?? [];
}

/** The list after viewing `handle`: it moves to the front, each product once, within the bound. */
export function recordView(views: readonly string[], handle: string): string[] {
  return [handle, ...views.filter((seen) => seen !== handle)].slice(0, MAX_REMEMBERED);
}

/** Remembers that `handle` was viewed now; returns the list as it was before. */
export function rememberView(handle: string, storage: StorageSource = "local"): string[] {
  const before = readRecentlyViewed(storage);
  if (productHandle.safeParse(handle).success) {
    writeStored(storage, RECENTLY_VIEWED_KEY, JSON.stringify(recordView(before, handle)));
  }
  return before;
}

/**
 * What to show: never the product on screen, products that can be bought before sold-out ones
 * (each group newest first), at most MAX_SHOWN. Products that no longer exist are absent from
 * `products` and so are dropped.
 */
export function shownRecently<P extends { handle: string; availableForSale: boolean }>(
  views: readonly string[],
  products: readonly P[],
  current?: string,
): P[] {
  const byHandle = new Map(products.map((product) => [product.handle, product]));
  const seen = views.flatMap((handle) => {
    const product = handle === current ? undefined : byHandle.get(handle);
    return product ? [product] : [];
  });
  return [
    ...seen.filter((product) => product.availableForSale),
    ...seen.filter((product) => !product.availableForSale),
  ].slice(0, MAX_SHOWN);
}
