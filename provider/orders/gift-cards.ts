import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { giftCards } from "../db/schema/index";

export type GiftCardRow = typeof giftCards.$inferSelect;

/**
 * A code as typed: case does not count, nor the spaces or dashes a printed card groups its
 * sixteen characters with ("WOOF WOOF WOOF 0050"). Shopify's API does not trim whitespace
 * itself, so a storefront should trim what the shopper typed before sending it.
 */
export function normaliseGiftCardCode(code: string): string {
  return code.replace(/[\s-]/g, "").toUpperCase();
}

/** How a code is stored and looked up: its SHA-256, never the code itself. */
export function giftCardCodeHash(code: string): string {
  return createHash("sha256").update(normaliseGiftCardCode(code), "utf8").digest("hex");
}

/** Why a card cannot pay, or null when it can. */
export type GiftCardProblem = "not-found" | "disabled" | "expired" | "spent";

export function giftCardProblem(card: GiftCardRow | undefined, now: Date): GiftCardProblem | null {
  if (!card) return "not-found";
  if (card.disabledAt) return "disabled";
  // A card is good through the last day printed on it (UTC, the shop's reporting day).
  if (card.expiresOn && card.expiresOn < now.toISOString().slice(0, 10)) return "expired";
  if (card.balanceCents <= 0) return "spent";
  return null;
}

export async function giftCardsByHash(db: Database, hashes: string[]) {
  if (!hashes.length) return new Map<string, GiftCardRow>();
  const rows = await db.select().from(giftCards).where(inArray(giftCards.codeHash, hashes));
  return new Map(rows.map((row) => [row.codeHash, row]));
}

/** The cards with these ids that can still pay, in the order of `ids`. */
export async function usableGiftCards(
  db: Database,
  ids: readonly number[],
  now: Date,
): Promise<GiftCardRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((card): card is GiftCardRow => !!card && giftCardProblem(card, now) === null);
}

/**
 * What each card pays of `totalCents`: cards are spent in the order they were applied, each as
 * far as its balance goes, until the total is paid; a card applied after that pays nothing.
 */
export function spendGiftCards<T extends { balanceCents: number }>(
  totalCents: number,
  cards: readonly T[],
): { card: T; amountCents: number }[] {
  let due = Math.max(0, totalCents);
  return cards.map((card) => {
    const amountCents = Math.min(due, card.balanceCents);
    due -= amountCents;
    return { card, amountCents };
  });
}
