import { GraphQLError } from "graphql";
import {
  giftCardCodeHash,
  giftCardProblem,
  giftCardsByHash,
  normaliseGiftCardCode,
  type GiftCardProblem,
} from "../../orders/gift-cards";
import type { StorefrontContext } from "../context";
import { giftCardNotUsable, tooManyInputs, type UserError } from "./cart-problems";

const MAX_LIST_INPUT = 250;

/**
 * Shopify's answer to a client past a limit: a top-level error coded THROTTLED (HTTP 200), not a
 * user error; `CartErrorCode` has no value for it.
 */
export function throttled() {
  return new GraphQLError("Throttled", { extensions: { code: "THROTTLED" } });
}

/**
 * The gift cards named by `codes`, as ids in the order given (each card once), or user errors
 * when any code cannot pay; then nothing is applied. `limitKey` is the cart the codes are for:
 * wrong codes are counted per cart and per client, and past either limit the request is refused
 * before any code is looked up.
 */
export async function checkGiftCardCodes(
  ctx: StorefrontContext,
  limitKey: string,
  codes: readonly string[],
  path: string[],
): Promise<{ userErrors: UserError[]; ids: number[] }> {
  if (codes.length > MAX_LIST_INPUT) {
    return { userErrors: [tooManyInputs(path, MAX_LIST_INPUT, "values")], ids: [] };
  }
  const wanted = codes
    .map((code, index) => ({ code: normaliseGiftCardCode(code), index }))
    .filter((entry) => entry.code !== "");
  if (!wanted.length) return { userErrors: [], ids: [] };
  if (await ctx.giftCardLimits.blocked(limitKey, ctx.client)) throw throttled();
  const cards = await giftCardsByHash(
    ctx.db,
    wanted.map((entry) => giftCardCodeHash(entry.code)),
  );
  const now = ctx.clock.now();
  const userErrors: UserError[] = [];
  const ids: number[] = [];
  for (const entry of wanted) {
    const card = cards.get(giftCardCodeHash(entry.code));
    const problem: GiftCardProblem | null = giftCardProblem(card, now);
    if (problem) userErrors.push(giftCardNotUsable([...path, String(entry.index)], problem));
    else if (!ids.includes(card!.id)) ids.push(card!.id);
  }
  await ctx.giftCardLimits.wrong(limitKey, ctx.client, userErrors.length);
  return { userErrors, ids: userErrors.length ? [] : ids };
}
