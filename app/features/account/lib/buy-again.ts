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

interface Image {
  url: string;
  altText: string;
}

/**
 * One line to put back in the cart, in the shape the cart's add takes (a product with its
 * variant and the stock the shop reports), so the route hands it over unchanged.
 */
export interface BuyAgainItem {
  variantId: string;
  quantity: number;
  stock: { id: string; quantityAvailable: number | null }[];
  product: {
    handle: string;
    name: string;
    currencyCode: string;
    image: Image;
    variants: {
      id: string;
      title: string;
      price: number;
      quantityAvailable: number | null;
      options: Record<string, string>;
      image: Image | null;
    }[];
  };
}

export interface BuyAgainPlan {
  items: BuyAgainItem[];
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
    const variantImage = image(variant.image);
    plan.items.push({
      variantId,
      quantity: take,
      stock: [{ id: variantId, quantityAvailable: stock }],
      product: {
        handle: variant.product.handle,
        name: variant.product.title,
        currencyCode: variant.price.currencyCode,
        image: image(variant.product.featuredImage) ?? variantImage ?? PLACEHOLDER,
        variants: [
          {
            id: variantId,
            title: variant.title,
            price: Number(variant.price.amount),
            quantityAvailable: stock,
            options: Object.fromEntries(variant.selectedOptions.map((o) => [o.name, o.value])),
            image: variantImage,
          },
        ],
      },
    });
  }
  return plan;
}

const PLACEHOLDER: Image = { url: PLACEHOLDER_IMAGE.url, altText: "" };

/** What the toast says about the lines that could not go back in full; null when all did. */
export function buyAgainNotes(plan: BuyAgainPlan): string | null {
  const notes = [
    plan.soldOut.length ? `Sold out: ${plan.soldOut.join(", ")}.` : "",
    plan.gone.length ? `No longer available: ${plan.gone.join(", ")}.` : "",
    plan.fewer.length ? `Only a few left, so fewer added: ${plan.fewer.join(", ")}.` : "",
  ].filter(Boolean);
  return notes.length ? notes.join(" ") : null;
}
