import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  customerAddresses,
  customers,
  fulfillmentLineItems,
  fulfillments,
  orderLineItems,
  productImages,
  products,
  productVariants,
  shopSettings,
  type OrderAddressRecord,
} from "../db/schema/index";
import { toCents, toCentsOrNull } from "../graphql/money";
import { encodeDisplayStatus, type DisplayStatus } from "../orders/fulfilment-status";
import { insertOrder, type NewFulfilment, type NewLineItem } from "../orders/order-writer";
import { computeTotals, SHIPPING_METHODS, shippingPrice } from "../orders/totals";

export const DEMO_EMAIL = "demo@example.com";
export const OTHER_EMAIL = "other@example.com";

const DAY = 24 * 60 * 60 * 1000;

const DEMO_ADDRESSES: Omit<OrderAddressRecord, "phone">[] = [
  {
    firstName: "Peyton",
    lastName: "Parker",
    company: null,
    address1: "245 Bleecker Street",
    address2: "Apt 4B",
    city: "New York",
    territoryCode: "US",
    zoneCode: "NY",
    zip: "10014",
  },
  {
    firstName: "Peyton",
    lastName: "Parker",
    company: "Parker Studio",
    address1: "1120 Abbot Kinney Blvd",
    address2: null,
    city: "Venice",
    territoryCode: "US",
    zoneCode: "CA",
    zip: "90291",
  },
  {
    firstName: "Jordan",
    lastName: "Parker",
    company: null,
    address1: "78 Rainey Street",
    address2: "Unit 12",
    city: "Austin",
    territoryCode: "US",
    zoneCode: "TX",
    zip: "78701",
  },
];

const OTHER_ADDRESS: Omit<OrderAddressRecord, "phone"> = {
  firstName: "Oliver",
  lastName: "Ortiz",
  company: null,
  address1: "1500 Pike Place",
  address2: null,
  city: "Seattle",
  territoryCode: "US",
  zoneCode: "WA",
  zip: "98101",
};

/**
 * The demo customer's orders, oldest first: terminal statuses in the past, shipments in flight
 * recently, and the newest still waiting for a fulfilment ("Confirmed"). `extra` fulfilments
 * come before the last one, which alone decides the badge.
 */
interface OrderPlan {
  daysAgo: number;
  label: DisplayStatus | null;
  lines: number;
  extra?: DisplayStatus[];
  address?: number;
}

const DEMO_PLAN: OrderPlan[] = [
  { daysAgo: 300, label: "delivered", lines: 2 },
  { daysAgo: 288, label: "canceled", lines: 1 },
  { daysAgo: 276, label: "delivered", lines: 5, address: 1 },
  { daysAgo: 262, label: "picked_up", lines: 1 },
  { daysAgo: 249, label: "fulfilled", lines: 2 },
  { daysAgo: 231, label: "marked_as_fulfilled", lines: 3, address: 2 },
  { daysAgo: 218, label: "label_voided", lines: 1 },
  { daysAgo: 204, label: "not_delivered", lines: 2 },
  { daysAgo: 190, label: "delivered", lines: 4, extra: ["label_voided"] },
  { daysAgo: 171, label: "failure", lines: 1, address: 1 },
  { daysAgo: 155, label: "success", lines: 2 },
  { daysAgo: 138, label: "delivered", lines: 6, address: 2 },
  { daysAgo: 120, label: "attempted_delivery", lines: 1 },
  { daysAgo: 101, label: "delayed", lines: 3 },
  { daysAgo: 84, label: "ready_for_pickup", lines: 1 },
  { daysAgo: 66, label: "submitted", lines: 2, address: 1 },
  { daysAgo: 49, label: "label_purchased", lines: 1 },
  { daysAgo: 35, label: "label_printed", lines: 4 },
  { daysAgo: 24, label: "confirmed", lines: 2 },
  { daysAgo: 15, label: "in_transit", lines: 3, extra: ["delivered"] },
  { daysAgo: 9, label: "out_for_delivery", lines: 1, address: 2 },
  { daysAgo: 6, label: "in_transit", lines: 2 },
  { daysAgo: 4, label: null, lines: 5 },
  { daysAgo: 2, label: null, lines: 1, address: 1 },
  { daysAgo: 1, label: null, lines: 2 },
  { daysAgo: 0.2, label: null, lines: 3 },
];

