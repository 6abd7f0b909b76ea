import { randomInt } from "node:crypto";
import type { CartMetafieldRecord } from "../../db/schema/index";
import type { ResolverMap } from "../../graphql/executor";
import { toGid } from "../../graphql/ids";
import type { StorefrontContext } from "../context";
import type { UserError } from "./cart-problems";
import { cartForMutation, changeCart } from "./cart-storage";
import type { CartView } from "./cart-view";

// Cart metafields as the Storefront API sets, deletes and reads them. `cartMetafieldsSet` takes
// up to 25 values, all or none: each names its cart by the cart's id (with its key, like every
// cart change), and a composite key `namespace.key` or a bare key, which lives in the calling
// app's reserved namespace. Setting a namespace and key the cart already has replaces its type
// and value and keeps its id.

interface SetInput {
  ownerId: string;
  key: string;
  type: string;
  value: string;
}

interface DeleteInput {
  ownerId: string;
  key: string;
}

interface SetUserError {
  code: string;
  elementIndex: number | null;
  field: string[] | null;
  message: string;
}

const MAX_PER_CALL = 25;
/**
 * Shopify's namespace for a bare key is the app's own (`$app:<app id>`); the provider has one
 * caller per token, so a single reserved name stands for it. A bare `metafield(key:)` reads it.
 */
export const APP_NAMESPACE = "$app";
const NAME = /^[A-Za-z0-9_-]+$/;
const NAMESPACE_LENGTH = { min: 3, max: 255 };
const KEY_LENGTH = { min: 2, max: 64 };
/** Shopify's long-standing limit on a metafield value. */
const MAX_VALUE_LENGTH = 65_535;

/** The value checks of the metafield types a cart can hold; any other type is refused. */
const VALUE_CHECKS: Record<string, (value: string) => boolean> = {
  single_line_text_field: (v) => !/[\r\n]/.test(v),
  multi_line_text_field: () => true,
  boolean: (v) => v === "true" || v === "false",
  number_integer: (v) => /^-?\d+$/.test(v) && Number.isSafeInteger(Number(v)),
  number_decimal: (v) => /^-?\d+(\.\d+)?$/.test(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
  date_time: (v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)),
  color: (v) => /^#[0-9A-Fa-f]{6}$/.test(v),
  url: (v) => /^(https?|mailto|sms|tel):/.test(v),
  json: (v) => parsesAsJson(v),
};

