/**
 * One line to put in the cart, as every page that offers Add to Cart builds it (the product
 * page, Complete the Look, Buy again): the variant and how many, and what the page already knows
 * of it, so the drawer shows the line at once, before the provider answers. The cart keeps it
 * as the seed of its optimistic line and checks the add rules against its known stock.
 */
export interface CartLineDraft {
  variantId: string;
  quantity: number;
  /** The product's title, the line's name. */
  title: string;
  /** The variant's title ("Default Title" for a product without options, never shown). */
  variantTitle: string;
  /** The unit price. */
  price: { amount: number; currencyCode: string };
  image: { url: string; altText: string } | null;
  /** The product's handle: the line links to /product/<handle>. */
  handle: string;
  /** The stock the shopper is held to; null when the shop does not track it. */
  quantityAvailable: number | null;
  /** XS, S or M, from the variant's Size option; null without one. */
  size: string | null;
}

const SIZES: Record<string, string> = {
  "extra small": "XS",
  xs: "XS",
  small: "S",
  s: "S",
  medium: "M",
  m: "M",
};

/**
 * A line's size: its Size option as Extra Small/XS, Small/S or Medium/M, written XS, S or M;
 * any other value is no size. Takes options by name or as the Storefront API lists them.
 */
export function lineSize(options: Record<string, string> | { name: string; value: string }[]) {
  const value = Array.isArray(options)
    ? options.find((option) => option.name === "Size")?.value
    : options.Size;
  return (value && SIZES[value.trim().toLowerCase()]) ?? null;
}
