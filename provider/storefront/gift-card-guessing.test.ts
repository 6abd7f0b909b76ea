import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stockedVariantsCheapestFirst } from "../testing/checkout-shopper";
import { CART_MONEY_FIELDS, MUTATIONS, type CartPayload } from "../testing/cart-money";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";
import { GIFT_CARD_GUESS_LIMITS } from "./cart/gift-card-limits";

// Guessing gift card codes is refused past a limit of wrong codes per cart and per client, with
// Shopify's THROTTLED error, and a right code does not get through once refused. Its own
// provider: the per-client count would otherwise reach the other cart tests.

let t: TestProvider;

beforeAll(async () => {
  t = await startTestProvider();
});

afterAll(async () => {
  await t?.close();
});

async function newCartId() {
  const [variant] = await stockedVariantsCheapestFirst(t);
  const result = await storefrontRequest<{ cartCreate: CartPayload }>(
    t,
    `${CART_MONEY_FIELDS} ${MUTATIONS.create}`,
    { input: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant!.id}` }] } },
  );
  return result.data.cartCreate.cart!.id;
}

const wrongCode = (i: number) => `BARK-BARK-${String(i).padStart(4, "0")}-0000`;

async function tryCodes(cartId: string, codes: string[]) {
  return storefrontRequest<{ cartGiftCardCodesAdd: CartPayload | null }>(
    t,
    `${CART_MONEY_FIELDS} ${MUTATIONS.giftCardsAdd}`,
    { cartId, codes },
  );
}

describe("gift card guessing", () => {
  const perCart = GIFT_CARD_GUESS_LIMITS.wrongCodesPerCart.points;
  const perClient = GIFT_CARD_GUESS_LIMITS.wrongCodesPerClient.points;

  it("refuses a cart's tries once it has used up its wrong codes, even a right one", async () => {
    const cartId = await newCartId();
    for (let i = 0; i < perCart; i += 1) {
      const answer = await tryCodes(cartId, [wrongCode(i)]);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.cartGiftCardCodesAdd!.userErrors[0]!.code).toBe("INVALID");
    }
    const refused = await tryCodes(cartId, ["WOOF-WOOF-WOOF-0050"]);
    expect(refused.errors).toEqual([
      expect.objectContaining({ message: "Throttled", extensions: { code: "THROTTLED" } }),
    ]);
    expect(refused.data.cartGiftCardCodesAdd).toBeNull();
  });

  it("refuses a client that moves on to fresh carts once it has used up its wrong codes", async () => {
    // The first test spent `perCart` of this client's allowance already.
    let spent = perCart;
    while (spent < perClient) {
      const cartId = await newCartId();
      const batch = Math.min(perCart, perClient - spent);
      const answer = await tryCodes(
        cartId,
        Array.from({ length: batch }, (_, i) => wrongCode(spent + i)),
      );
      expect(answer.data.cartGiftCardCodesAdd!.userErrors).toHaveLength(batch);
      spent += batch;
    }
    const fresh = await newCartId();
    const refused = await tryCodes(fresh, ["WOOF-WOOF-WOOF-0050"]);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "THROTTLED" } });
  });
});
