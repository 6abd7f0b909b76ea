import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  customerAddresses,
  customers,
  orders,
  shopSettings,
  type OrderAddressRecord,
} from "../db/schema/index";
import { paginate, type ConnectionArgs } from "../graphql/connection";
import type { ResolverMap } from "../graphql/executor";
import { numericIdOf, toGid } from "../graphql/ids";
import { money } from "../graphql/money";
import {
  formatAddress,
  formatArea,
  fullName,
  provinceName,
  type AddressFields,
} from "../orders/address-format";
import { countryName } from "../orders/territories";
import type {
  AddressRow,
  CustomerAccountContext,
  CustomerRow,
  FulfillmentRow,
  LineItemRow,
  OrderRow,
} from "./context";
import { orderFilter } from "./order-search";
import {
  isEmptyInput,
  mergeAddress,
  nameProblem,
  sameAddress,
  MAX_TEXT_LENGTH,
  type AddressInput,
  type AddressValues,
  type FieldError,
} from "./validation";

/** A saved address or an order's address snapshot, as `CustomerAddress` presents both. */
interface AddressView extends AddressFields {
  __typename: "CustomerAddress";
  gid: string;
  phone: string | null;
}

const MAX_ADDRESSES = 100;

function addressView(row: AddressRow): AddressView {
  return { __typename: "CustomerAddress", gid: toGid("CustomerAddress", row.id), ...row };
}

function snapshotView(
  order: OrderRow,
  kind: "shipping" | "billing",
  record: OrderAddressRecord | null,
): AddressView | null {
  if (!record) return null;
  return {
    __typename: "CustomerAddress",
    gid: `gid://shopify/MailingAddress/${order.id}?kind=${kind}`,
    ...record,
  };
}

const valuesOf = (row: AddressRow): AddressValues => ({
  firstName: row.firstName,
  lastName: row.lastName,
  company: row.company,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  territoryCode: row.territoryCode,
  zoneCode: row.zoneCode,
  zip: row.zip,
  phone: row.phone,
});

const EMPTY_ADDRESS: AddressValues = {
  firstName: null,
  lastName: null,
  company: null,
  address1: null,
  address2: null,
  city: null,
  territoryCode: null,
  zoneCode: null,
  zip: null,
  phone: null,
};

async function ownAddresses(db: Database, customerId: number) {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id));
}

/** Resolves an address gid to the customer's own row; anyone else's looks like a missing one. */
async function ownAddress(ctx: CustomerAccountContext, db: Database, gid: string) {
  const id = numericIdOf(gid, ["CustomerAddress"]);
  if (id === null) return null;
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, ctx.customerId)));
  return row ?? null;
}

const addressMissing = (): FieldError<"ADDRESS_ID_DOES_NOT_EXIST"> => ({
  code: "ADDRESS_ID_DOES_NOT_EXIST",
  field: ["addressId"],
  message: "Address does not exist",
});

type SortKey = "CREATED_AT" | "ID" | "ORDER_NUMBER" | "PROCESSED_AT" | "TOTAL_PRICE" | "UPDATED_AT";

const SORT_VALUE: Record<SortKey, (o: OrderRow) => number> = {
  CREATED_AT: (o) => o.createdAt.getTime(),
  ID: (o) => o.id,
  ORDER_NUMBER: (o) => o.number,
  PROCESSED_AT: (o) => o.processedAt.getTime(),
  TOTAL_PRICE: (o) => o.totalCents,
  UPDATED_AT: (o) => o.updatedAt.getTime(),
};

/** Runs a mutation's writes in a transaction that rolls back when it reports userErrors. */
async function inTransaction<T extends { userErrors: unknown[] }>(
  ctx: CustomerAccountContext,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  class Rollback extends Error {
    constructor(readonly payload: T) {
      super("rollback");
    }
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const payload = await work(tx as unknown as Database);
      if (payload.userErrors.length) throw new Rollback(payload);
      return payload;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.payload;
    throw error;
  }
}

async function touchCustomer(
  ctx: CustomerAccountContext,
  db: Database,
  defaultAddressId?: number | null,
) {
  await db
    .update(customers)
    .set({
      updatedAt: ctx.clock.now(),
      ...(defaultAddressId !== undefined ? { defaultAddressId } : {}),
    })
    .where(eq(customers.id, ctx.customerId));
}

