/**
 * The catalogue's collections: one per category (the product's `custom.category` metafield)
 * plus `all`, as a Shopify shop has an automatic "All" collection. Derived from the catalogue
 * file, so the format needs no collection section.
 */
export const ALL_COLLECTION_HANDLE = "all";

/** "Collar Charms" → "collar-charms": Shopify's handle for a title. */
export function handleize(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The category of a product without a `custom.category` metafield: the catalogue format says it
 * is treated as Clothing (the storefront shows it so), so it belongs to that collection too.
 */
export const DEFAULT_CATEGORY = "Clothing";

export function categoryOf(
  metafields: readonly { namespace: string; key: string; value: string }[],
): string {
  return (
    metafields.find((m) => m.namespace === "custom" && m.key === "category")?.value ??
    DEFAULT_CATEGORY
  );
}

/** Separates an option's name from its value in `product_listings.option_pairs`. */
export const OPTION_PAIR_SEPARATOR = "\u001f";

export function optionPair(name: string, value: string): string {
  return `${name.toLowerCase()}${OPTION_PAIR_SEPARATOR}${value.toLowerCase()}`;
}