/** A small deterministic generator so every reseed yields the same orders. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface SeedVariant {
  productId: number;
  variantId: number;
  title: string;
  variantTitle: string;
  options: { name: string; value: string }[];
  sku: string | null;
  vendor: string;
  productType: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  image: { id: number; key: string; altText: string | null } | null;
}

async function loadVariants(db: Database): Promise<SeedVariant[]> {
  const rows = await db
    .select({
      productId: products.id,
      title: products.title,
      vendor: products.vendor,
      productType: products.productType,
      variantId: productVariants.id,
      variantTitle: productVariants.title,
      options: productVariants.selectedOptions,
      sku: productVariants.sku,
      price: productVariants.price,
      compareAtPrice: productVariants.compareAtPrice,
      imageId: productVariants.imageId,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .orderBy(asc(productVariants.id));
  const images = await db
    .select()
    .from(productImages)
    .orderBy(asc(productImages.productId), asc(productImages.position));
  const imageById = new Map(images.map((i) => [i.id, i]));
  const firstImage = new Map<number, (typeof images)[number]>();
  for (const image of images)
    if (!firstImage.has(image.productId)) firstImage.set(image.productId, image);
  return rows.map((r) => {
    const image =
      (r.imageId !== null ? imageById.get(r.imageId) : undefined) ?? firstImage.get(r.productId);
    return {
      productId: r.productId,
      variantId: r.variantId,
      title: r.title,
      variantTitle: r.variantTitle || "Default Title",
      options: r.options,
      sku: r.sku,
      vendor: r.vendor,
      productType: r.productType,
      priceCents: toCents(r.price),
      compareAtPriceCents: toCentsOrNull(r.compareAtPrice),
      image: image ? { id: image.id, key: image.key, altText: image.altText } : null,
    };
  });
}

function pickLines(variants: SeedVariant[], count: number, next: () => number) {
  const chosen = new Map<number, SeedVariant>();
  const productsUsed = new Set<number>();
  // One line per product, so a small catalogue caps the lines at its product count.
  const wanted = Math.min(count, new Set(variants.map((v) => v.productId)).size);
  while (chosen.size < wanted) {
    const variant = variants[Math.floor(next() * variants.length)]!;
    if (productsUsed.has(variant.productId)) continue;
    productsUsed.add(variant.productId);
    chosen.set(variant.variantId, variant);
  }
  return [...chosen.values()].map((variant) => ({
    variant,
    quantity: next() < 0.75 ? 1 : 2,
  }));
}

function trackingNumber(next: () => number) {
  let digits = "9400";
  while (digits.length < 22) digits += String(Math.floor(next() * 10));
  return digits;
}

function fulfilmentFor(label: DisplayStatus, at: Date, next: () => number): NewFulfilment {
  const facts = encodeDisplayStatus(label);
  const number = trackingNumber(next);
  const inFlight = ["in_transit", "out_for_delivery", "delayed", "attempted_delivery"];
  return {
    status: facts.status ?? "SUCCESS",
    shipmentStatus: facts.latestShipmentStatus,
    requiresShipping: facts.requiresShipping,
    tracking: facts.tracked
      ? [
          {
            company: "USPS",
            number,
            url: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
          },
        ]
      : [],
    estimatedDeliveryAt: inFlight.includes(label) ? new Date(at.getTime() + 4 * DAY) : null,
    // The carrier's DELIVERED scan (or the pickup) two days after the label; returns count from it.
    deliveredAt:
      label === "delivered" || label === "picked_up" ? new Date(at.getTime() + 2 * DAY) : null,
    createdAt: at,
    updatedAt: new Date(at.getTime() + 2 * DAY),
  };
}

/**
 * Which of the order's lines each parcel holds (indexes into the lines). One parcel holds them
 * all. With several, a voided label held everything its replacement holds; otherwise the earlier
 * parcels carry all but the last line and the last parcel brings that one, as a split shipment.
 */
function parcelContents(labels: DisplayStatus[], lineCount: number): number[][] {
  const all = Array.from({ length: lineCount }, (_, i) => i);
  const voided = (label: DisplayStatus) => label === "label_voided" || label === "canceled";
  const split = lineCount > 1 && labels.slice(0, -1).some((label) => !voided(label));
  return labels.map((label, i) => {
    if (!split || voided(label)) return all;
    return i === labels.length - 1 ? [lineCount - 1] : all.slice(0, -1);
  });
}