function avatarUrl(customer: CustomerRow) {
  const initials =
    [customer.firstName, customer.lastName]
      .map((n) => n?.trim()[0] ?? "")
      .join("")
      .toUpperCase() || customer.email[0]!.toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#fbe9ec"/><text x="40" y="50" font-family="Georgia,serif" font-size="30" text-anchor="middle" fill="#9c3f52">${initials.replace(/[^A-Z0-9]/g, "")}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

/** Same URL shape as the Storefront API's images, so both APIs share the CDN cache. */
function imageUrl(ctx: CustomerAccountContext, key: string, transform?: ImageTransform | null) {
  const params = new URLSearchParams({ v: "1" });
  if (transform) {
    const scale = Math.min(Math.max(transform.scale ?? 1, 1), 3);
    const clamp = (n: number) => String(Math.min(Math.max(Math.round(n * scale), 1), 5760));
    if (transform.maxWidth != null) params.set("width", clamp(transform.maxWidth));
    if (transform.maxHeight != null) params.set("height", clamp(transform.maxHeight));
    if (transform.crop && (transform.maxWidth != null || transform.maxHeight != null)) {
      params.set("crop", transform.crop.toLowerCase());
    }
    if (transform.preferredContentType) {
      params.set("format", transform.preferredContentType.toLowerCase());
    }
  }
  return `${ctx.settings.publicUrl}/cdn/shop/files/${key}.png?${params}`;
}

interface ImageView {
  __typename: "Image";
  id: number;
  key: string;
  altText: string | null;
}

const lineTotal = (l: LineItemRow) => l.unitPriceCents * l.quantity;

export function statusPageUrl(publicUrl: string, order: Pick<OrderRow, "statusToken">) {
  return `${publicUrl}/orders/${order.statusToken}`;
}

const discountApplication = (code: string, percentage: number) => ({
  __typename: "DiscountCodeApplication",
  code,
  allocationMethod: "ACROSS",
  targetSelection: "ALL",
  targetType: "LINE_ITEM",
  value: { __typename: "PricingPercentageValue", percentage },
});

function orderDiscountApplications(order: OrderRow) {
  if (!order.discountCodes.length || order.discountCents === 0) return [];
  const percentage =
    Math.round((order.discountCents / order.subtotalBeforeDiscountsCents) * 1000) / 10;
  return order.discountCodes.map((code) => discountApplication(code, percentage));
}

/**
 * What the resolvers below are given for an order, a line item and a fulfilment. The rows never
 * change once written (order-cache.ts keeps them across requests), so each view is built once
 * per row rather than copied again on every request.
 */
const orderViews = new WeakMap<OrderRow, OrderRow & { __typename: "Order" }>();
const lineItemViews = new WeakMap<LineItemRow, LineItemView>();
const fulfillmentViews = new WeakMap<
  FulfillmentRow,
  FulfillmentRow & { __typename: "Fulfillment" }
>();

type LineItemView = LineItemRow & {
  currencyCode: string;
  discountCodes: string[];
  __typename: "LineItem";
};

function orderView(row: OrderRow) {
  let view = orderViews.get(row);
  if (!view) orderViews.set(row, (view = { __typename: "Order", ...row }));
  return view;
}

/** A line belongs to one order for good, so its view may carry that order's currency and codes. */
function lineItemView(order: OrderRow, row: LineItemRow) {
  let view = lineItemViews.get(row);
  if (!view) {
    view = {
      ...row,
      currencyCode: order.currencyCode,
      discountCodes: order.discountCodes,
      __typename: "LineItem",
    };
    lineItemViews.set(row, view);
  }
  return view;
}

function fulfillmentView(row: FulfillmentRow) {
  let view = fulfillmentViews.get(row);
  if (!view) fulfillmentViews.set(row, (view = { ...row, __typename: "Fulfillment" }));
  return view;
}

export const customerAccountResolvers: ResolverMap<CustomerAccountContext> = {
  QueryRoot: {
    customer: (_: unknown, __: unknown, ctx) => ctx.loaders.customer(),
    order: async (_: unknown, args: { id: string }, ctx) => {
      const id = numericIdOf(args.id, ["Order"]);
      if (id === null) return null;
      const [row] = await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.customerId, ctx.customerId)));
      return row ? { __typename: "Order", ...row } : null;
    },
    shop: async (_: unknown, __: unknown, ctx) => {
      const [settings] = await ctx.db.select().from(shopSettings).limit(1);
      const domain = new URL(ctx.settings.storefrontOrigin).host;
      return {
        id: toGid("Shop", ctx.settings.shopId),
        name: settings?.name ?? "Shop",
        email: `hello@${domain.split(":")[0]}`,
        myshopifyDomain: `${ctx.settings.shopId}.myshopify.local`,
        url: ctx.settings.storefrontOrigin,
        shopPolicies: [],
        metafield: null,
        metafields: [],
      };
    },
  },

  Mutation: {
    customerUpdate: async (
      _: unknown,
      args: { input: { firstName?: string | null; lastName?: string | null } },
      ctx,
    ) => {
      const { input } = args;
      const errors: FieldError<string>[] = [];
      const changes: { firstName?: string | null; lastName?: string | null } = {};
      if (input.firstName === undefined && input.lastName === undefined) {
        errors.push({
          code: "CUSTOMER_INPUT_ARGUMENT_EMPTY",
          field: ["input"],
          message: "Input argument cannot be empty.",
        });
      }
      for (const [name, label] of [
        ["firstName", "First name"],
        ["lastName", "Last name"],
      ] as const) {
        const raw = input[name];
        if (raw === undefined) continue;
        const value = raw?.trim() || null;
        const problem = value === null ? null : nameProblem(value);
        if (problem) {
          errors.push({
            code: problem,
            field: ["input", name],
            message:
              problem === "TOO_LONG"
                ? `${label} is too long (maximum is ${MAX_TEXT_LENGTH} characters)`
                : problem === "CONTAINS_URL"
                  ? `${label} cannot contain a URL`
                  : `${label} cannot contain HTML tags`,
          });
        } else changes[name] = value;
      }
      if (errors.length) return { customer: null, userErrors: errors };
      const [row] = await ctx.db
        .update(customers)
        .set({ ...changes, updatedAt: ctx.clock.now() })
        .where(eq(customers.id, ctx.customerId))
        .returning();
      return { customer: row ?? null, userErrors: [] };
    },

    customerAddressCreate: (
      _: unknown,
      args: { address: AddressInput; defaultAddress?: boolean | null },
      ctx,
    ) =>
      inTransaction(ctx, async (db) => {
        const fail = (error: FieldError<string>) => ({
          customerAddress: null,
          userErrors: [error],
        });
        if (isEmptyInput(args.address)) {
          return fail({
            code: "ADDRESS_ARGUMENT_EMPTY",
            field: ["address"],
            message: "Address argument cannot be empty",
          });
        }
        const { values, errors } = mergeAddress(EMPTY_ADDRESS, args.address);
        if (errors.length) return { customerAddress: null, userErrors: errors };
        // Locking the customer row serialises concurrent address writes for one customer.
        const [customer] = await db
          .select()
          .from(customers)
          .where(eq(customers.id, ctx.customerId))
          .for("update");
        const existing = await ownAddresses(db, ctx.customerId);
        if (existing.some((row) => sameAddress(valuesOf(row), values))) {
          return fail({
            code: "CUSTOMER_ADDRESS_ALREADY_EXISTS",
            field: ["address"],
            message: "Address already exists",
          });
        }
        if (existing.length >= MAX_ADDRESSES) {
          return fail({
            code: "INVALID",
            field: ["address"],
            message: `A customer can have at most ${MAX_ADDRESSES} addresses`,
          });
        }
        const now = ctx.clock.now();
        const [row] = await db
          .insert(customerAddresses)
          .values({
            ...values,
            territoryCode: values.territoryCode!,
            customerId: ctx.customerId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const hasDefault = existing.some((r) => r.id === customer?.defaultAddressId);
        await touchCustomer(ctx, db, args.defaultAddress || !hasDefault ? row!.id : undefined);
        return { customerAddress: addressView(row!), userErrors: [] };
      }),

    customerAddressUpdate: (
      _: unknown,
      args: { addressId: string; address?: AddressInput | null; defaultAddress?: boolean | null },
      ctx,
    ) =>
      inTransaction(ctx, async (db) => {
        const fail = (error: FieldError<string>) => ({
          customerAddress: null,
          userErrors: [error],
        });
        const row = await ownAddress(ctx, db, args.addressId);
        if (!row) return fail(addressMissing());
        const hasAddress = args.address != null && !isEmptyInput(args.address);
        if (!hasAddress && args.defaultAddress == null) {
          return fail({
            code: "ADDRESS_ARGUMENT_EMPTY",
            field: ["address"],
            message: "Address argument cannot be empty",
          });
        }
        const [customer] = await db
          .select()
          .from(customers)
          .where(eq(customers.id, ctx.customerId))
          .for("update");
        const isDefault = customer?.defaultAddressId === row.id;
        if (args.defaultAddress === false && isDefault) {
          return fail({
            code: "DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED",
            field: ["defaultAddress"],
            message: "Customer's default address cannot be demoted",
          });
        }
        let updated = row;
        if (hasAddress) {
          const { values, errors } = mergeAddress(valuesOf(row), args.address!);
          if (errors.length) return { customerAddress: null, userErrors: errors };
          const others = (await ownAddresses(db, ctx.customerId)).filter((r) => r.id !== row.id);
          if (others.some((other) => sameAddress(valuesOf(other), values))) {
            return fail({
              code: "CUSTOMER_ADDRESS_ALREADY_EXISTS",
              field: ["address"],
              message: "Address already exists",
            });
          }
          [updated = row] = await db
            .update(customerAddresses)
            .set({ ...values, territoryCode: values.territoryCode!, updatedAt: ctx.clock.now() })
            .where(eq(customerAddresses.id, row.id))
            .returning();
        }
        await touchCustomer(ctx, db, args.defaultAddress === true ? row.id : undefined);
        return { customerAddress: addressView(updated), userErrors: [] };
      }),

    customerAddressDelete: (_: unknown, args: { addressId: string }, ctx) =>
      inTransaction(ctx, async (db) => {
        const row = await ownAddress(ctx, db, args.addressId);
        if (!row) return { deletedAddressId: null, userErrors: [addressMissing()] };
        const [customer] = await db
          .select()
          .from(customers)
          .where(eq(customers.id, ctx.customerId))
          .for("update");
        if (customer?.defaultAddressId === row.id) {
          const [other] = await db
            .select({ id: customerAddresses.id })
            .from(customerAddresses)
            .where(
              and(
                eq(customerAddresses.customerId, ctx.customerId),
                ne(customerAddresses.id, row.id),
              ),
            )
            .limit(1);
          if (other) {
            return {
              deletedAddressId: null,
              userErrors: [
                {
                  code: "DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED",
                  field: ["addressId"],
                  message:
                    "Customer's default address can't be deleted before setting another one as default",
                },
              ],
            };
          }
        }
        await db.delete(customerAddresses).where(eq(customerAddresses.id, row.id));
        await touchCustomer(ctx, db, customer?.defaultAddressId === row.id ? null : undefined);
        return { deletedAddressId: toGid("CustomerAddress", row.id), userErrors: [] };
      }),
  },

  Customer: {
    id: (c: CustomerRow) => toGid("Customer", c.id),
    firstName: (c: CustomerRow) => c.firstName,
    lastName: (c: CustomerRow) => c.lastName,
    displayName: (c: CustomerRow) => fullName(c) ?? c.email ?? c.phone ?? "",
    emailAddress: (c: CustomerRow) => ({
      emailAddress: c.email,
      marketingState: c.emailMarketingState,
    }),
    phoneNumber: (c: CustomerRow) =>
      c.phone ? { phoneNumber: c.phone, marketingState: c.smsMarketingState } : null,
    creationDate: (c: CustomerRow) => c.createdAt.toISOString(),
    createdAt: (c: CustomerRow) => c.createdAt.toISOString(),
    imageUrl: (c: CustomerRow) => avatarUrl(c),
    tags: () => [],
    metafield: () => null,
    metafields: (_: CustomerRow, args: { identifiers: unknown[] }) =>
      args.identifiers.map(() => null),
    defaultAddress: async (c: CustomerRow, _: unknown, ctx) => {
      if (c.defaultAddressId === null) return null;
      const [row] = await ctx.db
        .select()
        .from(customerAddresses)
        .where(
          and(
            eq(customerAddresses.id, c.defaultAddressId),
            eq(customerAddresses.customerId, ctx.customerId),
          ),
        );
      return row ? addressView(row) : null;
    },
    addresses: async (
      c: CustomerRow,
      args: ConnectionArgs & { reverse?: boolean | null; skipDefault?: boolean | null },
      ctx,
    ) => {
      let rows = await ownAddresses(ctx.db, ctx.customerId);
      if (args.skipDefault) rows = rows.filter((r) => r.id !== c.defaultAddressId);
      if (args.reverse) rows.reverse();
      return paginate(rows.map(addressView), args, (a) => a.gid);
    },
    orders: async (
      _: CustomerRow,
      args: ConnectionArgs & {
        query?: string | null;
        reverse?: boolean | null;
        sortKey?: SortKey | null;
      },
      ctx,
    ) => {
      const sortKey = args.sortKey ?? "ID";
      const value = SORT_VALUE[sortKey];
      const rows = (await ctx.loaders.orders()).filter(orderFilter(args.query));
      rows.sort((a, b) => value(a) - value(b) || a.id - b.id);
      if (args.reverse) rows.reverse();
      return paginate(rows.map(orderView), args, (o) => [sortKey, value(o), o.id]);
    },
  },

  CustomerAddress: {
    id: (a: AddressView) => a.gid,
    name: (a: AddressView) => fullName(a),
    phoneNumber: (a: AddressView) => a.phone,
    country: (a: AddressView) => (a.territoryCode ? countryName(a.territoryCode) : null),
    province: (a: AddressView) => provinceName(a),
    formatted: (
      a: AddressView,
      args: { withName?: boolean | null; withCompany?: boolean | null },
    ) =>
      formatAddress(a, {
        withName: args.withName ?? false,
        withCompany: args.withCompany ?? true,
      }),
    formattedArea: (a: AddressView) => formatArea(a),
  },

  Order: {
    id: (o: OrderRow) => toGid("Order", o.id),
    processedAt: (o: OrderRow) => o.processedAt.toISOString(),
    createdAt: (o: OrderRow) => o.createdAt.toISOString(),
    updatedAt: (o: OrderRow) => o.updatedAt.toISOString(),
    cancelledAt: (o: OrderRow) => o.cancelledAt?.toISOString() ?? null,
    statusPageUrl: (o: OrderRow, _: unknown, ctx) => statusPageUrl(ctx.settings.publicUrl, o),
    totalPrice: (o: OrderRow) => money(o.totalCents, o.currencyCode),
    totalRefunded: (o: OrderRow) =>
      money(o.financialStatus === "REFUNDED" ? o.totalCents : 0, o.currencyCode),
    subtotal: (o: OrderRow) =>
      money(o.subtotalBeforeDiscountsCents - o.discountCents, o.currencyCode),
    subtotalBeforeDiscounts: (o: OrderRow) => money(o.subtotalBeforeDiscountsCents, o.currencyCode),
    totalShipping: (o: OrderRow) => money(o.shippingCents, o.currencyCode),
    totalDiscountedShipping: (o: OrderRow) => money(o.shippingCents, o.currencyCode),
    totalTax: (o: OrderRow) => money(o.taxCents, o.currencyCode),
    totalTip: () => null,
    totalDuties: () => null,
    hasEmail: (o: OrderRow) => o.email !== null,
    phone: () => null,
    note: () => null,
    edited: () => false,
    requiresShipping: (o: OrderRow) => o.shippingAddress !== null,
    customAttributes: () => [],
    customer: async (o: OrderRow, _: unknown, ctx) =>
      o.customerId === ctx.customerId ? ctx.loaders.customer() : null,
    shippingAddress: (o: OrderRow) => snapshotView(o, "shipping", o.shippingAddress),
    billingAddress: (o: OrderRow) => snapshotView(o, "billing", o.billingAddress),
    shippingLine: (o: OrderRow) =>
      o.shippingMethod
        ? {
            title: o.shippingMethod.title,
            handle: o.shippingMethod.code,
            originalPrice: money(o.shippingMethod.priceCents, o.currencyCode),
          }
        : null,
    shippingTitle: (o: OrderRow) => o.shippingMethod?.title ?? null,
    discountApplications: (o: OrderRow, args: ConnectionArgs) =>
      paginate(orderDiscountApplications(o), args, (d) => d.code),
    hasMultipleFulfillments: async (o: OrderRow, _: unknown, ctx) =>
      (await ctx.loaders.fulfillments(o.id)).length > 1,
    fulfillments: async (o: OrderRow, args: ConnectionArgs & { reverse?: boolean | null }, ctx) => {
      const rows = (await ctx.loaders.fulfillments(o.id)).map(fulfillmentView);
      if (args.reverse) rows.reverse();
      return paginate(rows, args, (f) => f.id);
    },
    lineItems: async (o: OrderRow, args: ConnectionArgs & { reverse?: boolean | null }, ctx) => {
      const rows = (await ctx.loaders.lineItems(o.id)).map((l) => lineItemView(o, l));
      if (args.reverse) rows.reverse();
      return paginate(rows, args, (l) => l.id);
    },
  },

  LineItem: {
    id: (l: LineItemRow) => toGid("LineItem", l.id),
    name: (l: LineItemRow) =>
      l.variantTitle && l.variantTitle !== "Default Title"
        ? `${l.title} - ${l.variantTitle}`
        : l.title,
    presentmentTitle: (l: LineItemRow) => l.title,
    variantTitle: (l: LineItemRow) => l.variantTitle,
    variantOptions: (l: LineItemRow) => l.variantOptions,
    variantId: (l: LineItemRow) => (l.variantId ? toGid("ProductVariant", l.variantId) : null),
    productId: (l: LineItemRow) => (l.productId ? toGid("Product", l.productId) : null),
    price: (l: LineItemRow & { currencyCode: string }) => money(l.unitPriceCents, l.currencyCode),
    unitPrice: () => null,
    totalPrice: (l: LineItemRow & { currencyCode: string }) => money(lineTotal(l), l.currencyCode),
    totalPriceBeforeDiscounts: (l: LineItemRow & { currencyCode: string }) =>
      money(lineTotal(l), l.currencyCode),
    totalPriceWithDiscounts: (l: LineItemRow & { currencyCode: string }) =>
      money(lineTotal(l) - l.discountCents, l.currencyCode),
    currentTotalPrice: (l: LineItemRow & { currencyCode: string }) =>
      money(lineTotal(l), l.currencyCode),
    totalDiscount: (l: LineItemRow & { currencyCode: string }) =>
      money(l.discountCents, l.currencyCode),
    soldQuantity: (l: LineItemRow) => l.quantity,
    refundableQuantity: (l: LineItemRow) => l.quantity,
    giftCard: () => false,
    requiresShipping: () => true,
    customAttributes: () => [],
    discountAllocations: (l: LineItemRow & { currencyCode: string; discountCodes: string[] }) =>
      l.discountCents > 0
        ? l.discountCodes.map((code) => ({
            allocatedAmount: money(l.discountCents, l.currencyCode),
            discountApplication: discountApplication(
              code,
              Math.round((l.discountCents / lineTotal(l)) * 100),
            ),
          }))
        : [],
    image: (l: LineItemRow): ImageView | null =>
      l.imageKey
        ? { __typename: "Image", id: l.imageId ?? 0, key: l.imageKey, altText: l.imageAltText }
        : null,
  },

  Image: {
    id: (i: ImageView) => toGid("ProductImage", i.id),
    url: (i: ImageView, args: { transform?: ImageTransform | null }, ctx) =>
      imageUrl(ctx, i.key, args.transform),
    src: (i: ImageView, _: unknown, ctx) => imageUrl(ctx, i.key),
    originalSrc: (i: ImageView, _: unknown, ctx) => imageUrl(ctx, i.key),
    transformedSrc: (i: ImageView, args: ImageTransform, ctx) => imageUrl(ctx, i.key, args),
    width: () => null,
    height: () => null,
    thumbhash: () => null,
  },

  Fulfillment: {
    id: (f: FulfillmentRow) => toGid("Fulfillment", f.id),
    status: (f: FulfillmentRow) => f.status,
    latestShipmentStatus: (f: FulfillmentRow) => f.shipmentStatus,
    createdAt: (f: FulfillmentRow) => f.createdAt.toISOString(),
    updatedAt: (f: FulfillmentRow) => f.updatedAt.toISOString(),
    estimatedDeliveryAt: (f: FulfillmentRow) => f.estimatedDeliveryAt?.toISOString() ?? null,
    isPickedUp: (f: FulfillmentRow) => f.shipmentStatus === "PICKED_UP",
    requiresShipping: (f: FulfillmentRow) => f.requiresShipping,
    trackingInformation: (f: FulfillmentRow) => f.tracking,
    pickupAddress: () => null,
    events: (f: FulfillmentRow, args: ConnectionArgs) =>
      paginate(
        f.shipmentStatus
          ? [
              {
                id: toGid("FulfillmentEvent", f.id),
                status: f.shipmentStatus,
                happenedAt: f.updatedAt.toISOString(),
              },
            ]
          : [],
        args,
        (e) => e.id,
      ),
  },
};