function parsesAsJson(value: string) {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

function valueFits(type: string, value: string) {
  if (type.startsWith("list.")) {
    const itemCheck = VALUE_CHECKS[type.slice("list.".length)];
    if (!itemCheck || !parsesAsJson(value)) return false;
    const items: unknown = JSON.parse(value);
    return (
      Array.isArray(items) && items.every((i) => itemCheck(typeof i === "string" ? i : String(i)))
    );
  }
  return VALUE_CHECKS[type]!(value);
}

const isKnownType = (type: string) =>
  type in VALUE_CHECKS ||
  (type.startsWith("list.") && type.slice("list.".length) in VALUE_CHECKS && type !== "list.json");

/** `namespace.key`, or a bare key in the app's reserved namespace. */
export function splitKey(key: string): { namespace: string; key: string } {
  const dot = key.indexOf(".");
  return dot === -1
    ? { namespace: APP_NAMESPACE, key }
    : { namespace: key.slice(0, dot), key: key.slice(dot + 1) };
}

/** Why a namespace or key cannot name a metafield, or null. */
function nameProblem(
  what: "Namespace" | "Key",
  name: string,
  length: { min: number; max: number },
): { code: string; message: string } | null {
  if (name.length === 0) return { code: "BLANK", message: `${what} can't be blank.` };
  if (name.length < length.min) {
    return {
      code: "TOO_SHORT",
      message: `${what} is too short (minimum is ${length.min} characters).`,
    };
  }
  if (name.length > length.max) {
    return {
      code: "TOO_LONG",
      message: `${what} is too long (maximum is ${length.max} characters).`,
    };
  }
  if (!NAME.test(name)) {
    return { code: "INVALID_VALUE", message: `${what} contains one or more invalid characters.` };
  }
  return null;
}

/** Why one input cannot be set, or null; the owner is checked separately. */
function inputProblem(input: Omit<SetInput, "ownerId">, index: number): SetUserError | null {
  const at = (field: string, problem: { code: string; message: string }) => ({
    ...problem,
    elementIndex: index,
    field: ["metafields", String(index), field],
  });
  const { namespace, key } = splitKey(input.key);
  if (namespace !== APP_NAMESPACE) {
    const problem = nameProblem("Namespace", namespace, NAMESPACE_LENGTH);
    if (problem) return at("key", problem);
  }
  const keyProblem = nameProblem("Key", key, KEY_LENGTH);
  if (keyProblem) return at("key", keyProblem);
  if (!isKnownType(input.type)) {
    return at("type", { code: "INVALID_TYPE", message: `Type '${input.type}' is not supported.` });
  }
  if (input.value.length === 0)
    return at("value", { code: "BLANK", message: "Value can't be blank." });
  if (input.value.length > MAX_VALUE_LENGTH) {
    return at("value", {
      code: "TOO_LONG",
      message: `Value is too long (maximum is ${MAX_VALUE_LENGTH} characters).`,
    });
  }
  if (!valueFits(input.type, input.value)) {
    return at("value", {
      code: "INVALID_VALUE",
      message: `Value is invalid for type '${input.type}'.`,
    });
  }
  return null;
}

const invalidOwner = (field: string[], elementIndex?: number) => ({
  code: "INVALID_OWNER",
  ...(elementIndex === undefined ? {} : { elementIndex }),
  field,
  message: "Owner does not exist.",
});

/** A stored cart metafield as the `Metafield` resolvers read it. */
export function metafieldView(record: CartMetafieldRecord, cart: CartView) {
  return {
    ...record,
    createdAt: new Date(record.createdAt),
    updatedAt: new Date(record.updatedAt),
    list: record.type.startsWith("list."),
    parentResource: cart,
  };
}

/** The cart's metafield by namespace (the app's own when none is given) and key. */
export function findCartMetafield(
  cart: CartView,
  namespace: string | null | undefined,
  key: string,
) {
  const record = cart.row.metafields.find(
    (m) => m.namespace === (namespace || APP_NAMESPACE) && m.key === key,
  );
  return record ? metafieldView(record, cart) : null;
}

/**
 * `cartCreate`'s `input.metafields`: the new cart's records, or Shopify's INVALID_METAFIELDS
 * user errors (one per value that cannot be set, at its place in the input).
 */
export function checkNewCartMetafields(
  inputs: readonly Omit<SetInput, "ownerId">[],
  now: Date,
): { metafields: CartMetafieldRecord[] } | { userErrors: UserError[] } {
  if (inputs.length > MAX_PER_CALL) {
    return {
      userErrors: [
        {
          code: "INVALID_METAFIELDS",
          field: ["input", "metafields"],
          message: `Exceeds the maximum input size of ${MAX_PER_CALL} metafields.`,
        },
      ],
    };
  }
  const userErrors = inputs.flatMap((input, index) => {
    const problem = inputProblem(input, index);
    return problem
      ? [
          {
            code: "INVALID_METAFIELDS",
            field: ["input", ...(problem.field ?? [])],
            message: problem.message,
          },
        ]
      : [];
  });
  return userErrors.length ? { userErrors } : { metafields: withSet([], inputs, now) };
}

/** The cart's metafields after setting `inputs` (all checked) at `now`. */
function withSet(
  current: CartMetafieldRecord[],
  inputs: readonly Omit<SetInput, "ownerId">[],
  now: Date,
) {
  const next = [...current];
  const stamp = now.toISOString();
  for (const input of inputs) {
    const { namespace, key } = splitKey(input.key);
    const at = next.findIndex((m) => m.namespace === namespace && m.key === key);
    if (at >= 0) {
      next[at] = { ...next[at]!, type: input.type, value: input.value, updatedAt: stamp };
      continue;
    }
    let id = randomInt(1, 2 ** 47);
    while (next.some((m) => m.id === id)) id = randomInt(1, 2 ** 47);
    next.push({
      id,
      namespace,
      key,
      type: input.type,
      value: input.value,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }
  return next;
}

export const cartMetafieldResolvers: ResolverMap<StorefrontContext> = {
  Mutation: {
    cartMetafieldsSet: async (_: unknown, args: { metafields: SetInput[] }, ctx) => {
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
      const userErrors: SetUserError[] = [];
      const owners = new Map<string, SetInput[]>();
      for (const [index, input] of args.metafields.entries()) {
        const problem = inputProblem(input, index);
        if (problem) userErrors.push(problem);
        owners.set(input.ownerId, [...(owners.get(input.ownerId) ?? []), input]);
      }
      for (const ownerId of owners.keys()) {
        if (await cartForMutation(ctx, ctx.db, ownerId)) continue;
        args.metafields.forEach((input, index) => {
          if (input.ownerId === ownerId) {
            userErrors.push(
              invalidOwner(["metafields", String(index), "ownerId"], index) as SetUserError,
            );
          }
        });
      }
      if (userErrors.length) return { metafields: null, userErrors };
      const set = [];
      for (const [ownerId, inputs] of owners) {
        const payload = await changeCart(ctx, ownerId, (view) => ({
          set: { metafields: withSet(view.row.metafields, inputs, ctx.clock.now()) },
        }));
        if (!payload.cart) {
          return { metafields: null, userErrors: [invalidOwner(["metafields"], undefined)] };
        }
        for (const input of inputs) {
          const { namespace, key } = splitKey(input.key);
          set.push(findCartMetafield(payload.cart, namespace, key)!);
        }
      }
      return { metafields: set, userErrors: [] };
    },
    cartMetafieldDelete: async (_: unknown, args: { input: DeleteInput }, ctx) => {
      const { namespace, key } = splitKey(args.input.key);
      let deletedId: string | null = null;
      const payload = await changeCart(ctx, args.input.ownerId, (view) => {
        const found = view.row.metafields.find((m) => m.namespace === namespace && m.key === key);
        if (!found) {
          return {
            userErrors: [
              {
                code: "METAFIELD_DOES_NOT_EXIST",
                field: ["input", "key"],
                message: "Metafield not found.",
              },
            ],
          };
        }
        deletedId = toGid("Metafield", found.id);
        return { set: { metafields: view.row.metafields.filter((m) => m !== found) } };
      });
      if (!payload.cart) {
        return { deletedId: null, userErrors: [invalidOwner(["input", "ownerId"])] };
      }
      return { deletedId, userErrors: payload.userErrors };
    },
  },
  Cart: {
    metafield: (c: CartView, args: { namespace?: string | null; key: string }) =>
      findCartMetafield(c, args.namespace, args.key),
    metafields: (
      c: CartView,
      args: { identifiers: { namespace?: string | null; key: string }[] },
    ) => args.identifiers.map((i) => findCartMetafield(c, i.namespace, i.key)),
  },
};
