import { useId, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { BRAND } from "~/lib/brand";
import { formatPrice } from "~/lib/money";
import type { ShownCart, Money } from "../lib/cart-view";
import { CartTotals } from "./cart-totals";
import { useCart, useCartActions } from "./use-cart";

// The demo checkout page (/checkout): a form that takes no payment
// and a summary of the cart. The server renders it without the shopper's cart (useCart is empty
// there), so the page cache can share it; the lines appear once the browser has read the cart.

/** Every field is required, checked by the browser only (no card or address checks). */
const FIELDS = [
  { name: "firstName", label: "First name", autoComplete: "given-name", half: true },
  { name: "lastName", label: "Last name", autoComplete: "family-name", half: true },
  { name: "email", label: "Email", autoComplete: "email", type: "email" },
  { name: "address", label: "Address", autoComplete: "street-address" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1", half: true },
  { name: "zip", label: "ZIP", autoComplete: "postal-code", half: true },
  { name: "cardNumber", label: "Card number", autoComplete: "cc-number", numeric: true },
  { name: "cardExpiryCvc", label: "MM/YY CVC", autoComplete: "off" },
] as const satisfies readonly {
  name: string;
  label: string;
  autoComplete: string;
  type?: string;
  half?: boolean;
  numeric?: boolean;
}[];

export function DemoCheckout() {
  const { ready, cart, subtotal, notice } = useCart();
  const hasLines = cart.lines.length > 0;

  let body;
  if (hasLines) body = <CheckoutForm cart={cart} subtotal={subtotal} />;
  else if (ready) body = <EmptyCheckout />;
  else {
    body = (
      <p role="status" className="text-muted-foreground">
        {notice ?? "Loading your cart…"}
      </p>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:py-12">
      <h1 className="font-serif text-4xl">Checkout</h1>
      {body}
    </main>
  );
}

function EmptyCheckout() {
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center">
      <img src="/images/empty-shop.svg" alt="" width={240} height={180} className="h-auto w-48" />
      <h2 className="font-serif text-2xl">Your cart is empty</h2>
      <p className="max-w-md text-muted-foreground">
        There&apos;s nothing to check out yet. Find something your pup will love first.
      </p>
      <Button asChild size="lg">
        <Link to="/shop">Browse the shop</Link>
      </Button>
    </section>
  );
}

function CheckoutForm({ cart: shown, subtotal }: { cart: ShownCart; subtotal: Money }) {
  const lines = shown.lines;
  const cart = useCartActions();
  const navigate = useNavigate();
  const id = useId();

  // Reached only once the browser's own validation has passed every `required` field.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast.success("Order placed (demo)", {
      description: `Thank you for shopping with ${BRAND}!`,
    });
    cart.clear();
    void navigate("/");
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
      <form
        onSubmit={onSubmit}
        aria-label="Shipping and payment"
        className="grid grid-cols-2 gap-4 self-start"
      >
        {FIELDS.map((field) => (
          <div
            key={field.name}
            className={"half" in field ? "col-span-2 sm:col-span-1" : "col-span-2"}
          >
            <label htmlFor={`${id}-${field.name}`} className="mb-1.5 block text-sm font-medium">
              {field.label}
            </label>
            <Input
              id={`${id}-${field.name}`}
              name={field.name}
              type={"type" in field ? field.type : "text"}
              autoComplete={field.autoComplete}
              inputMode={"numeric" in field ? "numeric" : undefined}
              required
            />
          </div>
        ))}
        <p className="col-span-2 text-sm text-muted-foreground">
          This is a demo: no payment is taken and nothing is shipped.
        </p>
        <Button type="submit" size="lg" className="col-span-2 w-full">
          {/* The provider's total, codes and gift cards taken off; the subtotal for a cart the
              provider has not answered yet. */}
          Place Order • {formatPrice(shown.cost?.total ?? subtotal)}
        </Button>
      </form>

      <aside
        aria-labelledby={`${id}-summary`}
        className="self-start rounded-lg bg-blush-50 p-6 ring-1 ring-blush-100 lg:sticky lg:top-24"
      >
        <h2 id={`${id}-summary`} className="mb-4 font-serif text-2xl">
          Order summary
        </h2>
        <ul aria-label="Items in your order" className="flex flex-col gap-3">
          {lines.map((line) => (
            <li key={line.id} className="flex items-start justify-between gap-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {line.product.title}
                  {line.size ? ` (${line.size})` : null}
                </p>
                <p className="text-muted-foreground">Qty: {line.quantity}</p>
              </div>
              <p className="shrink-0 font-medium tabular-nums">
                {formatPrice({ ...line.unitPrice, amount: line.unitPrice.amount * line.quantity })}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center justify-between border-t border-blush-200 pt-4 text-base font-medium">
          <span>Subtotal</span>
          <span data-testid="checkout-subtotal">{formatPrice(subtotal)}</span>
        </div>
        <div className="mt-2">
          <CartTotals cart={shown} />
        </div>
      </aside>
    </div>
  );
}
