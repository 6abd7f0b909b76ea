import type { CartLineDraft } from "~/lib/cart-line-draft";
import { normalizeSize, type Product, type ProductVariant } from "./normalize-product";

/** What Add to Cart hands the cart: the variant, how many, and what the page shows of them. */
export function lineDraftOf(
  product: Product,
  variant: ProductVariant,
  quantity: number,
): CartLineDraft {
  const image = variant.image ?? product.image;
  return {
    variantId: variant.id,
    quantity,
    title: product.name,
    variantTitle: variant.title,
    price: { amount: variant.price, currencyCode: product.currencyCode },
    image: { url: image.url, altText: image.altText },
    handle: product.handle,
    quantityAvailable: variant.quantityAvailable,
    size: variant.options.Size ? normalizeSize(variant.options.Size) : null,
  };
}
