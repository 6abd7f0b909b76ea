import { PLACEHOLDER_IMAGE } from "~/lib/placeholder-image";
import type { CartLine, ShownCart } from "./cart-view";
import { readStored, removeStored, writeStored } from "~/lib/browser-storage";

/**
 * The local cart copy (version 1): the cart's lines in the "local cart item" shape below, kept
 * in localStorage beside the commerce cart id. It is what the drawer shows when the
 * shop cannot be reached, and the lines a shopper keeps when the cart id itself was lost.
 * Reading it back (with its schema) lives in ./read-local-cart, loaded only when needed.
 */
export const LOCAL_CART_KEY = "boutique.cart";
export const LOCAL_CART_VERSION = 1;

/** A line as the local copy keeps it (the storefront's long-standing "local cart item" shape). */
export interface LocalCartItem {
  /** productId-size(or _)-variantId. */
  id: string;
  product: {
    /** The product's handle (a product's id equals its handle). */
    id: string;
    name: string;
    price: number;
    image: string;
    description: "";
    category: "Clothing";
  };
  quantity: number;
  variantId: string;
  unitPrice: number;
  lineId: string;
  size?: string;
}

export interface LocalCart {
  version: typeof LOCAL_CART_VERSION;
  /** The commerce cart these lines belong to; null once that id is gone. */
  cartId: string | null;
  currencyCode: string;
  items: LocalCartItem[];
}

export const localItemId = (
  productId: string,
  size: string | null | undefined,
  variantId: string,
) => `${productId}-${size ?? "_"}-${variantId}`;

export function toLocalItem(line: CartLine): LocalCartItem {
  const item: LocalCartItem = {
    id: localItemId(line.product.handle, line.size, line.variantId),
    product: {
      id: line.product.handle,
      name: line.product.title,
      price: line.unitPrice.amount,
      image: line.image?.url ?? PLACEHOLDER_IMAGE.url,
      description: "",
      category: "Clothing",
    },
    quantity: line.quantity,
    variantId: line.variantId,
    unitPrice: line.unitPrice.amount,
    lineId: line.id,
  };
  if (line.size) item.size = line.size;
  return item;
}

export function toLocalCart(cart: ShownCart): LocalCart {
  const lines = cart.lines.filter((line) => !line.pending);
  return {
    version: LOCAL_CART_VERSION,
    cartId: cart.id,
    currencyCode: lines[0]?.unitPrice.currencyCode ?? "USD",
    items: lines.map(toLocalItem),
  };
}

/** The lines a copy holds, as the drawer shows them (stock unknown, no variant title kept). */
export function fromLocalCart(copy: LocalCart): ShownCart {
  return {
    id: copy.cartId,
    checkoutUrl: null,
    cost: null,
    lines: copy.items.map((item) => ({
      id: item.lineId,
      variantId: item.variantId,
      variantTitle: "",
      quantity: item.quantity,
      quantityAvailable: null,
      unitPrice: { amount: item.unitPrice, currencyCode: copy.currencyCode },
      size: item.size ?? null,
      product: { handle: item.product.id, title: item.product.name },
      image: { url: item.product.image, altText: item.product.name },
      pending: false,
    })),
  };
}

/** Writes the copy; an empty cart removes it. A full or disabled storage is not an error. */
export function writeLocalCart(cart: ShownCart) {
  const copy = toLocalCart(cart);
  // Quota or privacy mode: the cart still works for this visit.
  if (copy.items.length === 0) removeStored("local", LOCAL_CART_KEY);
  else writeStored("local", LOCAL_CART_KEY, JSON.stringify(copy));
}

export function clearLocalCart() {
  removeStored("local", LOCAL_CART_KEY);
}

/** Whether anything is stored, without loading the schema that reads it. */
export function hasLocalCart() {
  return readStored("local", LOCAL_CART_KEY) != null;
}
