import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { ConsentChoice } from "~/lib/visitor-consent";

export type BannerAnswer = "accept" | "decline" | { analytics: boolean; marketing: boolean };

/**
 * The privacy banner, in Peyton's voice: accept, decline, or choose analytics and marketing one
 * by one. A labelled, non-modal region fixed to the bottom of the viewport, so it moves nothing
 * on the page; it sits under every drawer and dialog (the cart's checkout button stays on top),
 * and while it shows the page gets room beneath its footer, so no button has to stay under it.
 * Shown by itself on a first visit it takes no focus; opened from "Privacy choices" it takes
 * focus, Escape closes it unchanged, and focus goes back where it was.
 */
export function ConsentBanner({
  gpc,
  current,
  takeFocus,
  onAnswer,
  onClose,
}: {
  /** The browser sends Global Privacy Control: marketing is not offered. */
  gpc: boolean;
  /** The choice in force, when reopened. */
  current: ConsentChoice | null;
  takeFocus: boolean;
  onAnswer: (answer: BannerAnswer) => void;
  /** Closes without a new answer; only offered once there is a choice. */
  onClose?: () => void;
}) {
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);

  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  // Escape closes a reopened banner unchanged, from anywhere inside it.
  useEffect(() => {
    const element = region.current;
    if (!element || !onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, [onClose]);

  // Room below the footer as tall as the banner, so the page can scroll every button clear of
  // it. Space added after the last content shifts nothing that is already laid out. The size is
  // taken from the resize observer, which reports it once the banner is laid out (and again when
  // it changes), so the page is never laid out synchronously for it while it starts up.
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      body.style.paddingBottom = `${Math.ceil(height)}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = before;
    };
  }, []);

  return (
    <section
      ref={region}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-blush-200 bg-cream-100 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-lg sm:border"
    >
      <div className="space-y-3 p-4">
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="font-serif text-lg font-semibold outline-none"
        >
          A word about cookies
        </h2>
        <p className="text-sm text-muted-foreground">
          Peyton only chews the edible kind. With your okay, we also use cookies to learn which
          pages you enjoy
          {gpc ? "" : " and to show you our treats on other sites"}. The ones that keep your cart
          and sign-in working stay either way.{" "}
          <Link to="/privacy-policy" className="text-primary underline underline-offset-4">
            Privacy Policy
          </Link>
        </p>
        {gpc ? (
          <p className="text-sm text-muted-foreground">
            Your browser asked us not to sell or share your data, so we never will.
          </p>
        ) : null}
        {choosing ? (
          <fieldset className="space-y-2">
            <legend className="sr-only">Choose which cookies to allow</legend>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-blush-800"
                checked={analytics}
                onChange={(event) => setAnalytics(event.target.checked)}
              />
              <span>
                <span className="font-medium">Analytics</span>: which pages and products are
                popular, and how fast the shop loads for you.
              </span>
            </label>
            {gpc ? null : (
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-blush-800"
                  checked={marketing}
                  onChange={(event) => setMarketing(event.target.checked)}
                />
                <span>
                  <span className="font-medium">Marketing</span>: ads for our treats on other sites.
                </span>
              </label>
            )}
          </fieldset>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {choosing ? (
            <Button size="sm" onClick={() => onAnswer({ analytics, marketing: marketing && !gpc })}>
              Save choices
            </Button>
          ) : (
            <>
              <Button size="sm" onClick={() => onAnswer("accept")}>
                Accept
              </Button>
              <Button size="sm" variant="outline" onClick={() => onAnswer("decline")}>
                Decline
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setChoosing(true)}>
                Choose
              </Button>
            </>
          )}
          {onClose ? (
            <Button size="sm" variant="link" onClick={onClose}>
              Keep my current choice
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
