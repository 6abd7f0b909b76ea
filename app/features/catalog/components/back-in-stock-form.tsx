import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { signedInCustomerEmail } from "~/lib/customer-email";
import { BACK_IN_STOCK_ENDPOINT, requestBackInStock } from "../api/request-back-in-stock";

/** What the page says after a request, with or without JavaScript (`?back-in-stock=`). */
export const BACK_IN_STOCK_MESSAGES = {
  requested: "Check your inbox: confirm your address and we'll email you once it's back.",
  invalid: "Please enter a valid email address.",
  limited: "Too many requests. Please try again later.",
  failed: "Your request could not be saved. Please try again.",
} as const;

export type BackInStockOutcome = keyof typeof BACK_IN_STOCK_MESSAGES;

const subscribeToNothing = () => () => {};

/**
 * "Email me when it's back", for a sold-out variant. Without JavaScript the form posts to the
 * endpoint, which sends the shopper back to this product page with the outcome in the URL
 * (`outcome`); with it, the same endpoint answers JSON and the form says so in place. For a
 * signed-in customer the script fills in their address, unless the shopper typed one first.
 */
export function BackInStockForm({
  variantId,
  productHandle,
  outcome: initialOutcome,
}: {
  variantId: string;
  productHandle: string;
  outcome?: BackInStockOutcome;
}) {
  const id = useId();
  const [outcome, setOutcome] = useState<{ status: BackInStockOutcome; text: string } | null>(
    initialOutcome
      ? { status: initialOutcome, text: BACK_IN_STOCK_MESSAGES[initialOutcome] }
      : null,
  );
  const [sending, setSending] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  // False in the server's render and while hydrating: until then it posts like a plain form.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  useEffect(() => {
    let current = true;
    void signedInCustomerEmail().then((address) => {
      const input = email.current;
      // Only into an empty field: what the shopper typed meanwhile is theirs.
      if (current && address && input && input.value === "") input.value = address;
    });
    return () => {
      current = false;
    };
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setSending(true);
    const result = await requestBackInStock({ email, variantId });
    setSending(false);
    setOutcome({
      status: result.status,
      text: result.status === "invalid" ? result.error : BACK_IN_STOCK_MESSAGES[result.status],
    });
  }

  const invalid = outcome?.status === "invalid";
  return (
    <form
      method="post"
      action={BACK_IN_STOCK_ENDPOINT}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-2 rounded-md border border-blush-100 p-4"
      aria-labelledby={`${id}-title`}
      data-hydrated={hydrated ? "" : undefined}
      noValidate
    >
      <h2 id={`${id}-title`} className="text-sm font-medium">
        Email me when it&apos;s back
      </h2>
      <input type="hidden" name="variant_id" value={variantId} />
      <input type="hidden" name="return_to" value={`/product/${productHandle}`} />
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="Email address"
          ref={email}
          aria-invalid={invalid || undefined}
          aria-describedby={outcome ? `${id}-outcome` : undefined}
        />
        <Button type="submit" variant="outline" disabled={sending}>
          Notify me
        </Button>
      </div>
      {outcome ? (
        <p
          id={`${id}-outcome`}
          role={outcome.status === "requested" ? "status" : "alert"}
          className={outcome.status === "requested" ? "text-sm" : "text-sm text-destructive"}
        >
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
