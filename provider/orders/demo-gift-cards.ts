import type { Database } from "../db/client";
import { giftCards, shopSettings } from "../db/schema/index";
import { giftCardCodeHash, normaliseGiftCardCode } from "./gift-cards";

/**
 * The demo gift cards, one of each state a shopper can meet (listed in the README). Codes are
 * sixteen characters printed in groups of four, as Shopify issues them; only their hashes and
 * last four characters are stored.
 */
export const DEMO_GIFT_CARDS = [
  { code: "WOOF-WOOF-WOOF-0050", balanceCents: 5_000, initialValueCents: 5_000 },
  { code: "WOOF-WOOF-WOOF-0500", balanceCents: 50_000, initialValueCents: 50_000 },
  { code: "WOOF-WOOF-WOOF-0000", balanceCents: 0, initialValueCents: 2_500 },
  {
    code: "WOOF-WOOF-WOOF-2024",
    balanceCents: 5_000,
    initialValueCents: 5_000,
    expiresOn: "2024-12-31",
  },
  { code: "WOOF-WOOF-WOOF-NOPE", balanceCents: 5_000, initialValueCents: 5_000, disabled: true },
] as const;

export async function seedDemoGiftCards(db: Database) {
  const [settings] = await db.select().from(shopSettings).limit(1);
  const createdAt = new Date("2024-01-15T12:00:00Z");
  await db.insert(giftCards).values(
    DEMO_GIFT_CARDS.map((card) => ({
      codeHash: giftCardCodeHash(card.code),
      lastCharacters: normaliseGiftCardCode(card.code).slice(-4),
      initialValueCents: card.initialValueCents,
      balanceCents: card.balanceCents,
      currencyCode: settings?.currencyCode ?? "USD",
      expiresOn: "expiresOn" in card ? card.expiresOn : null,
      disabledAt: "disabled" in card ? createdAt : null,
      createdAt,
    })),
  );
}
