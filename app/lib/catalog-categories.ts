/**
 * The only categories the shop knows, in the order its filter lists them. "All" is one
 * of them (the spec names it, and the shop's filter starts there).
 */
export const CATEGORIES = [
  "All",
  "Accessories",
  "Carriers",
  "Clothing",
  "Home",
  "Toys",
  "Walking",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** What a product with a missing or unknown category is shown as. */
export const FALLBACK_CATEGORY: Category = "Clothing";

export function isCategory(value: string | null | undefined): value is Category {
  return (CATEGORIES as readonly string[]).includes(value ?? "");
}

/**
 * A product's category as the shop shows it, wherever the product is read (cards, product page,
 * search suggestions), so a product never sits in one category on the grid and another in the
 * header search. Spaces around the merchant's metafield value are not part of the name.
 */
export function normalizeCategory(value: string | null | undefined): Category {
  const trimmed = value?.trim();
  return isCategory(trimmed) ? trimmed : FALLBACK_CATEGORY;
}
