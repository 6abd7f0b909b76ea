import type * as React from "react";
import { cn } from "~/lib/utils";

/** A single-thumb slider on the native range input (arrow keys, Page Up/Down, Home/End). */
function RangeSlider({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <input
      data-slot="range-slider"
      type="range"
      className={cn(
        "h-2 w-full cursor-pointer appearance-none rounded-full bg-blush-100 accent-blush-700 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
      {...props}
    />
  );
}

export { RangeSlider };
