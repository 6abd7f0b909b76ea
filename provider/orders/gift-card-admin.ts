import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Clock } from "../clock";
import { ChangeRefused } from "../db/change-refused";
import type { Database } from "../db/client";
import { giftCards, shopSettings } from "../db/schema/index";
import { giftCardCodeHash, normaliseGiftCardCode } from "./gift-cards";

/** Letters and digits a customer cannot misread for another (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Sixteen random characters in groups of four, as Shopify prints a card's code. */
function newCode(): string {
  const chars = Array.from({ length: 16 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join("")).join(" ");
}

/**
 * Issues a gift card worth `amountCents` in the shop's currency. The code is returned this once
 * and never stored (only its hash and last four characters are), so whoever issues it must
 * hand it on now.
 */
export async function issueGiftCard(
  deps: { db: Database; clock: Clock },
  input: { amountCents: number; expiresOn: string | null },
) {
  const now = deps.clock.now();
  if (input.expiresOn !== null && input.expiresOn < now.toISOString().slice(0, 10)) {
    throw new ChangeRefused(422, "The expiry date is in the past.");
  }
  const code = newCode();
  const [settings] = await deps.db.select().from(shopSettings).limit(1);
  const [card] = await deps.db
    .insert(giftCards)
    .values({
      codeHash: giftCardCodeHash(code),
      lastCharacters: normaliseGiftCardCode(code).slice(-4),
      initialValueCents: input.amountCents,
      balanceCents: input.amountCents,
      currencyCode: settings?.currencyCode ?? "USD",
      expiresOn: input.expiresOn,
      disabledAt: null,
      createdAt: now,
    })
    .returning();
  return { card: card!, code };
}

/** Disables a card for good: it pays for nothing from now on, and keeps its balance on record. */
export async function disableGiftCard(deps: { db: Database; clock: Clock }, input: { id: number }) {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [card] = await tx
      .select()
      .from(giftCards)
      .where(eq(giftCards.id, input.id))
      .for("update");
    if (!card) throw new ChangeRefused(404, "No gift card has this id.");
    if (card.disabledAt) {
      throw new ChangeRefused(409, `The card ending ${card.lastCharacters} is already disabled.`);
    }
    await tx
      .update(giftCards)
      .set({ disabledAt: deps.clock.now() })
      .where(eq(giftCards.id, card.id));
    return { lastCharacters: card.lastCharacters };
  });
}
