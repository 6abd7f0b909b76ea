import { z } from "zod";
import {
  setProductPublished,
  setVariantPrice,
  setVariantStock,
} from "../catalogue/catalogue-edits";
import { handleize } from "../catalogue/collections";
import { createProduct, deleteProduct } from "../catalogue/product-lifecycle";
import { ChangeRefused } from "../db/change-refused";
import { numericIdOf } from "../graphql/ids";
import { CANCEL_REASONS, cancelOrder } from "../orders/cancel-order";
import { DEFAULT_CARRIER } from "../orders/carriers";
import { fulfilOrder } from "../orders/fulfil-order";
import { disableGiftCard, issueGiftCard } from "../orders/gift-card-admin";
import {
  approveReturn,
  closeReturn,
  declineReturn,
  DECLINE_NOTE_MAX,
  RETURN_DECLINE_REASONS,
  type MerchantReturnResult,
} from "../orders/returns";
import type { AdminDeps } from "./admin-deps";

/*
 * Every change the merchant console makes is an operation here, and each one is reachable two
 * ways with the same input: a console form (POST /admin/actions/<name>, fields as strings) and
 * the admin API (POST /admin/api/operations/<name>, a JSON body with the token). So the schemas
 * accept a form's strings as well as JSON's numbers and booleans.
 */

export interface OperationOutcome {
  /** What the console shows the merchant. */
  message: string;
  /** What the admin API answers besides the message. */
  data: Record<string, unknown>;
}

export interface AdminOperation {
  name: string;
  /** Validates `input` (a parsed JSON body or a form's fields), then makes the change. */
  run(deps: AdminDeps, input: unknown): Promise<OperationOutcome>;
}

/** Input that fails an operation's schema; each message names its field. */
export class OperationInputError extends ChangeRefused {
  constructor(readonly issues: { field: string; message: string }[]) {
    super(422, issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join(" "));
  }
}

/**
 * Defines an operation. `run` gets the parsed input, makes its change in one transaction, and
 * says whether the catalogue changed; the console and the API then call `deps.committed`.
 */
export function defineOperation<S extends z.ZodType>(
  name: string,
  schema: S,
  run: (
    deps: AdminDeps,
    input: z.output<S>,
  ) => Promise<OperationOutcome & { catalogueChanged: boolean }>,
): AdminOperation {
  return {
    name,
    async run(deps, raw) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        throw new OperationInputError(
          parsed.error.issues.map((issue) => ({
            field: issue.path.join("."),
            message: issue.message,
          })),
        );
      }
      const { catalogueChanged, ...outcome } = await run(deps, parsed.data);
      deps.committed({ catalogue: catalogueChanged });
      return outcome;
    },
  };
}

/** A numeric id, a numeric string (a form field), or the resource's Shopify gid. */
export const resourceId = (type: string) =>
  z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
    const id =
      typeof value === "number"
        ? value
        : /^\d{1,19}$/.test(value)
          ? Number(value)
          : numericIdOf(value, [type]);
    if (id === null || !Number.isSafeInteger(id) || id <= 0) {
      ctx.addIssue({ code: "custom", message: `must be a ${type} id` });
      return z.NEVER;
    }
    return id;
  });

/** A checkbox or a JSON boolean: "true"/"on" and true are yes; "false", absent and false no. */
export const flag = z
  .union([z.boolean(), z.enum(["true", "false", "on"])])
  .transform((value) => value === true || value === "true" || value === "on");

/** A money amount as the merchant types it: "25", "25.5", "25.50"; kept as a decimal string. */
export const decimalAmount = z
  .union([z.number(), z.string().trim()])
  .transform((value) => (typeof value === "number" ? value.toFixed(2) : value))
  .pipe(
    z
      .string()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, "must be an amount such as 24.99")
      .transform((value) => Number(value).toFixed(2)),
  );

/** An empty form field is no value. */
const emptyAsNull = (value: unknown) =>
  value === "" || value === undefined || value === null ? null : value;

export const setInventory = defineOperation(
  "set-inventory",
  z.object({
    variantId: resourceId("ProductVariant"),
    quantity: z.coerce.number().int().min(0).max(1_000_000),
  }),
  async (deps, input) => {
    const result = await setVariantStock(changeDeps(deps), input);
    return {
      message: `${result.product} (${result.variant}): stock set to ${result.quantity}.`,
      data: result,
      catalogueChanged: true,
    };
  },
);

