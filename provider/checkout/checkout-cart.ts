import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { newCartSecret, newCartToken, type CartRow } from "../db/carts";
import { carts, customerAddresses, customers, orders } from "../db/schema/index";
import { toCents, toCentsOrNull } from "../graphql/money";

export interface CheckoutLine {
  variantId: number;
  productId: number;
  title: string;
  variantTitle: string;
  options: { name: string; value: string }[];
  sku: string | null;
  vendor: string;
  productType: string;
  quantity: number;
  unitPriceCents: number;
  /** The variant's compare-at price now, kept on the order line (a sale item is final sale). */
  compareAtPriceCents: number | null;
  tracked: boolean;
  available: number;
  /** False once the merchant has hidden the product: it is no longer for sale. */
  published: boolean;
  image: { id: number; key: string; altText: string | null } | null;
}

/*
 * The lines with their variant, product and image in one statement, as one JSON text: the
 * checkout reads them twice per order (to show the form, then inside the order's transaction).
 * The image is the variant's own, else the product's first.
 */
const CHECKOUT_LINES = `SELECT json_agg(json_build_object(
    'variantId', v.id, 'productId', p.id, 'title', p.title, 'variantTitle', v.title,
    'options', v.selected_options, 'sku', v.sku, 'vendor', p.vendor,
    'productType', p.product_type, 'quantity', l.quantity, 'price', v.price::text,
    'compareAtPrice', v.compare_at_price::text,
    'tracked', v.inventory_tracked, 'available', v.inventory_quantity,
    'published', p.published_at IS NOT NULL,
    'image', CASE WHEN i.id IS NULL THEN NULL
      ELSE json_build_object('id', i.id, 'key', i.key, 'altText', i.alt_text) END
  ) ORDER BY l.sequence)::text AS lines
  FROM cart_lines l
  JOIN product_variants v ON v.id = l.variant_id
  JOIN products p ON p.id = v.product_id
  LEFT JOIN LATERAL (
    SELECT id, key, alt_text FROM product_images
     WHERE product_id = p.id
     ORDER BY (id = v.image_id) DESC, position
     LIMIT 1
  ) i ON true
  WHERE l.cart_token = $1`;

type CheckoutLineJson = Omit<CheckoutLine, "unitPriceCents" | "compareAtPriceCents"> & {
  price: string;
  compareAtPrice: string | null;
};

/**
 * The cart's lines with live prices, stock and publication, read from the database, oldest line
 * first. A line whose variant was deleted has no row to join and is left out, as Shopify drops
 * it from the cart.
 */
export async function loadCheckoutLines(db: Database, token: string): Promise<CheckoutLine[]> {
  const [row] = await queryRows<{ lines: string | null }>(db, CHECKOUT_LINES, [token]);
  if (!row?.lines) return [];
  return (JSON.parse(row.lines) as CheckoutLineJson[]).map(
    ({ price, compareAtPrice, ...line }) => ({
      ...line,
      unitPriceCents: toCents(price),
      compareAtPriceCents: toCentsOrNull(compareAtPrice),
    }),
  );
}

/** "Title (Variant)", or the title alone for a product without options. */
export function lineName(line: Pick<CheckoutLine, "title" | "variantTitle">): string {
  return line.variantTitle === "Default Title"
    ? line.title
    : `${line.title} (${line.variantTitle})`;
}

/** The lines the merchant has taken off the shop since they were added: not for sale. */
export function unavailableLines(lines: readonly CheckoutLine[]): string[] {
  return lines.filter((line) => !line.published).map(lineName);
}

export async function findCart(db: Database, token: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.token, token));
  return row ?? null;
}

export async function orderForCart(db: Database, token: string) {
  const [row] = await db.select().from(orders).where(eq(orders.cartToken, token));
  return row ?? null;
}

/** The customer and their default address, for prefilling the form. */
export async function customerWithDefaultAddress(db: Database, customerId: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return null;
  const [address] =
    customer.defaultAddressId === null
      ? []
      : await db
          .select()
          .from(customerAddresses)
          .where(
            and(
              eq(customerAddresses.id, customer.defaultAddressId),
              eq(customerAddresses.customerId, customerId),
            ),
          );
  return { customer, address: address ?? null };
}

/**
 * Whether this buyer has ordered before: by account when signed in, and by email either way,
 * so a guest cannot reuse a first-order code under an address that already ordered.
 */
export async function hasOrderedBefore(
  db: Database,
  customerId: number | null,
  email: string,
): Promise<boolean> {
  const byEmail = sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`;
  const condition =
    customerId === null ? byEmail : sql`(${orders.customerId} = ${customerId} OR ${byEmail})`;
  const rows = await db.select({ id: orders.id }).from(orders).where(condition).limit(1);
  return rows.length > 0;
}

/**
 * A new cart with the lines, note, attributes and discount codes of `cart` and nothing of its
 * buyer (email, phone, country, customer): what Shopify's checkout opens for a link without the
 * cart's valid key. Everything copied is what a query by the bare cart id answers anyway, so the
 * clone discloses nothing the link did not; the buyer's details stay with the keyed cart.
 */
export async function cloneCartWithoutBuyer(
  db: Database,
  cart: CartRow,
  now: Date,
): Promise<{ token: string; secret: string }> {
  const clone = { token: newCartToken(), secret: newCartSecret() };
  await db.transaction(async (tx) => {
    await tx.insert(carts).values({
      ...clone,
      note: cart.note,
      attributes: cart.attributes,
      discountCodes: cart.discountCodes,
      buyerIdentity: {},
      customerId: null,
      createdAt: now,
      updatedAt: now,
      completedAt: null,
      version: 0,
    });
    await tx.execute(sql`
      INSERT INTO cart_lines (id, cart_token, variant_id, quantity, attributes, sequence)
      SELECT gen_random_uuid(), ${clone.token}, variant_id, quantity, attributes, sequence
        FROM cart_lines WHERE cart_token = ${cart.token}`);
  });
  return clone;
}
