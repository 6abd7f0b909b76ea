import { RateLimiterMemory } from "rate-limiter-flexible";

const HOUR = 60 * 60;

/**
 * How many gift card codes may be tried and found wanting (unknown, spent, expired, disabled)
 * before further tries are refused: per cart, so one cart cannot be used to walk the code space,
 * and per client, so fresh carts do not reset the count. Codes that apply cost nothing. Sixteen
 * characters from a 32-letter alphabet leave guessing hopeless at these rates; the limits keep a
 * script from trying anyway.
 */
export const GIFT_CARD_GUESS_LIMITS = {
  wrongCodesPerCart: { points: 10, duration: HOUR },
  wrongCodesPerClient: { points: 30, duration: HOUR },
} as const;

/**
 * In this process's memory (rate-limiter-flexible's RateLimiterMemory), as the sign-in limits
 * are: the provider runs as one process per shop.
 */
export function createGiftCardLimits(limits = GIFT_CARD_GUESS_LIMITS) {
  const perCart = new RateLimiterMemory(limits.wrongCodesPerCart);
  const perClient = new RateLimiterMemory(limits.wrongCodesPerClient);

  async function used(limiter: RateLimiterMemory, key: string, points: number) {
    const res = await limiter.get(key);
    return !!res && res.msBeforeNext > 0 && res.consumedPoints >= points;
  }

  return {
    /** Whether this cart or this client has used up its wrong tries. */
    async blocked(cartToken: string, client: string) {
      const [cart, byClient] = await Promise.all([
        used(perCart, cartToken, limits.wrongCodesPerCart.points),
        used(perClient, client, limits.wrongCodesPerClient.points),
      ]);
      return cart || byClient;
    },
    /** Counts `count` codes that did not apply. */
    async wrong(cartToken: string, client: string, count: number) {
      if (count <= 0) return;
      await Promise.all([perCart.penalty(cartToken, count), perClient.penalty(client, count)]);
    },
  };
}

export type GiftCardLimits = ReturnType<typeof createGiftCardLimits>;
