import { MinusIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { transformImageUrl } from "~/lib/image-url";
import { formatPrice } from "~/lib/money";
import { cn } from "~/lib/utils";
import type { CartLine } from "../lib/cart-view";
import { freeShippingProgress } from "../lib/free-shipping";
import { CartOffersSection } from "./cart-offers";
import { CartTotals } from "./cart-totals";
import { useCart, useCartActions } from "./use-cart";

// The cart drawer's lines and summary. Loaded on demand by ./cart-control:
// nothing here is part of a page's first load.

/** Shown 64×80 (the products' 4:5); asked for at twice that for sharp screens. */
const thumbnail = (url: string) =>
  transformImageUrl(url, { width: 128, height: 160, crop: "center" });

export function CartLines() {
  const { cart, busy, offers } = useCart();
  return (
    <>
      <ul aria-label="Items in your cart" aria-busy={busy} className="flex flex-col">
        {cart.lines.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </ul>
      {/* Codes, gift cards and a note belong to the provider's cart: shown once it has one. */}
      {offers && cart.id ? <CartOffersSection cart={cart} offers={offers} /> : null}
    </>
  );
}

function CartLineItem({ line }: { line: CartLine }) {
  const store = useCartActions();
  const name = line.product.title;
  const showVariant = line.variantTitle !== "" && line.variantTitle !== "Default Title";
  const atStock = line.quantityAvailable !== null && line.quantity >= line.quantityAvailable;
  return (
    <li
      className={cn(
        "flex gap-3 border-b py-4 first:pt-0 last:border-b-0",
        line.pending && "opacity-70",
      )}
      // Marks a line the provider has not confirmed yet (the cart bench times its removal).
      data-pending={line.pending || undefined}
    >
      {line.image ? (
        <img
          src={thumbnail(line.image.url)}
          alt={line.image.altText}
          width={64}
          height={80}
          className="h-20 w-16 shrink-0 rounded-md bg-blush-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="h-20 w-16 shrink-0 rounded-md bg-blush-100" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={`/product/${line.product.handle}`}
              onClick={() => store.setOpen(false)}
              className="font-medium underline-offset-4 hover:underline focus-visible:underline"
            >
              {name}
            </Link>
            {showVariant ? (
              <p className="text-sm text-muted-foreground">{line.variantTitle}</p>
            ) : null}
          </div>
          {/* The unit price sits under the line's total, not above the quantity controls: a
              line that grew as its quantity passed 1 moved + away from under a tapping finger. */}
          <div className="shrink-0 text-right">
            <p className="text-sm font-medium">
              {formatPrice({ ...line.unitPrice, amount: line.unitPrice.amount * line.quantity })}
            </p>
            {line.quantity > 1 ? (
              <p className="text-xs text-muted-foreground">{formatPrice(line.unitPrice)} each</p>
            ) : null}
          </div>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2">
          <div className="flex items-center rounded-full ring-1 ring-blush-200">
            <Button
              variant="ghost"
              size="icon"
              className="size-8 rounded-full"
              aria-label={`Decrease quantity of ${name}`}
              disabled={line.pending || line.quantity <= 1}
              onClick={() => store.setQuantity(line.id, line.quantity - 1)}
            >
              <MinusIcon aria-hidden="true" />
            </Button>
            <span className="min-w-8 text-center text-sm tabular-nums" data-testid="line-quantity">
              <span className="sr-only">Quantity of {name}: </span>
              {line.quantity}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 rounded-full"
              aria-label={`Increase quantity of ${name}`}
              disabled={line.pending || atStock}
              onClick={() => store.setQuantity(line.id, line.quantity + 1)}
            >
              <PlusIcon aria-hidden="true" />
            </Button>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            aria-label={`Remove ${name}`}
            disabled={line.pending}
            onClick={() => store.remove(line.id)}
          >
            <Trash2Icon aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}

export function CartSummary() {
  const store = useCartActions();
  const { cart, subtotal, checkingOut } = useCart();
  const shipping = freeShippingProgress(subtotal.amount);
  return (
    <div className="flex w-full flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-sm">
          {shipping.remaining > 0 ? (
            <>
              You're <strong>{formatPrice({ ...subtotal, amount: shipping.remaining })}</strong>{" "}
              away from free shipping
            </>
          ) : (
            <strong>You've unlocked free shipping</strong>
          )}
        </p>
        <div
          role="progressbar"
          aria-label="Progress toward free shipping"
          aria-valuemin={0}
          aria-valuemax={shipping.threshold}
          aria-valuenow={Math.min(subtotal.amount, shipping.threshold)}
          className="h-2 overflow-hidden rounded-full bg-blush-100"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${shipping.percent}%` }}
          />
        </div>
      </div>
      <div className="flex items-center justify-between text-base font-medium">
        <span>Subtotal</span>
        <span data-testid="cart-subtotal">{formatPrice(subtotal)}</span>
      </div>
      <CartTotals cart={cart} />
      <p className="-mt-3 text-xs text-muted-foreground">
        Shipping and taxes are calculated at checkout.
      </p>
      <Button
        size="lg"
        className="w-full"
        disabled={checkingOut}
        onClick={() => {
          store.checkout();
          // The drawer closes when the checkout button area is clicked.
          store.setOpen(false);
        }}
      >
        {checkingOut ? "Creating Checkout..." : "Checkout"}
      </Button>
      <Button variant="outline" className="w-full" onClick={() => store.setOpen(false)}>
        Continue Shopping
      </Button>
    </div>
  );
}
