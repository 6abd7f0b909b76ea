import * as z from "zod/mini";
import { readStored } from "~/lib/browser-storage";
import { isCartId } from "./cart-id-storage";
import { LOCAL_CART_KEY, LOCAL_CART_VERSION, localItemId, type LocalCart } from "./local-cart-copy";

/**
 * Reads the local cart copy back. Storage is input like any other:
 * a copy that is not valid JSON, not version 1, or whose fields do not hold together (an item id
 * that does not match its product, size and variant; an id that is not a Storefront id; an image
 * that is not a web address) is removed and treated as absent, never allowed to break the page.
 * Loaded on demand, so the schema library is not part of every page's first load.
 */
const VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/[A-Za-z0-9_-]{1,64}$/;
const LINE_ID = /^gid:\/\/shopify\/CartLine\/[A-Za-z0-9_-]{1,128}(\?cart=[A-Za-z0-9_-]{1,128})?$/;
const IMAGE = /^(https?:\/\/|data:image\/svg\+xml,)/;
const money = z.number().check(z.nonnegative(), z.maximum(1_000_000));

const LocalCartItemSchema = z
  .object({
    id: z.string().check(z.maxLength(400)),
    product: z.object({
      id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,199}$/)),
      name: z.string().check(z.maxLength(300)),
      price: money,
      image: z.string().check(z.maxLength(4000), z.regex(IMAGE)),
      description: z.literal(""),
      category: z.literal("Clothing"),
    }),
    quantity: z.int().check(z.minimum(1), z.maximum(10_000)),
    variantId: z.string().check(z.regex(VARIANT_ID)),
    unitPrice: money,
    lineId: z.string().check(z.regex(LINE_ID)),
    size: z.optional(z.enum(["XS", "S", "M"])),
  })
  .check(
    z.refine((item) => item.id === localItemId(item.product.id, item.size, item.variantId), {
      message: "The item id does not match its product, size and variant.",
    }),
  );

const LocalCartSchema = z.object({
  version: z.literal(LOCAL_CART_VERSION),
  cartId: z.nullable(z.string().check(z.refine(isCartId))),
  currencyCode: z.string().check(z.regex(/^[A-Z]{3}$/)),
  items: z.array(LocalCartItemSchema).check(z.maxLength(100)),
});

/** The copy if it is present and sound; otherwise null, and an unsound copy is removed. */
export function readLocalCart(): LocalCart | null {
  const copy = readStored("local", LOCAL_CART_KEY, (raw) => {
    const parsed = LocalCartSchema.safeParse(parseJson(raw));
    return parsed.success ? (parsed.data as LocalCart) : undefined;
  });
  return copy ?? null;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
