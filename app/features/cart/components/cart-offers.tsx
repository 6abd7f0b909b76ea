import { useId, useState, type FormEvent } from "react";
import { XIcon } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { formatPrice } from "~/lib/money";
import { LAUNCH_CODE, NOTE_FAILED_MESSAGE, NOTE_LIMIT } from "../lib/cart-offers";
import type { CartOffers, CodeResult, ShownCart } from "../lib/cart-view";

// Under the drawer's lines: a discount code, a gift card and a note for the shop. Part of the
// drawer's lazy contents (./cart-contents), so no page's first load carries it. Each change goes
// through the cart engine's queue (the view's `offers`); the boxes keep what was typed until the
// provider has taken it.

export function CartOffersSection({ cart, offers }: { cart: ShownCart; offers: CartOffers }) {
  return (
    <div className="mt-4 flex flex-col gap-5 border-t pt-4">
      <DiscountCodes cart={cart} offers={offers} />
      <GiftCards cart={cart} offers={offers} />
      <CartNote note={cart.note ?? ""} offers={offers} />
    </div>
  );
}

function DiscountCodes({ cart, offers }: { cart: ShownCart; offers: CartOffers }) {
  const codes = cart.discountCodes ?? [];
  const form = useCodeForm(offers.applyDiscountCode);
  return (
    <section aria-label="Discount codes" className="flex flex-col gap-2">
      <CodeBox form={form} label="Discount code" />
      {codes.length === 0 ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={form.sending}
          onClick={() => form.submit(LAUNCH_CODE, { keepTyped: true })}
        >
          Apply {LAUNCH_CODE}
        </Button>
      ) : (
        <ul aria-label="Discount codes on your cart" className="flex flex-wrap gap-2">
          {codes.map((discount) => (
            <Chip
              key={discount.code}
              label={
                discount.applicable || discount.pending
                  ? discount.code
                  : `${discount.code} (doesn't apply)`
              }
              pending={discount.pending}
              removeLabel={`Remove discount code ${discount.code}`}
              onRemove={() => offers.removeDiscountCode(discount.code)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function GiftCards({ cart, offers }: { cart: ShownCart; offers: CartOffers }) {
  const cards = cart.giftCards ?? [];
  const form = useCodeForm(offers.applyGiftCard);
  return (
    <section aria-label="Gift cards" className="flex flex-col gap-2">
      <CodeBox form={form} label="Gift card" />
      {cards.length > 0 ? (
        <ul aria-label="Gift cards on your cart" className="flex flex-wrap gap-2">
          {cards.map((card) => (
            <Chip
              key={card.id}
              label={`•••• ${card.lastCharacters}${
                card.amountUsed && cart.cost ? ` covers ${formatPrice(card.amountUsed)}` : ""
              }`}
              pending={card.pending}
              removeLabel={`Remove gift card ending ${card.lastCharacters}`}
              onRemove={() => offers.removeGiftCard(card.id)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

interface CodeForm {
  value: string;
  setValue: (value: string) => void;
  message: string | null;
  sending: boolean;
  submit: (code: string, options?: { keepTyped?: boolean }) => void;
}

/** The box's text, the message beside it, and applying: the text goes only once it applied. */
function useCodeForm(apply: (code: string) => Promise<CodeResult>): CodeForm {
  const [value, setValue] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = (code: string, { keepTyped = false } = {}) => {
    setSending(true);
    setMessage(null);
    void apply(code).then((result) => {
      setSending(false);
      if (result.ok) {
        if (!keepTyped) setValue("");
      } else setMessage(result.message);
    });
  };
  return { value, setValue, message, sending, submit };
}

function CodeBox({ form, label }: { form: CodeForm; label: string }) {
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit(form.value);
  };
  return (
    <form onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-code`} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-code`}
          value={form.value}
          onChange={(event) => form.setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={form.message ? true : undefined}
          aria-describedby={form.message ? `${id}-message` : undefined}
        />
        <Button type="submit" variant="outline" disabled={form.sending}>
          Apply
        </Button>
      </div>
      {form.message ? (
        <p id={`${id}-message`} className="text-sm text-destructive">
          {form.message}
        </p>
      ) : null}
    </form>
  );
}

function Chip({
  label,
  pending,
  removeLabel,
  onRemove,
}: {
  label: string;
  pending: boolean;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li
      className="flex items-center gap-1 rounded-full bg-blush-100 py-1 pr-1 pl-3 text-sm font-medium"
      data-pending={pending || undefined}
    >
      {label}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7 rounded-full"
        aria-label={removeLabel}
        disabled={pending}
        onClick={onRemove}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

function CartNote({ note, offers }: { note: string; offers: CartOffers }) {
  const id = useId();
  const state = offers.noteState;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-note`} className="text-sm font-medium">
        Add a note for Peyton's humans
      </label>
      <Textarea
        id={`${id}-note`}
        value={note}
        maxLength={NOTE_LIMIT}
        rows={3}
        placeholder="A gift message, say"
        onChange={(event) => offers.typeNote(event.target.value)}
        onBlur={offers.saveNote}
        aria-describedby={`${id}-count ${id}-state`}
      />
      <div className="flex items-start justify-between gap-2 text-xs text-muted-foreground">
        <p id={`${id}-state`} className={state === "failed" ? "text-destructive" : undefined}>
          {state === "failed" ? (
            <>
              {NOTE_FAILED_MESSAGE}{" "}
              <button type="button" className="underline" onClick={offers.saveNote}>
                Try again
              </button>
            </>
          ) : state === "saving" ? (
            "Saving…"
          ) : state === "saved" && note ? (
            "Saved"
          ) : null}
        </p>
        <p id={`${id}-count`} className="shrink-0 tabular-nums">
          {note.length}/{NOTE_LIMIT}
        </p>
      </div>
    </div>
  );
}