export const setPrice = defineOperation(
  "set-price",
  z.object({
    variantId: resourceId("ProductVariant"),
    price: decimalAmount,
    compareAtPrice: z.preprocess(emptyAsNull, decimalAmount.nullable()).default(null),
  }),
  async (deps, input) => {
    const result = await setVariantPrice(changeDeps(deps), input);
    return {
      message: `${result.product} (${result.variant}): price set to ${result.price}.`,
      data: result,
      catalogueChanged: true,
    };
  },
);

export const setPublished = defineOperation(
  "set-product-published",
  z.object({ productId: resourceId("Product"), published: flag }),
  async (deps, input) => {
    const result = await setProductPublished(changeDeps(deps), input);
    return {
      message: `${result.product} is ${result.published ? "published" : "hidden from the shop"}.`,
      data: result,
      catalogueChanged: result.changed,
    };
  },
);

/** A size as the merchant names it: "XS", "Small", "2XL", "10 lb". */
const SIZE = /^[A-Za-z0-9][A-Za-z0-9 ./+-]{0,19}$/;
const stockQuantity = z.coerce.number().int().min(0).max(1_000_000);

/**
 * Sizes with their stock: a list of `{ size, quantity }`, or as the console's one field writes
 * them, "XS: 5, S: 8, M: 0".
 */
const sizesWithStock = z
  .union([
    z.array(z.object({ size: z.string(), quantity: z.unknown() })),
    z.string().transform((text) =>
      text
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const colon = part.lastIndexOf(":");
          // A size without its stock has none given, not none in stock.
          const quantity = colon < 0 ? "" : part.slice(colon + 1).trim();
          return {
            size: colon < 0 ? part : part.slice(0, colon),
            quantity: quantity === "" ? undefined : quantity,
          };
        }),
    ),
  ])
  .pipe(
    z
      .array(
        z.object({
          size: z.string().trim().regex(SIZE, "must be a size such as XS (letters, digits)"),
          quantity: stockQuantity,
        }),
        { error: 'must list sizes with their stock, such as "XS: 5, S: 8"' },
      )
      .min(1, 'must list at least one size with its stock, such as "XS: 5"')
      .max(20, "can list at most 20 sizes")
      .refine(
        (sizes) => new Set(sizes.map((s) => s.size.toLowerCase())).size === sizes.length,
        "must name each size once",
      ),
  );

export const createProductOperation = defineOperation(
  "create-product",
  z
    .object({
      title: z.string().trim().min(1, "must not be empty").max(255),
      // Empty: derived from the title, as Shopify's admin derives it.
      handle: z.preprocess(
        emptyAsNull,
        z
          .string()
          .trim()
          .toLowerCase()
          .max(255)
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase letters, digits and hyphens")
          .nullable()
          .default(null),
      ),
      // A console form field carries at most 2,000 characters; the API keeps the same bound.
      description: z.string().max(2_000).default(""),
      productType: z.string().trim().min(1, "must not be empty").max(80),
      category: z.string().trim().min(1, "must not be empty").max(60),
      price: decimalAmount.refine(
        (value) => Number(value) >= 0.01 && Number(value) <= 100_000,
        "must be between 0.01 and 100000.00",
      ),
      sizes: sizesWithStock,
      published: flag.default(false),
    })
    .transform((input, ctx) => {
      const handle = input.handle ?? handleize(input.title);
      if (!handle) {
        ctx.addIssue({ code: "custom", path: ["handle"], message: "must have letters or digits" });
        return z.NEVER;
      }
      return { ...input, handle: handle.slice(0, 255) };
    }),
  async (deps, input) => {
    const result = await createProduct(changeDeps(deps), input);
    return {
      message: `${result.product} is created${result.published ? " and published" : ", hidden from the shop"}.`,
      data: result,
      catalogueChanged: true,
    };
  },
);

export const deleteProductOperation = defineOperation(
  "delete-product",
  z.object({
    productId: resourceId("Product"),
    // The console's confirmation step sends it; a delete can't be undone.
    confirm: flag
      .default(false)
      .refine((yes) => yes, "must be confirmed: deleting a product can't be undone"),
  }),
  async (deps, input) => {
    const result = await deleteProduct(changeDeps(deps), input);
    return {
      message: `${result.product} is deleted.${result.orderLinesKept ? " Its orders keep their lines as they were bought." : ""}`,
      data: result,
      catalogueChanged: true,
    };
  },
);

