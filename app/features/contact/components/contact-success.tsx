import { useEffect, useRef, type FormEvent } from "react";
import { Button } from "~/components/ui/button";

/**
 * The panel that replaces the form once the message is stored. "Send Another Message"
 * is a small form of its own: without JavaScript it simply loads /contact afresh (a new, empty
 * form with a new attempt key); hydrated, `onAnother` brings the form back in place.
 */
export function ContactSuccess({
  onAnother,
  takeFocus,
}: {
  onAnother: () => void;
  /** True when the panel replaced a form the shopper was using, rather than loading with the page. */
  takeFocus: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The button that had the focus is gone; the heading tells a screen reader what happened.
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  const another = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAnother();
  };

  return (
    <section
      aria-labelledby="contact-success-heading"
      className="flex flex-col items-center gap-4 rounded-lg bg-blush-50 px-6 py-12 text-center ring-1 ring-blush-100"
    >
      <h2
        id="contact-success-heading"
        ref={heading}
        tabIndex={-1}
        className="font-serif text-3xl font-semibold outline-none"
      >
        Message Received!
      </h2>
      <p className="max-w-md text-muted-foreground">
        Thanks for reaching out! My humans and I will sniff it out and reply in 1–2 business days.
      </p>
      <form method="get" action="/contact" onSubmit={another}>
        <Button type="submit" variant="outline" size="lg">
          Send Another Message
        </Button>
      </form>
    </section>
  );
}
