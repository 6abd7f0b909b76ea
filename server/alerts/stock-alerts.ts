import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { ContactLimiter } from "../contact/rate-limit";
import type { StorefrontDatabase } from "../db/client";
import { outgoingEmails, stockAlerts } from "../db/schema";
import {
  confirmationEmail,
  restockEmail,
  type AlertForEmail,
  type EmailRow,
  type ShopIdentity,
} from "./alert-emails";
import type { VariantStock } from "./variant-stock";

/** An unconfirmed request, and everything about it, is deleted after this. */
export const UNCONFIRMED_TTL_MS = 7 * 24 * 3_600_000;

const VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/\d+$/;

/**
 * A request as the form and `POST /api/back-in-stock` send it: the address and the variant.
 * The product's name, handle and size come from the Storefront API, never from the request, so
 * no one can make the shop email a stranger words of their choosing.
 */
export const stockAlertRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address."))
    .transform((email) => email.toLowerCase()),
  variant_id: z.string().regex(VARIANT_ID, "Please choose a size."),
});

export type StockAlertFieldErrors = Partial<Record<"email" | "variant_id", string>>;

export type StockAlertReceipt =
  | { status: "accepted" }
  | { status: "invalid"; errors: StockAlertFieldErrors }
  | { status: "limited"; retryAfterSeconds: number };

export interface WaitingRequest {
  email: string;
  productTitle: string;
  size: string;
  variantId: string;
  createdAt: Date;
  confirmed: boolean;
}

export interface StockAlerts {
  /** A shopper's request from `client` (their address, for the rate limit). */
  request(client: string, fields: Record<string, unknown>): Promise<StockAlertReceipt>;
  /** Follows a confirmation link; false when the token names no request (expired, removed). */
  confirm(token: string): Promise<boolean>;
  /** Removes the request the token names, and its emails; false when there was none. */
  unsubscribe(token: string): Promise<boolean>;
  /** Emails everyone waiting for one of these variants that is for sale again; how many. */
  notifyRestocked(variants: Map<string, VariantStock>): Promise<number>;
  /** Every variant someone confirmed and still waits for. */
  waitingVariants(): Promise<string[]>;
  /** Deletes unconfirmed requests past their seven days; how many. */
  expireUnconfirmed(now?: Date): Promise<number>;
  /** Who waits for what, oldest first (`npm run alerts:pending`). */
  pending(): Promise<WaitingRequest[]>;
}

/**
 * Back-in-stock requests in the storefront's database. A request and its confirmation email are
 * written in one transaction, and so are a restock's "notified" marks and its emails, so an
 * email exists exactly when its row says it was sent; the outbox delivers it afterwards.
 */
