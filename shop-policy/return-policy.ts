/**
 * The shop's return policy as data, in the one place both programs read it: the storefront shows
 * it (the Returns & Exchanges page, the order page's return form) and the local provider enforces
 * it again when a customer asks for a return. This module imports nothing, so sharing it never
 * lets the storefront reach into the provider or the other way round; on a real Shopify store the
 * merchant sets the same rules in the admin's return rules.
 */

/** Days from delivery during which a return may be asked for. */
export const RETURN_WINDOW_DAYS = 15;

/** Days from the shop's approval within which the parcel must be sent back. */
export const SHIP_BACK_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Kinds of item the shop never takes back (final sale), each with the shopper's words for it and
 * how the catalogue marks it: by product type, or by tag where no type fits (grooming bows are
 * "Bows", engraved charms are "Collar Charms"). Sale items are also those whose variant has a
 * compare-at price above its price.
 */
export const EXCLUDED_CATEGORIES = [
  {
    id: "toys",
    label: "toys and chew items",
    productTypes: ["Plush Toys", "Chew Toys", "Balls", "Enrichment Toys"],
    tags: ["chew", "toy"],
  },
  {
    id: "bowls",
    label: "bowls and feeding accessories",
    productTypes: ["Bowls", "Bowl Stands"],
    tags: ["bowl", "slow feeder"],
  },
  {
    id: "bedding",
    label: "bedding, blankets and mats",
    productTypes: ["Beds", "Blankets", "Mats"],
    tags: ["bed", "blanket", "mat"],
  },
  { id: "grooming", label: "grooming products", productTypes: [], tags: ["grooming"] },
  {
    id: "personalised",
    label: "personalized items",
    productTypes: [],
    tags: ["engraved", "personalized", "monogrammed"],
  },
  { id: "sale", label: "sale or clearance items", productTypes: [], tags: ["sale", "clearance"] },
  { id: "seasonal", label: "seasonal items", productTypes: [], tags: ["seasonal"] },
] as const satisfies readonly ExcludedCategory[];

export interface ExcludedCategory {
  id: string;
  /** Lower case, as it reads inside a sentence or list ("toys and chew items"). */
  label: string;
  productTypes: readonly string[];
  tags: readonly string[];
}

export type ExcludedCategoryId = (typeof EXCLUDED_CATEGORIES)[number]["id"];

/** What the policy needs to know of a product to say whether it may come back. */
export interface ReturnableFacts {
  productType?: string | null;
  tags?: readonly string[] | null;
  /** The variant sells below its compare-at price. */
  onSale?: boolean | null;
}

/** The first excluded category the product falls in, or null when it may be returned. */
export function excludedCategoryOf(product: ReturnableFacts): ExcludedCategory | null {
  const tags = new Set((product.tags ?? []).map((tag) => tag.toLowerCase()));
  for (const category of EXCLUDED_CATEGORIES) {
    if (product.productType && category.productTypes.some((t) => t === product.productType)) {
      return category;
    }
    if (category.tags.some((tag) => tags.has(tag))) return category;
    if (category.id === "sale" && product.onSale) return category;
  }
  return null;
}

export function excludedCategoryById(id: string): ExcludedCategory | null {
  return EXCLUDED_CATEGORIES.find((category) => category.id === id) ?? null;
}

/** The last moment a return may be asked for, for a parcel delivered at `deliveredAt`. */
export function returnWindowClosesAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/**
 * The reasons a customer may give, one for each value of Shopify's `ReturnReason` enum (UNKNOWN
 * aside, which only the merchant's own returns carry). From API version 2026-01 a request names a
 * `ReturnReasonDefinition` by id instead; `handle` is that definition's stable name.
 */
export const RETURN_REASONS = [
  { reason: "SIZE_TOO_SMALL", handle: "size-too-small", name: "Size was too small" },
  { reason: "SIZE_TOO_LARGE", handle: "size-too-large", name: "Size was too large" },
  { reason: "UNWANTED", handle: "unwanted", name: "Changed my mind" },
  { reason: "NOT_AS_DESCRIBED", handle: "not-as-described", name: "Not as described" },
  { reason: "WRONG_ITEM", handle: "wrong-item", name: "Received the wrong item" },
  { reason: "DEFECTIVE", handle: "defective", name: "Damaged or defective" },
  { reason: "STYLE", handle: "style", name: "Style" },
  { reason: "COLOR", handle: "color", name: "Color" },
  { reason: "OTHER", handle: "other", name: "Other" },
] as const;

export type ReturnReasonCode = (typeof RETURN_REASONS)[number]["reason"] | "UNKNOWN";
