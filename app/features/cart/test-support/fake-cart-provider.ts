import { StorefrontError, type StorefrontClient } from "~/lib/storefront-client";
import type { ProviderCart } from "../api/get-cart";

// The cart's test support: never imported by code that ships.

export interface FakeVariant {
  id: string;
  title: string;
  price: number;
  quantityAvailable: number | null;
  size?: string;
  product: { handle: string; title: string };
}

export const SWEATER_S: FakeVariant = {
  id: "gid://shopify/ProductVariant/11",
  title: "S / Pink",
  price: 58,
  quantityAvailable: 3,
  size: "Small",
  product: { handle: "cloud-puff-cable-sweater", title: "Cloud Puff Cable Sweater" },
};

export const BEANIE: FakeVariant = {
  id: "gid://shopify/ProductVariant/21",
  title: "Default Title",
  price: 24.5,
  quantityAvailable: null,
  product: { handle: "alpine-pom-beanie", title: "Alpine Pom Beanie" },
};

type Operation =
  | "Cart"
  | "CartCreate"
  | "CartLinesAdd"
  | "CartLinesUpdate"
  | "CartLinesRemove"
  | "CartDiscountCodesUpdate"
  | "CartGiftCardCodesAdd"
  | "CartGiftCardCodesRemove"
  | "CartNoteUpdate";

/** The codes the fake knows: PEYTON20 takes 20 % off; any other code is not found. */
export const FAKE_DISCOUNTS: Record<string, number> = { PEYTON20: 20 };

/** The gift cards the fake knows, by code, with their balance in dollars. */
export const FAKE_GIFT_CARDS: Record<string, number> = { "GIFT-TEST-0050": 50 };

/** What a cart holds besides its lines. */
interface FakeExtras {
  note: string | null;
  discountCodes: string[];
  giftCards: string[];
}

/** How the next call of an operation goes wrong. */
export interface Fault {
  /** Applied on the provider, then the answer is lost (or not applied at all). */
  applied: boolean;
  error: StorefrontError;
}

interface FakeLine {
  id: string;
  variant: FakeVariant;
  quantity: number;
}

/**
 * The provider's cart operations in memory, shaped as the Storefront API answers them, with
 * faults to inject: a lost answer after the change was made, a refusal, a cart that expired.
 */
export class FakeCartProvider {
  readonly carts = new Map<string, FakeLine[]>();
  readonly extras = new Map<string, FakeExtras>();
  readonly calls: { operation: Operation; variables: Record<string, unknown> }[] = [];
  readonly faults = new Map<Operation, Fault[]>();
  /** When set, each call waits for this before answering (to hold changes in flight). */
  gate: Promise<void> | null = null;
  /** The most changes ever in flight at once: 1 when they are sent one at a time. */
  maxInFlight = 0;
  #inFlight = 0;
  checkoutHost = "http://localhost:4000";
  #next = 1;

  constructor(readonly variants: FakeVariant[] = [SWEATER_S, BEANIE]) {}

  fail(operation: Operation, fault: Fault) {
    this.faults.set(operation, [...(this.faults.get(operation) ?? []), fault]);
  }

  count(operation: Operation) {
    return this.calls.filter((call) => call.operation === operation).length;
  }

