import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { customerMetafields } from "../db/schema/index";
import type { ResolverMap } from "../graphql/executor";
import { toGid } from "../graphql/ids";
import type { CustomerAccountContext, CustomerRow } from "./context";
import { customerMetafieldDefinition } from "./metafield-definitions";

// Customer metafields as the Customer Account API reads and writes them: `metafieldsSet` sets up
// to 25 values at once, all or none; each must belong to the signed-in customer, name a
// definition the merchant opened to this API for writing, and match its type; `compareDigest`
// sets a value only if it is still the one the caller read (null: only if there is none yet).

type MetafieldRow = typeof customerMetafields.$inferSelect;

interface SetInput {
  ownerId: string;
  namespace: string;
  key: string;
  type?: string | null;
  value: string;
  compareDigest?: string | null;
}

interface IdentifierInput {
  ownerId: string;
  namespace: string;
  key: string;
}

interface UserError {
  code: string;
  elementIndex: number | null;
  field: string[];
  message: string;
}

const MAX_PER_CALL = 25;
const NAMESPACE = /^[A-Za-z0-9_-]{3,255}$/;
const KEY = /^[A-Za-z0-9_-]{2,64}$/;

/** An opaque fingerprint of a stored value, handed out as `compareDigest`. */
export const digestOf = (row: Pick<MetafieldRow, "type" | "value">) =>
  createHash("sha256").update(`${row.type}\n${row.value}`).digest("hex");

function problem(
  index: number,
  field: string,
  code: string,
  message: string,
  elementIndex: number | null = index,
): UserError {
  return { code, elementIndex, field: ["metafields", String(index), field], message };
}

/** Why one input cannot be written, or null. */
function inputProblem(input: SetInput, index: number, customerGid: string): UserError | null {
  if (input.ownerId !== customerGid) {
    return problem(
      index,
      "ownerId",
      "INVALID",
      "Owner does not exist or is not the signed-in customer.",
    );
  }
  if (!NAMESPACE.test(input.namespace)) {
    return problem(
      index,
      "namespace",
      "INVALID",
      "Namespace must be 3-255 characters: letters, digits, - and _.",
    );
  }
  if (!KEY.test(input.key)) {
    return problem(
      index,
      "key",
      "INVALID",
      "Key must be 2-64 characters: letters, digits, - and _.",
    );
  }
  const definition = customerMetafieldDefinition(input.namespace, input.key);
  if (!definition || definition.access !== "READ_WRITE") {
    return problem(
      index,
      "namespace",
      "APP_NOT_AUTHORIZED",
      "Access to this namespace and key on Metafields for this resource type is not allowed.",
    );
  }
  if (input.type != null && input.type !== definition.type) {
    return problem(
      index,
      "type",
      "INVALID_TYPE",
      `Type must be consistent with the definition's type: '${definition.type}'.`,
    );
  }
  if (input.value.length === 0) return problem(index, "value", "BLANK", "Value can't be blank.");
  if (input.value.length > definition.maxLength) {
    return problem(
      index,
      "value",
      "TOO_LONG",
      `Value is too long (maximum is ${definition.maxLength} characters).`,
    );
  }
  if (definition.type === "json") {
    try {
      JSON.parse(input.value);
    } catch {
      return problem(index, "value", "INVALID_VALUE", "Value is invalid JSON.");
    }
  } else if (/[\r\n]/.test(input.value)) {
    return problem(index, "value", "INVALID_VALUE", "Value must be a single line of text.");
  }
  return null;
}

