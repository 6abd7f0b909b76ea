import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  cartLines,
  carts,
  customerAddresses,
  customers,
  orders,
  productImages,
  products,
  productVariants,
} from "../db/schema/index";
import { toCents } from "../graphql/money";

export type CartRow = typeof carts.$inferSelect;

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
  tracked: boolean;
  available: number;
  image: { id: number; key: string; altText: string | null } | null;
}

/** The cart's lines with live prices and stock, read from the database, oldest line first. */
export async function loadCheckoutLines(db: Database, token: string): Promise<CheckoutLine[]> {
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      title: products.title,
      variantTitle: productVariants.title,
      options: productVariants.selectedOptions,
      sku: productVariants.sku,
      vendor: products.vendor,
      productType: products.productType,
      quantity: cartLines.quantity,
      price: productVariants.price,
      tracked: productVariants.inventoryTracked,
      available: productVariants.inventoryQuantity,
      variantImageId: productVariants.imageId,
    })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.cartToken, token))
    .orderBy(asc(cartLines.sequence));
  const images = rows.length
    ? await db
        .select()
        .from(productImages)
        .where(
          sql`${productImages.productId} IN (${sql.join(
            rows.map((r) => sql`${r.productId}`),
            sql`, `,
          )})`,
        )
        .orderBy(asc(productImages.productId), asc(productImages.position))
    : [];
  return rows.map((r) => {
    const image =
      images.find((i) => i.id === r.variantImageId) ??
      images.find((i) => i.productId === r.productId);
    return {
      variantId: r.variantId,
      productId: r.productId,
      title: r.title,
      variantTitle: r.variantTitle,
      options: r.options,
      sku: r.sku,
      vendor: r.vendor,
      productType: r.productType,
      quantity: r.quantity,
      unitPriceCents: toCents(r.price),
      tracked: r.tracked,
      available: r.available,
      image: image ? { id: image.id, key: image.key, altText: image.altText } : null,
    };
  });
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
