import { Link } from "react-router";
import { BRAND } from "~/lib/brand";
import { cn } from "~/lib/utils";

/** Peyton's face and the shop's name; links home. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-serif text-xl font-semibold tracking-tight text-ink outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span>{BRAND}</span>
    </Link>
  );
}
