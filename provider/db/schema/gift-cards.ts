import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./orders";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Gift cards the shop issued. The code itself is never stored: a shopper's code is normalised
 * (case and the spaces or dashes it is printed with do not count) and looked up by its SHA-256,
 * so a leaked table gives away no spendable code; only the last four characters are kept, to
 * show which card is applied, as Shopify shows them.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 7_200_000_001 }),
    codeHash: text("code_hash").notNull().unique(),
    lastCharacters: text("last_characters").notNull(),
    initialValueCents: bigint("initial_value_cents", { mode: "number" }).notNull(),
    /** Never below zero: the table checks it, and checkout debits it under a row lock. */
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull(),
    currencyCode: text("currency_code").notNull(),
    /** The last day the card can be spent; null for a card that never expires. */
    expiresOn: date("expires_on", { mode: "string" }),
    disabledAt: at("disabled_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [check("gift_cards_balance_not_negative", sql`${t.balanceCents} >= 0`)],
);

/** What each gift card paid towards an order; the card paid the rest. */
export const orderGiftCardPayments = pgTable(
  "order_gift_card_payments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    giftCardId: bigint("gift_card_id", { mode: "number" })
      .notNull()
      .references(() => giftCards.id),
    lastCharacters: text("last_characters").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  },
  (t) => [index("order_gift_card_payments_order_idx").on(t.orderId)],
);
