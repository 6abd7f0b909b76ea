import type { SearchProductsQuery } from "~/graphql/storefront/graphql";

/** One product as the SearchProducts operation (../api/get-search-products.ts) answers it. */
export type SearchProductNode = SearchProductsQuery["products"]["nodes"][number];

/** Spec §3 "Search product": what a suggestion shows. `id` is the product handle. */
export interface SearchProduct {
  id: string;
  name: string;
  category: string;
  price: { amount: string; currencyCode: string };
  image: { url: string; alt: string };
}

export const CATEGORIES = ["Accessories", "Carriers", "Clothing", "Home", "Toys", "Walking"];
export const PLACEHOLDER_IMAGE = "/images/placeholder-product.svg";

/** Spec §3: a missing or unknown category falls back to Clothing. */
export function normaliseCategory(value: string | null | undefined): string {
  return value && CATEGORIES.includes(value) ? value : "Clothing";
}

/** Spec §3: the featured image, else the first image, else a placeholder. */
export function toSearchProduct(node: SearchProductNode): SearchProduct {
  const image = node.featuredImage ?? node.images.nodes[0] ?? null;
  return {
    id: node.handle,
    name: node.title,
    category: normaliseCategory(node.category?.value),
    price: node.priceRange.minVariantPrice,
    image: image
      ? { url: image.url, alt: image.altText ?? node.title }
      : { url: PLACEHOLDER_IMAGE, alt: node.title },
  };
}
