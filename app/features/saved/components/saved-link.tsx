import { Link } from "react-router";
import { HeartIcon } from "~/components/ui/icons";
import { useSavedHandles } from "../lib/saved-state";

/** The header's way to the saved list, with how many products are on it. */
export function SavedLink() {
  const count = useSavedHandles().length;
  return (
    <Link
      to="/saved"
      aria-label={count ? `Saved (${count})` : "Saved"}
      className="relative inline-flex size-10 items-center justify-center rounded-md transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <HeartIcon className="size-5" />
      {count ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
