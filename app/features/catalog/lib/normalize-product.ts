import type { ProductDetailFragment, ProductSummaryFragment } from "~/graphql/storefront/graphql";
import { normalizeCategory, type Category } from "~/lib/catalog-categories";
import { PLACEHOLDER_IMAGE } from "~/lib/placeholder-image";
import { sanitizeHtml } from "~/lib/sanitize-html";
import { knownStock } from "~/lib/known-stock";

export const SIZES = ["XS", "S", "M"] as const;
export type Size = (typeof SIZES)[number];

/** Both spellings of each size found in the catalogue map to the short one. */
const SIZE_ALIASES: Record<string, Size> = {
  "extra small": "XS",
  xs: "XS",
  small: "S",
  s: "S",
  medium: "M",
  m: "M",
};

export interface ProductImage {
  url: string;
  altText: string;
  width: number;
  height: number;
}

export interface ProductVariant {
  id: string;
  title: string;
  price: number;
  availableForSale: boolean;
  /** Null when the shop does not track stock for this variant ("unknown" in the spec). */
  quantityAvailable: number | null;
  options: Record<string, string>;
  image: ProductImage | null;
  /** The variant's own colour (metafield custom.variant_color), which beats the option value. */
  color: string | null;
}

/** The raw Storefront fields the product page reads. */
export interface ProductSupplier {
  id: string;
  summaryDescriptionMetafield: { value: string } | null;
  /** Product ids from custom.complete_the_look; invalid JSON is an empty list. */
  completeTheLookMetafield: { value: string[] };
  /** The rich-text JSON string, parsed only when rendered (a parse failure shows it raw). */
  richDetailsMetafield: { value: string } | null;
  /** custom.size_chart as JSON text, read (and checked) only where the size guide opens. */
  sizeChartMetafield: { value: string } | null;
}

export interface Product {
  /** The handle: product URLs and cart lines use it. */
  id: string;
  handle: string;
  name: string;
  /** The minimum variant price. */
  price: number;
  currencyCode: string;
  image: ProductImage;
  /** The gallery, present only when there is more than one image. */
  images?: ProductImage[];
  category: Category;
  sizes?: Size[];
  featured: boolean;
  /** Sanitised HTML: the merchant's description HTML, else the plain description escaped. */
  description: string;
  /** The description as plain text, for meta tags and structured data. */
  descriptionText: string;
  variants: ProductVariant[];
  details?: string;
  seo: { title: string | null; description: string | null };
  supplier: ProductSupplier;
}

/**
 * What a product card and the shop's filters read. Lists (the shop grid, Peyton's Picks) hold
 * these rather than whole products: the shop dehydrates up to a hundred into its HTML, where
 * descriptions, variants and supplier fields only cost bytes to send and objects to decode.
 */
export type ProductListing = Pick<
  Product,
  "id" | "handle" | "name" | "price" | "currencyCode" | "image" | "category" | "sizes" | "featured"
>;

type RawImage = {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
};
type RawVariant = ProductSummaryFragment["variants"]["nodes"][number];

/** A summary (lists, by-id lookups) or a summary plus the detail fields (single product). */
export type RawProduct = ProductSummaryFragment & Partial<ProductDetailFragment>;

function toImage(raw: RawImage | null | undefined, fallbackAlt: string): ProductImage | null {
  if (!raw?.url) return null;
  return {
    url: raw.url,
    altText: raw.altText?.trim() || fallbackAlt,
    width: raw.width ?? PLACEHOLDER_IMAGE.width,
    height: raw.height ?? PLACEHOLDER_IMAGE.height,
  };
}

export function normalizeSize(value: string): Size | null {
  return SIZE_ALIASES[value.trim().toLowerCase()] ?? null;
}

/** Sizes offered by the Size option, in XS/S/M order, each once; undefined when there are none. */
export function sizesOf(variants: { selectedOptions: { name: string; value: string }[] }[]) {
  const found = new Set<Size>();
  for (const variant of variants) {
    for (const option of variant.selectedOptions) {
      if (option.name.trim().toLowerCase() !== "size") continue;
      const size = normalizeSize(option.value);
      if (size) found.add(size);
    }
  }
  return found.size ? SIZES.filter((size) => found.has(size)) : undefined;
}

/** "Featured" as plain text, or a JSON array containing it; unparsable is not featured. */
export function isFeatured(spotlight: string | null | undefined): boolean {
  if (!spotlight) return false;
  if (spotlight.trim() === "Featured") return true;
  try {
    const parsed: unknown = JSON.parse(spotlight);
    return Array.isArray(parsed) && parsed.includes("Featured");
  } catch {
    return false;
  }
}

/** Invalid complete-the-look JSON is an empty list; non-string entries are dropped. */
export function parseProductIdList(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === "string" && id.length > 0)
      : [];
  } catch {
    return [];
  }
}

function escapeHtml(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

function normalizeVariant(raw: RawVariant, productName: string): ProductVariant {
  return {
    id: raw.id,
    title: raw.title,
    price: Number(raw.price.amount),
    availableForSale: raw.availableForSale,
    quantityAvailable: knownStock(raw),
    options: Object.fromEntries(raw.selectedOptions.map((o) => [o.name, o.value])),
    image: toImage(raw.image, `${productName}, ${raw.title}`),
    color: raw.color?.value?.trim() || null,
  };
}

/** Turns a Storefront product into the shape the UI uses, one field's rule at a time. */
export function normalizeProduct(raw: RawProduct): Product {
  const name = raw.title;
  const variants = raw.variants.nodes.map((variant) => normalizeVariant(variant, name));
  const gallery = (raw.gallery?.nodes ?? raw.images.nodes)
    .map((image) => toImage(image, name))
    .filter((image): image is ProductImage => image !== null);
  const prices = variants.map((variant) => variant.price).filter(Number.isFinite);
  const html = raw.descriptionHtml?.trim() ? sanitizeHtml(raw.descriptionHtml) : "";
  const plain = raw.description?.trim() ?? "";

  const product: Product = {
    id: raw.handle,
    handle: raw.handle,
    name,
    price: prices.length ? Math.min(...prices) : Number(raw.priceRange.minVariantPrice.amount),
    currencyCode: raw.priceRange.minVariantPrice.currencyCode,
    image: toImage(raw.featuredImage, name) ?? gallery[0] ?? PLACEHOLDER_IMAGE,
    category: normalizeCategory(raw.category?.value),
    featured: isFeatured(raw.spotlight?.value),
    description: html || (plain ? `<p>${escapeHtml(plain)}</p>` : ""),
    descriptionText: plain,
    variants,
    seo: { title: raw.seo?.title ?? null, description: raw.seo?.description ?? null },
    supplier: {
      id: raw.id,
      summaryDescriptionMetafield: raw.summaryDescription ?? null,
      completeTheLookMetafield: { value: parseProductIdList(raw.completeTheLook?.value) },
      richDetailsMetafield: raw.richDetails ?? null,
      sizeChartMetafield: raw.sizeChart ?? null,
    },
  };
  if (gallery.length > 1) product.images = gallery;
  const sizes = sizesOf(raw.variants.nodes);
  if (sizes) product.sizes = sizes;
  if (raw.details?.value) product.details = raw.details.value;
  return product;
}

/** The listing fields of a normalised product, and no others. */
export function toProductListing(product: Product): ProductListing {
  const { id, handle, name, price, currencyCode, image, category, sizes, featured } = product;
  const listing: ProductListing = {
    id,
    handle,
    name,
    price,
    currencyCode,
    image,
    category,
    featured,
  };
  if (sizes) listing.sizes = sizes;
  return listing;
}
