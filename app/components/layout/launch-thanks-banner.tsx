import { HeartIcon } from "~/components/ui/icons";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

/**
 * The note on the shop and product pages: thanks for supporting the launch, a warning
 * that sizes and quantities may be limited, and the way to reach us.
 */
export function LaunchThanksBanner({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Launch note"
      className={cn(
        "flex items-start gap-3 rounded-xl border border-blush-200 bg-blush-100/70 px-4 py-3 text-sm text-secondary-foreground",
        className,
      )}
    >
      <HeartIcon
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 fill-blush-500 text-blush-500"
      />
      <p>
        Thank you for supporting our launch! My humans and I are still stocking the shelves, so some
        sizes and quantities may be limited. Looking for something in particular?{" "}
        <Link
          to="/contact"
          className="font-medium text-primary underline underline-offset-2 hover:text-blush-800"
        >
          Contact us
        </Link>{" "}
        and we&apos;ll sniff it out.
      </p>
    </aside>
  );
}
