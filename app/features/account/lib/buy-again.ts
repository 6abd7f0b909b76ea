import { lineSize, type CartLineDraft } from "~/lib/cart-line-draft";
import { knownStock } from "~/lib/known-stock";
import { PLACEHOLDER_IMAGE } from "~/lib/placeholder-image";

/** An order line as Buy again reads it. */
export interface OrderLineToBuy {
  title: string;
  variantTitle?: string | null;
  variantId?: string | null;
  quantity: number;
}

/** A variant as the shop sells it today (the Storefront API's answer). */
export interface VariantOnSale {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable?: number | null;
  price: { amount: string; currencyCode: string };
  selectedOptions: { name: string; value: string }[];
  image?: { url: string; altText?: string | null } | null;
  product: {
    handle: string;
    title: string;
    featuredImage?: { url: string; altText?: string | null } | null;
  };
}

export interface BuyAgainPlan {
  /** One line draft per variant to put back, in the shape every Add to Cart hands the cart. */
  items: CartLineDraft[];
  /** Lines whose variant the shop no longer has. */
  gone: string[];
  /** Lines whose variant is sold out. */
  soldOut: string[];
  /** Lines added with fewer than were ordered, because fewer are left. */
  fewer: string[];
}

const lineName = (line: OrderLineToBuy) =>
  line.variantTitle && line.variantTitle !== "Default Title"
    ? `${line.title} (${line.variantTitle})`
    : line.title;

const image = (img: { url: string; altText?: string | null } | null | undefined) =>
  img ? { url: img.url, altText: img.altText ?? "" } : null;

/**
 * Which of an order's lines can go back in the cart, and how many of each: lines of one variant
 * are counted together, and never more than the shop has left (when it says).
 */
export function planBuyAgain(
  lines: readonly OrderLineToBuy[],
  onSale: ReadonlyMap<string, VariantOnSale>,
): BuyAgainPlan {
  const plan: BuyAgainPlan = { items: [], gone: [], soldOut: [], fewer: [] };
  const wanted = new Map<string, { line: OrderLineToBuy; quantity: number }>();
  for (const line of lines) {
    if (!line.variantId) {
      plan.gone.push(lineName(line));
      continue;
    }
    const entry = wanted.get(line.variantId);
    if (entry) entry.quantity += line.quantity;
    else wanted.set(line.variantId, { line, quantity: line.quantity });
  }
  for (const [variantId, { line, quantity }] of wanted) {
    const variant = onSale.get(variantId);
    if (!variant) {
      plan.gone.push(lineName(line));
      continue;
    }
    const stock = knownStock(variant);
    if (!variant.availableForSale || stock === 0) {
      plan.soldOut.push(lineName(line));
      continue;
    }
    const take = stock === null ? quantity : Math.min(quantity, stock);
    if (take < quantity) plan.fewer.push(lineName(line));
    plan.items.push({
      variantId,
      quantity: take,
      title: variant.product.title,
      variantTitle: variant.title,
      price: { amount: Number(variant.price.amount), currencyCode: variant.price.currencyCode },
      // The variant's own picture, else the product's.
      image: image(variant.image) ?? image(variant.product.featuredImage) ?? PLACEHOLDER,
      handle: variant.product.handle,
      quantityAvailable: stock,
      size: lineSize(variant.selectedOptions),
    });
  }
  return plan;
}

const PLACEHOLDER = { url: PLACEHOLDER_IMAGE.url, altText: "" };

/** What the toast says about the lines that could not go back in full; null when all did. */
export function buyAgainNotes(plan: BuyAgainPlan): string | null {
  const notes = [
    plan.soldOut.length ? `Sold out: ${plan.soldOut.join(", ")}.` : "",
    plan.gone.length ? `No longer available: ${plan.gone.join(", ")}.` : "",
    plan.fewer.length ? `Only a few left, so fewer added: ${plan.fewer.join(", ")}.` : "",
  ].filter(Boolean);
  return notes.length ? notes.join(" ") : null;
}
