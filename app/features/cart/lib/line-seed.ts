import type { AddableProduct } from "../api/cart-state";
import type { KnownStock } from "./add-to-cart-rules";
import { sizeOf, type CartImage, type LineSeed } from "./cart-model";

const imageOf = ({ url, altText }: CartImage): CartImage => ({ url, altText });

/** The optimistic line: what the page shows of the product, until the provider answers. */
export function lineSeed(
  product: AddableProduct,
  variantId: string,
  stock: KnownStock[],
): LineSeed | null {
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) return null;
  const known = stock.find((entry) => entry.id === variantId);
  return {
    variantId,
    variantTitle: variant.title,
    quantityAvailable: known ? known.quantityAvailable : variant.quantityAvailable,
    unitPrice: { amount: variant.price, currencyCode: product.currencyCode },
    size: sizeOf(variant.options),
    product: { handle: product.handle, title: product.name },
    image: imageOf(variant.image ?? product.image),
  };
}
