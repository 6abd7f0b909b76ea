import { formatPrice } from "~/lib/money";
import type { Money, ShownCart } from "../lib/cart-view";

// The cart's amounts under the subtotal, in the drawer and on the demo checkout: what each code
// and gift card takes off and the estimated total. Every amount is the provider's: while a change
// is on its way (the cart's `cost` is null) they say so instead of guessing.

const minus = (money: Money) => `−${formatPrice(money)}`;

/** The codes that apply and the gift cards, one row each, then "Estimated total". */
export function CartTotals({ cart }: { cart: ShownCart }) {
  const confirmed = cart.cost !== null;
  const codes = (cart.discountCodes ?? []).filter((d) => d.applicable && !d.pending);
  const cards = (cart.giftCards ?? []).filter((g) => !g.pending);
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {codes.map((discount) => (
        <div key={discount.code} className="flex items-center justify-between gap-2">
          <dt>Discount ({discount.code})</dt>
          <dd className="tabular-nums" data-testid="cart-discount">
            {confirmed && discount.amount ? minus(discount.amount) : "…"}
          </dd>
        </div>
      ))}
      {cards.map((card) => (
        <div key={card.id} className="flex items-center justify-between gap-2">
          <dt>Gift card ending {card.lastCharacters}</dt>
          <dd className="tabular-nums" data-testid="cart-gift-card">
            {confirmed && card.amountUsed ? minus(card.amountUsed) : "…"}
          </dd>
        </div>
      ))}
      <div className="flex items-center justify-between gap-2 text-base font-medium">
        <dt>Estimated total</dt>
        <dd className="tabular-nums" data-testid="cart-estimated-total" aria-live="polite">
          {cart.cost ? formatPrice(cart.cost.total) : "Updating…"}
        </dd>
      </div>
    </dl>
  );
}