export const fulfil = defineOperation(
  "fulfil-order",
  z.object({
    orderId: resourceId("Order"),
    company: z.string().trim().min(1).max(60).default(DEFAULT_CARRIER),
    number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{4,40}$/, "must be a tracking number (letters, digits, spaces)"),
    url: z.preprocess(
      emptyAsNull,
      z
        .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
        .max(500)
        .nullable()
        .default(null),
    ),
  }),
  async (deps, input) => {
    const result = await fulfilOrder(changeDeps(deps), input);
    return {
      message: `${result.order} is fulfilled: ${result.tracking.company} ${result.tracking.number}.`,
      data: result,
      catalogueChanged: false,
    };
  },
);

export const cancel = defineOperation(
  "cancel-order",
  z.object({
    orderId: resourceId("Order"),
    reason: z.enum(CANCEL_REASONS).default("OTHER"),
    restock: flag.default(true),
  }),
  async (deps, input) => {
    const result = await cancelOrder(changeDeps(deps), input);
    return {
      message: `${result.order} is cancelled and refunded${result.restockedVariants ? "; its items are back in stock" : ""}.`,
      data: result,
      catalogueChanged: result.restockedVariants > 0,
    };
  },
);

export const issueCard = defineOperation(
  "issue-gift-card",
  z.object({
    amount: decimalAmount.refine((value) => Number(value) >= 1, "must be at least 1.00"),
    expiresOn: z.preprocess(
      emptyAsNull,
      z.iso.date({ error: "must be a date such as 2027-12-31" }).nullable().default(null),
    ),
  }),
  async (deps, input) => {
    const { card, code } = await issueGiftCard(deps, {
      amountCents: Math.round(Number(input.amount) * 100),
      expiresOn: input.expiresOn,
    });
    return {
      message: `Gift card issued for ${input.amount}: ${code}. Copy the code now: it is not stored and won't be shown again.`,
      data: { id: card.id, code, lastCharacters: card.lastCharacters, amount: input.amount },
      catalogueChanged: false,
    };
  },
);

export const disableCard = defineOperation(
  "disable-gift-card",
  z.object({ giftCardId: resourceId("GiftCard") }),
  async (deps, input) => {
    const result = await disableGiftCard(deps, { id: input.giftCardId });
    return {
      message: `The gift card ending ${result.lastCharacters} is disabled.`,
      data: result,
      catalogueChanged: false,
    };
  },
);

/** A return's move as the console reports it; a refused move is the change's refusal. */
function returnOutcome(
  result: MerchantReturnResult,
  done: string,
): OperationOutcome & {
  catalogueChanged: boolean;
} {
  if (!result.ok) {
    throw new ChangeRefused(
      result.error === "not-found" ? 404 : result.error === "invalid" ? 422 : 409,
      result.message,
    );
  }
  const { id, name, status } = result.return;
  return {
    message: `Return ${name} ${done}.`,
    data: { id, name, status },
    catalogueChanged: false,
  };
}

export const approveReturnOperation = defineOperation(
  "approve-return",
  z.object({ returnId: resourceId("Return") }),
  async (deps, input) =>
    returnOutcome(
      await approveReturn(deps.db, deps.clock, input.returnId),
      "is approved: the customer may send it back",
    ),
);

export const declineReturnOperation = defineOperation(
  "decline-return",
  z.object({
    returnId: resourceId("Return"),
    // Required: the customer reads it (a note is required too when the reason is Other).
    reason: z.enum(RETURN_DECLINE_REASONS as [string, ...string[]]),
    note: z.preprocess(
      emptyAsNull,
      z.string().trim().max(DECLINE_NOTE_MAX).nullable().default(null),
    ),
  }),
  async (deps, input) =>
    returnOutcome(
      await declineReturn(deps.db, deps.clock, input.returnId, {
        reason: input.reason as (typeof RETURN_DECLINE_REASONS)[number],
        note: input.note,
      }),
      "is declined",
    ),
);

export const closeReturnOperation = defineOperation(
  "close-return",
  z.object({ returnId: resourceId("Return") }),
  async (deps, input) =>
    returnOutcome(await closeReturn(deps.db, deps.clock, input.returnId), "is closed"),
);

function changeDeps(deps: AdminDeps) {
  return {
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    publicUrl: deps.settings.publicUrl,
  };
}

/** Every operation, by name: what the console's forms and the admin API can call. */
export const ADMIN_OPERATIONS: ReadonlyMap<string, AdminOperation> = new Map(
  [
    setInventory,
    setPrice,
    setPublished,
    createProductOperation,
    deleteProductOperation,
    fulfil,
    cancel,
    issueCard,
    disableCard,
    approveReturnOperation,
    declineReturnOperation,
    closeReturnOperation,
  ].map((op) => [op.name, op]),
);