function orderFlags(label: DisplayStatus | null) {
  if (label === "canceled") {
    return { financialStatus: "REFUNDED", fulfillmentStatus: "UNFULFILLED", cancelled: true };
  }
  if (label === null || ["label_voided", "failure", "not_delivered"].includes(label)) {
    return { financialStatus: "PAID", fulfillmentStatus: "UNFULFILLED", cancelled: false };
  }
  if (label === "submitted") {
    return { financialStatus: "PAID", fulfillmentStatus: "IN_PROGRESS", cancelled: false };
  }
  return { financialStatus: "PAID", fulfillmentStatus: "FULFILLED", cancelled: false };
}

interface PlannedOrder extends OrderPlan {
  customerId: number;
  email: string;
  address: number;
  addresses: OrderAddressRecord[];
  firstOrder: boolean;
}

/**
 * Seeds `demo@example.com` (phone, three addresses, many orders across every fulfilment status
 * the storefront colours) and `other@example.com` (one address, one order, no phone), with
 * lines from the real catalogue. Order names follow their dates across both customers.
 */
export async function seedDemoCustomers(db: Database) {
  await db.execute(
    sql`TRUNCATE TABLE "return_line_items", "returns", "fulfillment_line_items", "fulfillments", "order_line_items", "orders", "customer_addresses" RESTART IDENTITY CASCADE`,
  );
  const now = Date.now();
  const [settings] = await db.select().from(shopSettings).limit(1);
  const currencyCode = settings?.currencyCode ?? "USD";

  const upsert = async (values: typeof customers.$inferInsert) => {
    const [row] = await db
      .insert(customers)
      .values(values)
      .onConflictDoUpdate({
        target: customers.email,
        set: {
          firstName: values.firstName,
          lastName: values.lastName,
          phone: values.phone,
          emailMarketingState: values.emailMarketingState,
          smsMarketingState: values.smsMarketingState,
          createdAt: values.createdAt,
          updatedAt: values.updatedAt,
        },
      })
      .returning();
    return row!;
  };
  const demo = await upsert({
    email: DEMO_EMAIL,
    firstName: "Peyton",
    lastName: "Parker",
    phone: "+12125550147",
    emailMarketingState: "SUBSCRIBED",
    smsMarketingState: "NOT_SUBSCRIBED",
    createdAt: new Date(now - 320 * DAY),
    updatedAt: new Date(now - 30 * DAY),
  });
  const other = await upsert({
    email: OTHER_EMAIL,
    firstName: "Oliver",
    lastName: "Ortiz",
    phone: null,
    emailMarketingState: "NOT_SUBSCRIBED",
    smsMarketingState: "NOT_SUBSCRIBED",
    createdAt: new Date(now - 200 * DAY),
    updatedAt: new Date(now - 200 * DAY),
  });

  const saveAddresses = async (
    customerId: number,
    list: Omit<OrderAddressRecord, "phone">[],
    phone: string | null,
    createdAt: Date,
  ) => {
    const rows = await db
      .insert(customerAddresses)
      .values(list.map((a) => ({ ...a, phone, customerId, createdAt, updatedAt: createdAt })))
      .returning();
    await db
      .update(customers)
      .set({ defaultAddressId: rows[0]!.id })
      .where(eq(customers.id, customerId));
    return rows.map((r) => ({ ...list[rows.indexOf(r)]!, phone }));
  };
  const demoAddresses = await saveAddresses(
    demo.id,
    DEMO_ADDRESSES,
    demo.phone,
    new Date(now - 318 * DAY),
  );
  const otherAddresses = await saveAddresses(
    other.id,
    [OTHER_ADDRESS],
    null,
    new Date(now - 199 * DAY),
  );

  const variants = await loadVariants(db);
  const next = random(20_251_005);
  const plans: PlannedOrder[] = [
    ...DEMO_PLAN.map((p, i) => ({
      ...p,
      customerId: demo.id,
      email: DEMO_EMAIL,
      address: p.address ?? 0,
      addresses: demoAddresses,
      firstOrder: i === 0,
    })),
    {
      daysAgo: 150,
      label: "delivered" as const,
      lines: 2,
      customerId: other.id,
      email: OTHER_EMAIL,
      address: 0,
      addresses: otherAddresses,
      firstOrder: true,
    },
  ].sort((a, b) => b.daysAgo - a.daysAgo);

  for (const plan of plans) {
    const processedAt = new Date(now - plan.daysAgo * DAY);
    const picked = pickLines(variants, plan.lines, next);
    const method = SHIPPING_METHODS[Math.floor(next() * SHIPPING_METHODS.length)]!;
    const address = plan.addresses[plan.address]!;
    const totals = computeTotals({
      lines: picked.map((l) => ({ unitPriceCents: l.variant.priceCents, quantity: l.quantity })),
      shippingMethod: method,
      stateCode: address.zoneCode,
      discountCode: plan.firstOrder ? "PEYTON20" : null,
    });
    const lines: NewLineItem[] = picked.map(({ variant, quantity }, i) => ({
      title: variant.title,
      variantTitle: variant.variantTitle,
      variantOptions: variant.variantTitle === "Default Title" ? [] : variant.options,
      sku: variant.sku,
      vendor: variant.vendor,
      productType: variant.productType,
      productId: variant.productId,
      variantId: variant.variantId,
      quantity,
      unitPriceCents: variant.priceCents,
      compareAtPriceCents: variant.compareAtPriceCents,
      discountCents: totals.lineDiscountCents[i]!,
      imageId: variant.image?.id ?? null,
      imageKey: variant.image?.key ?? null,
      imageAltText: variant.image?.altText ?? null,
    }));
    const labels = plan.label ? [...(plan.extra ?? []), plan.label] : [];
    const fulfilments = labels.map((label, i) =>
      fulfilmentFor(label, new Date(processedAt.getTime() + (1 + i * 2) * DAY), next),
    );
    const flags = orderFlags(plan.label);
    const cancelledAt = flags.cancelled ? new Date(processedAt.getTime() + 0.3 * DAY) : null;
    const lastTouch = Math.max(
      processedAt.getTime(),
      cancelledAt?.getTime() ?? 0,
      ...fulfilments.map((f) => f.updatedAt.getTime()),
    );
    const order = await insertOrder(db, {
      customerId: plan.customerId,
      email: plan.email,
      processedAt,
      updatedAt: new Date(Math.min(lastTouch, now)),
      currencyCode,
      subtotalBeforeDiscountsCents: totals.subtotalBeforeDiscountsCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      discountCodes: totals.discountCode ? [totals.discountCode.code] : [],
      shippingAddress: address,
      billingAddress: plan.address === 0 ? address : plan.addresses[0]!,
      shippingMethod: {
        code: method.code,
        title: method.title,
        priceCents: shippingPrice(method, totals.subtotalBeforeDiscountsCents),
      },
      financialStatus: flags.financialStatus,
      fulfillmentStatus: flags.fulfillmentStatus,
      cancelledAt,
      cancelReason: flags.cancelled ? "CUSTOMER" : null,
      cartToken: null,
      lines,
      fulfilments,
    });
    if (labels.length)
      await recordParcelContents(db, order.id, parcelContents(labels, lines.length));
  }
}

/** Writes which lines, in full, each of a seeded order's parcels holds. */
async function recordParcelContents(db: Database, orderId: number, contents: number[][]) {
  const lineRows = await db
    .select({ id: orderLineItems.id, quantity: orderLineItems.quantity })
    .from(orderLineItems)
    .where(eq(orderLineItems.orderId, orderId))
    .orderBy(asc(orderLineItems.position));
  const parcelRows = await db
    .select({ id: fulfillments.id })
    .from(fulfillments)
    .where(eq(fulfillments.orderId, orderId))
    .orderBy(asc(fulfillments.createdAt), asc(fulfillments.id));
  const values = parcelRows.flatMap((parcel, i) =>
    (contents[i] ?? []).map((index) => ({
      orderId,
      fulfillmentId: parcel.id,
      lineItemId: lineRows[index]!.id,
      quantity: lineRows[index]!.quantity,
    })),
  );
  if (values.length) await db.insert(fulfillmentLineItems).values(values);
}