export function createStockAlerts(deps: {
  db: StorefrontDatabase;
  shop: ShopIdentity;
  /** Requests per client address, and confirmation emails per email address. */
  limiters: { client: ContactLimiter; address: ContactLimiter };
  readVariants(ids: string[]): Promise<Map<string, VariantStock>>;
  /** Emails were queued: the outbox should look now. */
  onQueued?: () => void;
  /** A request was confirmed: its variant may already be back. */
  onConfirmed?: (variantId: string) => void;
}): StockAlerts {
  const { db, shop } = deps;

  const queue = (rows: (EmailRow & { alertId: string })[]) =>
    rows.map((row, index) => ({
      ...row,
      // In the order the shoppers asked: the outbox takes the earliest due first.
      nextAttemptAt: sql`now() + ${index}::int * interval '1 microsecond'`,
    }));

  async function request(
    client: string,
    fields: Record<string, unknown>,
  ): Promise<StockAlertReceipt> {
    const parsed = stockAlertRequestSchema.safeParse({
      email: typeof fields.email === "string" ? fields.email : "",
      variant_id: typeof fields.variant_id === "string" ? fields.variant_id : "",
    });
    if (!parsed.success) {
      const errors: StockAlertFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof StockAlertFieldErrors;
        errors[field] ??= issue.message;
      }
      return { status: "invalid", errors };
    }
    const { email, variant_id: variantId } = parsed.data;
    for (const decision of [
      await deps.limiters.client.consume(client),
      await deps.limiters.address.consume(email),
    ]) {
      if (!decision.allowed) {
        return { status: "limited", retryAfterSeconds: decision.retryAfterSeconds };
      }
    }
    const variant = (await deps.readVariants([variantId])).get(variantId);
    if (!variant) return { status: "invalid", errors: { variant_id: "Please choose a size." } };
    // A size for sale needs no alert; answered as any other, so nothing is learnt from it.
    if (variant.availableForSale) return { status: "accepted" };

    const queued = await db.transaction(async (tx) => {
      const details = {
        productHandle: variant.productHandle,
        productTitle: variant.productTitle,
        size: variant.size,
      };
      const inserted = await tx
        .insert(stockAlerts)
        .values({ variantId, email, token: newToken(), ...details })
        .onConflictDoNothing({ target: [stockAlerts.variantId, stockAlerts.email] })
        .returning();
      let alert = inserted[0];
      if (!alert) {
        const [existing] = await tx
          .select()
          .from(stockAlerts)
          .where(and(eq(stockAlerts.variantId, variantId), eq(stockAlerts.email, email)))
          .for("update");
        if (!existing) return false;
        // Confirmed and still waiting: nothing to send, the request stands.
        if (existing.confirmedAt && !existing.notifiedAt) return false;
        // Told once already (a new wait begins), or never confirmed (the link is sent again).
        const [renewed] = await tx
          .update(stockAlerts)
          .set({
            ...details,
            confirmedAt: null,
            notifiedAt: null,
            createdAt: existing.notifiedAt ? sql`now()` : existing.createdAt,
          })
          .where(eq(stockAlerts.id, existing.id))
          .returning();
        alert = renewed!;
      }
      await tx
        .insert(outgoingEmails)
        .values(queue([{ ...confirmationEmail(shop, alert), alertId: alert.id }]));
      return true;
    });
    if (queued) deps.onQueued?.();
    return { status: "accepted" };
  }

  async function confirm(token: string): Promise<boolean> {
    if (!validToken(token)) return false;
    const [alert] = await db
      .update(stockAlerts)
      .set({ confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, now())` })
      .where(eq(stockAlerts.token, token))
      .returning({ variantId: stockAlerts.variantId });
    if (alert) deps.onConfirmed?.(alert.variantId);
    return Boolean(alert);
  }

  async function unsubscribe(token: string): Promise<boolean> {
    if (!validToken(token)) return false;
    const removed = await db
      .delete(stockAlerts)
      .where(eq(stockAlerts.token, token))
      .returning({ id: stockAlerts.id });
    return removed.length > 0;
  }

  async function notifyRestocked(variants: Map<string, VariantStock>): Promise<number> {
    let sent = 0;
    for (const variant of variants.values()) {
      if (!variant.availableForSale) continue;
      // Claimed and marked in one transaction with their emails: an instance that races this
      // one skips the locked rows and finds them notified, so each request is told once.
      const count = await db.transaction(async (tx) => {
        const result = await tx.execute(sql`
          update stock_alerts set notified_at = now()
           where id in (
             select id from stock_alerts
              where variant_id = ${variant.id}
                and confirmed_at is not null and notified_at is null
              order by created_at, id
              for update skip locked)
          returning id, variant_id, email, token, product_title, product_handle, size, created_at`);
        const rows = (result as unknown as { rows: ClaimedAlert[] }).rows.sort(
          (a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime(),
        );
        if (rows.length === 0) return 0;
        await tx.insert(outgoingEmails).values(
          queue(
            rows.map((row) => ({
              ...restockEmail(shop, alertOf(row)),
              alertId: row.id,
            })),
          ),
        );
        return rows.length;
      });
      sent += count;
    }
    if (sent > 0) deps.onQueued?.();
    return sent;
  }

  async function waitingVariants(): Promise<string[]> {
    const rows = await db
      .selectDistinct({ variantId: stockAlerts.variantId })
      .from(stockAlerts)
      .where(and(isNotNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)));
    return rows.map((row) => row.variantId);
  }

  async function expireUnconfirmed(now = new Date()): Promise<number> {
    const removed = await db
      .delete(stockAlerts)
      .where(
        and(
          isNull(stockAlerts.confirmedAt),
          lt(stockAlerts.createdAt, new Date(now.getTime() - UNCONFIRMED_TTL_MS)),
        ),
      )
      .returning({ id: stockAlerts.id });
    return removed.length;
  }

  return {
    request,
    confirm,
    unsubscribe,
    notifyRestocked,
    waitingVariants,
    expireUnconfirmed,
    pending: () => pendingStockAlerts(db),
  };
}

/** Who waits for what, oldest first: confirmed requests and those awaiting confirmation. */
export async function pendingStockAlerts(db: StorefrontDatabase): Promise<WaitingRequest[]> {
  const rows = await db
    .select()
    .from(stockAlerts)
    .where(isNull(stockAlerts.notifiedAt))
    .orderBy(asc(stockAlerts.createdAt));
  return rows.map((row) => ({
    email: row.email,
    productTitle: row.productTitle,
    size: row.size,
    variantId: row.variantId,
    createdAt: row.createdAt,
    confirmed: row.confirmedAt !== null,
  }));
}

interface ClaimedAlert {
  id: string;
  variant_id: string;
  email: string;
  token: string;
  product_title: string;
  product_handle: string;
  size: string;
  created_at: string | Date;
}

const alertOf = (row: ClaimedAlert): AlertForEmail => ({
  variantId: row.variant_id,
  email: row.email,
  token: row.token,
  productTitle: row.product_title,
  productHandle: row.product_handle,
  size: row.size,
});

const newToken = () => randomBytes(32).toString("base64url");
/** A token as newToken makes them: anything else is not looked up. */
const validToken = (token: string) => /^[\w-]{43}$/.test(token);
