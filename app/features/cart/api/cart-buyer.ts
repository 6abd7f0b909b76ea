import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import {
  hasCustomerTokens,
  isCustomerStorageKey,
  readCartBuyer,
  readCustomerBuyer,
  writeCartBuyer,
} from "../lib/cart-buyer-storage";

const CartBuyerIdentityUpdateMutation = graphql(`
  mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      cart {
        id
      }
      userErrors {
        message
      }
    }
  }
`);

/**
 * The cart carries the signed-in customer (issue 17): an order placed at the hosted checkout
 * then belongs to them, and the checkout knows who they are. The customer is attached with
 * `cartBuyerIdentityUpdate` when the cart starts, when a cart is made, and when the customer
 * signs in (the account's `customer:update` event, or another tab's storage). Signing out
 * leaves that cart with the customer: the Storefront API has no way to take a customer off a
 * cart, so this browser starts a fresh guest cart instead.
 */
export class CartBuyer {
  readonly #storefront: StorefrontClient;
  readonly #cartId: () => string | null;
  readonly #clear: () => void;
  #inFlight: string | null = null;
  #stop: (() => void) | null = null;

  constructor(options: {
    storefront: StorefrontClient;
    /** The cart this tab follows. */
    cartId: () => string | null;
    /** Forgets the cart (a fresh one is made with the next add). */
    clear: () => void;
  }) {
    this.#storefront = options.storefront;
    this.#cartId = options.cartId;
    this.#clear = options.clear;
  }

  start() {
    const sync = () => void this.sync();
    const onStorage = (event: StorageEvent) => {
      if (isCustomerStorageKey(event.key)) sync();
    };
    window.addEventListener("customer:update", sync);
    window.addEventListener("storage", onStorage);
    this.#stop = () => {
      window.removeEventListener("customer:update", sync);
      window.removeEventListener("storage", onStorage);
    };
    sync();
  }

  stop() {
    this.#stop?.();
    this.#stop = null;
  }

  /** Brings the cart in line with who is signed in; never throws (the cart works regardless). */
  async sync(): Promise<void> {
    const cartId = this.#cartId();
    const attached = readCartBuyer();
    if (!hasCustomerTokens()) {
      // Signed out (here or in another tab): the customer's cart stays theirs.
      writeCartBuyer(null);
      if (attached && attached.cartId === cartId) this.#clear();
      return;
    }
    const buyer = readCustomerBuyer();
    if (!buyer || !cartId) return;
    if (attached?.cartId === cartId && attached.subject === buyer.subject) return;
    const key = `${cartId} ${buyer.subject}`;
    if (this.#inFlight === key) return;
    this.#inFlight = key;
    try {
      const { cartBuyerIdentityUpdate: answer } = await this.#storefront.request(
        CartBuyerIdentityUpdateMutation,
        { cartId, buyerIdentity: { customerAccessToken: buyer.accessToken } },
      );
      if (answer?.cart && !answer.userErrors.length) {
        writeCartBuyer({ cartId, subject: buyer.subject });
      }
    } catch {
      // Tried again on the next page, sign-in or cart.
    } finally {
      this.#inFlight = null;
    }
  }
}