export const metafieldResolvers = {
  Mutation: {
    metafieldsSet: async (_: unknown, args: { metafields: SetInput[] }, ctx) => {
      const customerGid = toGid("Customer", ctx.customerId);
      if (args.metafields.length > MAX_PER_CALL) {
        return {
          metafields: null,
          userErrors: [
            {
              code: "LESS_THAN_OR_EQUAL_TO",
              elementIndex: null,
              field: ["metafields"],
              message: `Exceeds the maximum input size of ${MAX_PER_CALL} metafields.`,
            },
          ],
        };
      }
      const problems = args.metafields.flatMap((input, index) => {
        const found = inputProblem(input, index, customerGid);
        return found ? [found] : [];
      });
      const seen = new Set<string>();
      args.metafields.forEach((input, index) => {
        const id = `${input.namespace}.${input.key}`;
        if (seen.has(id)) {
          problems.push(problem(index, "key", "TAKEN", "The same namespace and key appear twice."));
        }
        seen.add(id);
      });
      if (problems.length) return { metafields: null, userErrors: problems };

      const now = ctx.clock.now();
      // All or none: the rows are locked, their digests compared, then written, in one
      // transaction, so two writers with the same digest cannot both win.
      const outcome = await ctx.db
        .transaction(async (tx) => {
          const written: MetafieldRow[] = [];
          for (const [index, input] of args.metafields.entries()) {
            const definition = customerMetafieldDefinition(input.namespace, input.key)!;
            const [current] = await tx
              .select()
              .from(customerMetafields)
              .where(
                and(
                  eq(customerMetafields.customerId, ctx.customerId),
                  eq(customerMetafields.namespace, input.namespace),
                  eq(customerMetafields.key, input.key),
                ),
              )
              .for("update");
            if (input.compareDigest !== undefined) {
              const stale =
                input.compareDigest === null
                  ? current !== undefined
                  : !current || digestOf(current) !== input.compareDigest;
              if (stale) {
                throw new Rollback(
                  problem(
                    index,
                    "compareDigest",
                    "STALE_OBJECT",
                    "The resource has been updated since it was loaded. Try again with an updated `compareDigest` value.",
                  ),
                );
              }
            }
            const [row] = await tx
              .insert(customerMetafields)
              .values({
                customerId: ctx.customerId,
                namespace: input.namespace,
                key: input.key,
                type: definition.type,
                value: input.value,
                createdAt: now,
                updatedAt: now,
              })
              .onConflictDoUpdate({
                target: [
                  customerMetafields.customerId,
                  customerMetafields.namespace,
                  customerMetafields.key,
                ],
                set: { value: input.value, type: definition.type, updatedAt: now },
              })
              .returning();
            written.push(row!);
          }
          return { written } as { written: MetafieldRow[] } | { error: UserError };
        })
        .catch((error: unknown) => {
          if (error instanceof Rollback) return { error: error.userError };
          throw error;
        });
      if ("error" in outcome) return { metafields: null, userErrors: [outcome.error] };
      return { metafields: outcome.written, userErrors: [] };
    },

    metafieldsDelete: async (_: unknown, args: { metafields: IdentifierInput[] }, ctx) => {
      const customerGid = toGid("Customer", ctx.customerId);
      const userErrors: UserError[] = [];
      args.metafields.forEach((input, index) => {
        if (input.ownerId !== customerGid) {
          userErrors.push(
            problem(
              index,
              "ownerId",
              "INVALID",
              "Owner does not exist or is not the signed-in customer.",
            ),
          );
          return;
        }
        const definition = customerMetafieldDefinition(input.namespace, input.key);
        if (!definition || definition.access !== "READ_WRITE") {
          userErrors.push(
            problem(
              index,
              "namespace",
              "INVALID",
              "Access to this namespace and key on Metafields for this resource type is not allowed.",
            ),
          );
        }
      });
      if (userErrors.length) return { deletedMetafields: null, userErrors };
      const deleted = await ctx.db.transaction(async (tx) =>
        Promise.all(
          args.metafields.map(async (input) => {
            const rows = await tx
              .delete(customerMetafields)
              .where(
                and(
                  eq(customerMetafields.customerId, ctx.customerId),
                  eq(customerMetafields.namespace, input.namespace),
                  eq(customerMetafields.key, input.key),
                ),
              )
              .returning({ id: customerMetafields.id });
            return rows.length
              ? { ownerId: input.ownerId, namespace: input.namespace, key: input.key }
              : null;
          }),
        ),
      );
      return { deletedMetafields: deleted, userErrors: [] };
    },
  },

  Customer: {
    metafield: (customer: CustomerRow, args: { namespace: string; key: string }, ctx) =>
      readable(customer, [args], ctx).then(([row]) => row ?? null),
    metafields: (
      customer: CustomerRow,
      args: { identifiers: { namespace?: string | null; key: string }[] },
      ctx,
    ) => readable(customer, args.identifiers, ctx),
  },

  Metafield: {
    id: (m: MetafieldRow) => toGid("Metafield", m.id),
    compareDigest: (m: MetafieldRow) => digestOf(m),
    createdAt: (m: MetafieldRow) => m.createdAt.toISOString(),
    updatedAt: (m: MetafieldRow) => m.updatedAt.toISOString(),
    jsonValue: (m: MetafieldRow) => (m.type === "json" ? JSON.parse(m.value) : m.value),
    description: () => null,
    reference: () => null,
    references: () => null,
  },
} satisfies ResolverMap<CustomerAccountContext>;

/** Thrown inside a transaction to roll it back with a user error. */
class Rollback extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
  }
}

/** The customer's values for these identifiers (null where none, or not readable here). */
async function readable(
  customer: CustomerRow,
  identifiers: { namespace?: string | null; key: string }[],
  ctx: CustomerAccountContext,
): Promise<(MetafieldRow | null)[]> {
  const wanted = identifiers.map(({ namespace, key }) => ({
    namespace: namespace ?? "custom",
    key,
  }));
  if (!wanted.some(({ namespace, key }) => customerMetafieldDefinition(namespace, key))) {
    return wanted.map(() => null);
  }
  const rows = await ctx.db
    .select()
    .from(customerMetafields)
    .where(eq(customerMetafields.customerId, customer.id))
    .orderBy(sql`${customerMetafields.id}`);
  return wanted.map(({ namespace, key }) =>
    customerMetafieldDefinition(namespace, key)
      ? (rows.find((row) => row.namespace === namespace && row.key === key) ?? null)
      : null,
  );
}
