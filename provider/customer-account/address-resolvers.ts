import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { customerAddresses, customers, type OrderAddressRecord } from "../db/schema/index";
import { paginate, type ConnectionArgs } from "../graphql/connection";
import type { ResolverMap } from "../graphql/executor";
import { numericIdOf, toGid } from "../graphql/ids";
import {
  formatAddress,
  formatArea,
  fullName,
  provinceName,
  type AddressFields,
} from "../orders/address-format";
import { countryName } from "../orders/territories";
import type { AddressRow, CustomerAccountContext, CustomerRow, OrderRow } from "./context";
import {
  addressErrors,
  isEmptyInput,
  MAX_ADDRESSES,
  mergeAddress,
  sameAddress,
  type AddressInput,
  type AddressValues,
  type FieldError,
} from "../orders/address-validation";

/** A saved address or an order's address snapshot, as `CustomerAddress` presents both. */
interface AddressView extends AddressFields {
  __typename: "CustomerAddress";
  gid: string;
  phone: string | null;
}

function addressView(row: AddressRow): AddressView {
  return { __typename: "CustomerAddress", gid: toGid("CustomerAddress", row.id), ...row };
}

export function snapshotView(
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

const addressRejected = (userErrors: FieldError<string>[]) => ({
  customerAddress: null,
  userErrors,
});

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

/** Locking the customer row serialises concurrent address writes for one customer. */
async function lockCustomer(ctx: CustomerAccountContext, db: Database) {
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(customers.id, ctx.customerId))
    .for("update");
  return customer;
}

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

export const addressResolvers = {
  Mutation: {
    customerAddressCreate: (
      _: unknown,
      args: { address: AddressInput; defaultAddress?: boolean | null },
      ctx,
    ) =>
      inTransaction(ctx, async (db) => {
        if (isEmptyInput(args.address)) return addressRejected([addressErrors.argumentEmpty()]);
        const merged = mergeAddress(EMPTY_ADDRESS, args.address);
        if (!merged.ok) return addressRejected(merged.errors);
        const { values } = merged;
        const customer = await lockCustomer(ctx, db);
        const existing = await ownAddresses(db, ctx.customerId);
        if (existing.some((row) => sameAddress(valuesOf(row), values))) {
          return addressRejected([addressErrors.alreadyExists()]);
        }
        if (existing.length >= MAX_ADDRESSES) return addressRejected([addressErrors.tooMany()]);
        const now = ctx.clock.now();
        const [row] = await db
          .insert(customerAddresses)
          .values({ ...values, customerId: ctx.customerId, createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error("the address insert returned no row");
        const hasDefault = existing.some((r) => r.id === customer?.defaultAddressId);
        await touchCustomer(ctx, db, args.defaultAddress || !hasDefault ? row.id : undefined);
        return { customerAddress: addressView(row), userErrors: [] };
      }),

    customerAddressUpdate: (
      _: unknown,
      args: { addressId: string; address?: AddressInput | null; defaultAddress?: boolean | null },
      ctx,
    ) =>
      inTransaction(ctx, async (db) => {
        const row = await ownAddress(ctx, db, args.addressId);
        if (!row) return addressRejected([addressErrors.missing()]);
        const input = args.address != null && !isEmptyInput(args.address) ? args.address : null;
        if (!input && args.defaultAddress == null) {
          return addressRejected([addressErrors.argumentEmpty()]);
        }
        const customer = await lockCustomer(ctx, db);
        const isDefault = customer?.defaultAddressId === row.id;
        if (args.defaultAddress === false && isDefault) {
          return addressRejected([addressErrors.demotingDefault()]);
        }
        let updated = row;
        if (input) {
          const merged = mergeAddress(valuesOf(row), input);
          if (!merged.ok) return addressRejected(merged.errors);
          const { values } = merged;
          const others = (await ownAddresses(db, ctx.customerId)).filter((r) => r.id !== row.id);
          if (others.some((other) => sameAddress(valuesOf(other), values))) {
            return addressRejected([addressErrors.alreadyExists()]);
          }
          [updated = row] = await db
            .update(customerAddresses)
            .set({ ...values, updatedAt: ctx.clock.now() })
            .where(eq(customerAddresses.id, row.id))
            .returning();
        }
        await touchCustomer(ctx, db, args.defaultAddress === true ? row.id : undefined);
        return { customerAddress: addressView(updated), userErrors: [] };
      }),

    customerAddressDelete: (_: unknown, args: { addressId: string }, ctx) =>
      inTransaction(ctx, async (db) => {
        const rejected = (error: FieldError<string>) => ({
          deletedAddressId: null,
          userErrors: [error],
        });
        const row = await ownAddress(ctx, db, args.addressId);
        if (!row) return rejected(addressErrors.missing());
        const customer = await lockCustomer(ctx, db);
        const isDefault = customer?.defaultAddressId === row.id;
        if (isDefault) {
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
          if (other) return rejected(addressErrors.deletingDefault());
        }
        await db.delete(customerAddresses).where(eq(customerAddresses.id, row.id));
        await touchCustomer(ctx, db, isDefault ? null : undefined);
        return { deletedAddressId: toGid("CustomerAddress", row.id), userErrors: [] };
      }),
  },

  Customer: {
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
} satisfies ResolverMap<CustomerAccountContext>;
