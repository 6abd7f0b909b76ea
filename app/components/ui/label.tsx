import type * as React from "react";
import { cn } from "~/lib/utils";

/** A form field's label: the platform's <label>, which needs no script to focus its field. */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
    <label
      data-slot="label"
      className={cn("mb-1.5 block text-sm font-medium select-none", className)}
      {...props}
    />
  );
}

export { Label };
