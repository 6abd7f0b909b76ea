import { randomUUID } from "node:crypto";
import { toGid } from "../../graphql/ids";
import type { CartLineRow } from "../../db/carts";
import { lineGid } from "./cart-ids";
import type { CartWarning } from "./cart-problems";

type Attributes = CartLineRow["attributes"];

/** Merchandise to add: it joins a line of the same variant with the same attributes, if any. */
export interface LineToAdd {
  variantId: number;
  quantity: number;
  attributes: Attributes;
}

/** One change to a cart's lines. A line set to quantity 0 is removed. */
export type LineEdit =
  { add: LineToAdd } | { lineId: string; setQuantity?: number; variantId?: number };

/** What planning needs of a catalogue variant: its stock, and a title for the warnings. */
export interface StockedVariant {
  tracked: boolean;
  quantity: number;
  product: { title: string };
}

/** A line the cart holds before the change. */
export interface HeldLine {
  id: string;
  variant: { id: number };
  quantity: number;
  attributes: Attributes;
  sequence: number;
}

export interface LinePlan {
  warnings: CartWarning[];
  /** Every line the cart holds afterwards. */
  lineRows: CartLineRow[];
  /** Lines to insert or update, and ids of lines to delete. */
  upserts: CartLineRow[];
  deletes: string[];
}

/** Merchandise added with the same key joins one line: same variant, same attributes. */
export const mergeKey = (variantId: number, attributes: Attributes) =>
  `${variantId} ${JSON.stringify([...attributes].sort((x, y) => x.key.localeCompare(y.key)))}`;

/**
 * Works out quantity changes to a cart's lines, clamping to live stock. Stock problems become
 * warnings (2024-10+), never errors; untracked variants are never clamped, and neither are lines
 * the change leaves alone.
 *
 * `variantsById` is the catalogue snapshot: every write that changes stock invalidates it, so it
 * holds current levels without another query. A held line whose variant is not in it (its
 * product was hidden) is not for sale: it can be lowered or removed, never raised.
 */
export function planLines(
  variantsById: ReadonlyMap<number, StockedVariant>,
  cart: { token: string; lines: readonly HeldLine[] },
  edits: readonly LineEdit[],
): LinePlan {
  let nextSequence = Math.max(0, ...cart.lines.map((line) => line.sequence)) + 1;
  const working = cart.lines.map((line) => ({
    id: line.id,
    variantId: line.variant.id,
    quantity: line.quantity,
    attributes: line.attributes,
    sequence: line.sequence,
    held: line.quantity,
    isNew: false,
    touched: false,
  }));

  for (const edit of edits) {
    if ("add" in edit) {
      const { variantId, quantity, attributes } = edit.add;
      const key = mergeKey(variantId, attributes);
      const existing = working.find((l) => mergeKey(l.variantId, l.attributes) === key);
      if (existing) {
        existing.quantity += quantity;
        existing.touched = true;
      } else {
        working.push({
          id: randomUUID(),
          variantId,
          quantity,
          attributes,
          sequence: nextSequence++,
          held: 0,
          isNew: true,
          touched: true,
        });
      }
    } else {
      const line = working.find((l) => l.id === edit.lineId);
      if (!line) continue;
      if (edit.variantId) line.variantId = edit.variantId;
      if (edit.setQuantity !== undefined) line.quantity = edit.setQuantity;
      line.touched = true;
    }
  }

  const warnings: CartWarning[] = [];
  for (const line of working) {
    if (!line.touched || line.quantity <= 0) continue;
    const variant = variantsById.get(line.variantId);
    if (!variant) {
      line.quantity = Math.min(line.quantity, line.held);
      continue;
    }
    if (!variant.tracked) continue;
    const target = lineGid({ id: line.id, cartToken: cart.token });
    if (variant.quantity <= 0) {
      warnings.push({
        code: "MERCHANDISE_OUT_OF_STOCK",
        message: `The product '${variant.product.title}' is already sold out.`,
        // A new line that sells out is never stored, so the warning names the merchandise.
        target: line.isNew ? toGid("ProductVariant", line.variantId) : target,
      });
      line.quantity = 0;
    } else if (line.quantity > variant.quantity) {
      warnings.push({
        code: "MERCHANDISE_NOT_ENOUGH_STOCK",
        message: `Only ${variant.quantity} of '${variant.product.title}' could be added to your cart due to availability.`,
        target,
      });
      line.quantity = variant.quantity;
    }
  }

  const plan: LinePlan = { warnings, lineRows: [], upserts: [], deletes: [] };
  for (const line of working) {
    if (line.quantity <= 0) {
      if (line.touched && !line.isNew) plan.deletes.push(line.id);
      continue;
    }
    const row: CartLineRow = {
      id: line.id,
      cartToken: cart.token,
      variantId: line.variantId,
      quantity: line.quantity,
      attributes: line.attributes,
      sequence: line.sequence,
    };
    plan.lineRows.push(row);
    if (line.touched) plan.upserts.push(row);
  }
  return plan;
}