  client: StorefrontClient = {
    request: async (document, variables) => {
      const text = document.toString();
      const operation = (/(?:query|mutation) (\w+)/.exec(text)?.[1] ?? "") as Operation;
      const vars = (variables ?? {}) as Record<string, unknown>;
      this.calls.push({ operation, variables: vars });
      const change = operation !== "Cart";
      if (change) this.#inFlight += 1;
      this.maxInFlight = Math.max(this.maxInFlight, this.#inFlight);
      try {
        await (this.gate ?? Promise.resolve());
        const fault = this.faults.get(operation)?.shift();
        if (fault && !fault.applied) throw fault.error;
        const result = this.#run(operation, vars);
        if (fault) throw fault.error;
        return result as never;
      } finally {
        if (change) this.#inFlight -= 1;
      }
    },
  };

  #run(operation: Operation, vars: Record<string, unknown>) {
    const lines = vars.lines as { merchandiseId?: string; id?: string; quantity: number }[];
    const extras = this.extras.get(vars.cartId as string);
    switch (operation) {
      case "CartDiscountCodesUpdate": {
        if (!extras) return { cartDiscountCodesUpdate: gone() };
        const codes = (vars.discountCodes as string[]).map((c) => c.trim()).filter(Boolean);
        extras.discountCodes = [...new Set(codes.map((c) => c.toUpperCase()))];
        const warnings = extras.discountCodes
          .filter((c) => !(c in FAKE_DISCOUNTS))
          .map((c) => ({
            code: "DISCOUNT_NOT_FOUND",
            message: `Discount code ${c} could not be found.`,
          }));
        return { cartDiscountCodesUpdate: this.#payload(vars.cartId as string, warnings) };
      }
      case "CartGiftCardCodesAdd": {
        if (!extras) return { cartGiftCardCodesAdd: gone() };
        const codes = (vars.giftCardCodes as string[]).map((c) => c.trim().toUpperCase());
        if (codes.some((c) => !(c in FAKE_GIFT_CARDS))) {
          return {
            cartGiftCardCodesAdd: {
              cart: null,
              userErrors: [
                { code: "INVALID", field: ["giftCardCodes"], message: "Gift card code is invalid" },
              ],
              warnings: [],
            },
          };
        }
        extras.giftCards = [...new Set([...extras.giftCards, ...codes])];
        return { cartGiftCardCodesAdd: this.#payload(vars.cartId as string, []) };
      }
      case "CartGiftCardCodesRemove": {
        if (!extras) return { cartGiftCardCodesRemove: gone() };
        const ids = vars.appliedGiftCardIds as string[];
        extras.giftCards = extras.giftCards.filter((c) => !ids.includes(giftCardId(c)));
        return { cartGiftCardCodesRemove: this.#payload(vars.cartId as string, []) };
      }
      case "CartNoteUpdate": {
        if (!extras) return { cartNoteUpdate: gone() };
        extras.note = vars.note as string;
        return { cartNoteUpdate: this.#payload(vars.cartId as string, []) };
      }
      case "Cart":
        return { cart: this.#view(vars.cartId as string) };
      case "CartCreate": {
        const id = `gid://shopify/Cart/c${this.#next++}?key=k`;
        this.carts.set(id, []);
        this.extras.set(id, { note: null, discountCodes: [], giftCards: [] });
        const warnings = this.#add(id, lines);
        return { cartCreate: this.#payload(id, warnings) };
      }
      case "CartLinesAdd": {
        const id = vars.cartId as string;
        if (!this.carts.has(id)) return { cartLinesAdd: gone() };
        return { cartLinesAdd: this.#payload(id, this.#add(id, lines)) };
      }
      case "CartLinesUpdate": {
        const id = vars.cartId as string;
        const cart = this.carts.get(id);
        if (!cart) return { cartLinesUpdate: gone() };
        for (const change of lines) {
          const line = cart.find((l) => l.id === change.id);
          if (!line) return { cartLinesUpdate: missingLine() };
          line.quantity = change.quantity;
        }
        return { cartLinesUpdate: this.#payload(id, []) };
      }
      case "CartLinesRemove": {
        const id = vars.cartId as string;
        const cart = this.carts.get(id);
        if (!cart) return { cartLinesRemove: gone() };
        const ids = vars.lineIds as string[];
        if (ids.some((lineId) => !cart.some((l) => l.id === lineId))) {
          return { cartLinesRemove: missingLine() };
        }
        this.carts.set(
          id,
          cart.filter((l) => !ids.includes(l.id)),
        );
        return { cartLinesRemove: this.#payload(id, []) };
      }
    }
    throw new StorefrontError(`Unknown operation ${operation}`, "graphql");
  }

  /** As Shopify: one line per variant, quantities clamped to stock with a warning. */
  #add(cartId: string, lines: { merchandiseId?: string; quantity: number }[]) {
    const cart = this.carts.get(cartId)!;
    const warnings: { message: string }[] = [];
    for (const input of lines) {
      const variant = this.variants.find((v) => v.id === input.merchandiseId)!;
      let line = cart.find((l) => l.variant.id === variant.id);
      if (!line) {
        line = { id: `gid://shopify/CartLine/l${this.#next++}?cart=c`, variant, quantity: 0 };
        cart.push(line);
      }
      line.quantity += input.quantity;
      if (variant.quantityAvailable !== null && line.quantity > variant.quantityAvailable) {
        line.quantity = variant.quantityAvailable;
        warnings.push({ message: `Only ${variant.quantityAvailable} could be added.` });
      }
    }
    return warnings;
  }

  #payload(cartId: string, warnings: { code?: string; message: string }[]) {
    return { cart: this.#view(cartId), userErrors: [], warnings };
  }

  /** Completes or expires a cart: `cart(id)` answers null from now on. */
  end(cartId: string) {
    this.carts.delete(cartId);
    this.extras.delete(cartId);
  }

  #view(cartId: string): ProviderCart | null {
    const lines = this.carts.get(cartId);
    if (!lines) return null;
    const extras = this.extras.get(cartId) ?? { note: null, discountCodes: [], giftCards: [] };
    const cents = lines.reduce((sum, l) => sum + Math.round(l.variant.price * 100) * l.quantity, 0);
    const usd = (c: number) => ({ amount: (c / 100).toFixed(2), currencyCode: "USD" as const });
    const allocations = extras.discountCodes
      .filter((code) => code in FAKE_DISCOUNTS && lines.length > 0)
      .map((code) => ({
        code,
        discountedAmount: usd(Math.round((cents * FAKE_DISCOUNTS[code]!) / 100)),
      }));
    const total =
      cents -
      allocations.reduce((sum, a) => sum + Math.round(Number(a.discountedAmount.amount) * 100), 0);
    // As Shopify: gift cards pay part of the total, which they leave as it is.
    let due = total;
    const giftCards = extras.giftCards.map((code) => {
      const balance = Math.round(FAKE_GIFT_CARDS[code]! * 100);
      const used = Math.min(balance, due);
      due -= used;
      return {
        id: giftCardId(code),
        lastCharacters: code.slice(-4),
        amountUsed: usd(used),
        balance: usd(balance),
      };
    });
    return {
      id: cartId,
      checkoutUrl: `${this.checkoutHost}/cart/c/${cartId.slice(19)}`,
      totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      note: extras.note,
      discountCodes: extras.discountCodes.map((code) => ({
        code,
        applicable: code in FAKE_DISCOUNTS && lines.length > 0,
      })),
      discountAllocations: allocations,
      appliedGiftCards: giftCards,
      cost: {
        subtotalAmount: usd(cents),
        totalAmount: usd(total),
      },
      lines: {
        nodes: lines.map(({ id, quantity, variant }) => ({
          id,
          quantity,
          discountAllocations: [],
          merchandise: {
            id: variant.id,
            availableForSale: true,
            title: variant.title,
            quantityAvailable: variant.quantityAvailable,
            price: { amount: variant.price.toFixed(2), currencyCode: "USD" },
            selectedOptions: variant.size ? [{ name: "Size", value: variant.size }] : [],
            image: null,
            product: {
              handle: variant.product.handle,
              title: variant.product.title,
              featuredImage: {
                url: `http://localhost:4000/cdn/shop/files/${variant.product.handle}.png?v=1`,
                altText: null,
              },
            },
          },
        })),
      },
    };
  }
}

const giftCardId = (code: string) => `gid://shopify/AppliedGiftCard/${code}`;

const gone = () => ({
  cart: null,
  userErrors: [
    { code: "INVALID", field: ["cartId"], message: "The specified cart does not exist." },
  ],
  warnings: [],
});

const missingLine = () => ({
  cart: null,
  userErrors: [
    {
      code: "INVALID",
      field: ["lines", "0", "id"],
      message: "Merchandise line was not found in cart.",
    },
  ],
  warnings: [],
});

export const lostAnswer = () =>
  new StorefrontError("Commerce API unreachable: Failed to fetch", "network");
export const badGateway = () =>
  new StorefrontError("Commerce API error: 502 Bad Gateway", "http", 502);
