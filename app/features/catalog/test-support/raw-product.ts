import type { RawProduct } from "../lib/normalize-product";

type RawVariant = RawProduct["variants"]["nodes"][number];

/** A raw variant as the Storefront API returns it, with overridable fields. */
export function rawVariant(overrides: Partial<RawVariant> = {}): RawVariant {
  return {
    id: "gid://shopify/ProductVariant/1",
    title: "XS / Pink",
    availableForSale: true,
    quantityAvailable: 5,
    price: { amount: "58.0", currencyCode: "USD" },
    selectedOptions: [
      { name: "Size", value: "XS" },
      { name: "Color", value: "Pink" },
    ],
    image: null,
    color: null,
    ...overrides,
  };
}

/** A raw product summary as the Storefront API returns it, with overridable fields. */
export function rawProduct(overrides: Partial<RawProduct> = {}): RawProduct {
  return {
    id: "gid://shopify/Product/1",
    handle: "cloud-puff-cable-sweater",
    title: "Cloud Puff Cable Sweater",
    productType: "Sweaters",
    priceRange: { minVariantPrice: { amount: "58.0", currencyCode: "USD" } },
    featuredImage: {
      url: "https://cdn.example/featured.png",
      altText: "Featured",
      width: 1200,
      height: 1500,
    },
    images: { nodes: [] },
    category: { value: "Clothing" },
    spotlight: null,
    details: null,
    variants: { nodes: [rawVariant()] },
    ...overrides,
  };
}
