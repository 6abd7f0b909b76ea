import type * as React from "react";
import { cn } from "~/lib/utils";

/** A pulsing placeholder; hidden from assistive technology, which hears the loading label instead. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-blush-100", className)}
      {...props}
    />
  );
}

export { Skeleton };
