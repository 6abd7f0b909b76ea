import { CopyIcon } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { LAUNCH_DISCOUNT_CODE } from "~/lib/brand";
import { copyDiscountCode } from "./copy-discount-code";

/** The strip above the header: the launch offer, with a code that copies itself on click. */
export function LaunchBanner() {
  const copy = () =>
    copyDiscountCode(LAUNCH_DISCOUNT_CODE, {
      clipboard: typeof navigator === "undefined" ? undefined : navigator.clipboard,
      notifySuccess: (title) => toast.success(title),
      notifyFailure: (title, description) => toast.error(title, { description }),
    });
  return (
    <aside
      aria-label="Launch offer"
      className="bg-blush-800 px-4 py-2 text-center text-sm text-white"
    >
      <p>
        Grand opening treat: 20% off your first order with code{" "}
        <button
          type="button"
          onClick={copy}
          aria-label={`Copy discount code ${LAUNCH_DISCOUNT_CODE}`}
          className="inline-flex cursor-pointer items-center gap-1 rounded border border-dashed border-white/70 px-1.5 py-0.5 font-semibold tracking-wider transition-colors outline-none hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white"
        >
          {LAUNCH_DISCOUNT_CODE}
          <CopyIcon aria-hidden="true" className="size-3.5" />
        </button>
      </p>
    </aside>
  );
}
