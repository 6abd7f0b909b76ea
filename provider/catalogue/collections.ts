/**
 * The catalogue's collections: one per category (the product's `custom.category` metafield)
 * plus `all`, as a Shopify shop has an automatic "All" collection. Derived from the catalogue
 * file, so the format needs no collection section.
 */
export const ALL_COLLECTION_HANDLE = "all";

// Fixed base so the same catalogue always yields the same collection gids.
const COLLECTION_ID_BASE = 4_860_000_000;

/**
 * The collection ids of a catalogue whose listed products fall in `categories`: `all` first,
 * then one per category in alphabetical order. The Storefront API and webhooks number them alike.
 */
export function collectionIdsOf(categories: Iterable<string>): {
  all: number;
  byCategory: Map<string, number>;
} {
  const sorted = [...new Set(categories)].sort((a, b) => a.localeCompare(b));
  return {
    all: COLLECTION_ID_BASE + 1,
    byCategory: new Map(sorted.map((category, i) => [category, COLLECTION_ID_BASE + 2 + i])),
  };
}

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

/** A category collection's description (the catalogue file writes none). */
export function categoryDescription(category: string): string {
  return `${category} for the tiniest trendsetters.`;
}

/** Separates an option's name from its value in `product_listings.option_pairs`. */
export const OPTION_PAIR_SEPARATOR = "\u001f";

export function optionPair(name: string, value: string): string {
  return `${name.toLowerCase()}${OPTION_PAIR_SEPARATOR}${value.toLowerCase()}`;
}
