import { ShoppingBagIcon } from "~/components/ui/icons";
import type * as React from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** The header's cart button; the badge appears only when the cart holds something. */
export function CartButton({
  count,
  className,
  ...props
}: React.ComponentProps<"button"> & { count: number }) {
  const label = count > 0 ? `Open cart, ${count} ${count === 1 ? "item" : "items"}` : "Open cart";
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      className={cn("relative", className)}
      {...props}
    >
      <ShoppingBagIcon aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <Badge
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 h-5 min-w-5 px-1 text-[11px] leading-none"
        >
          {count > 99 ? "99+" : count}
        </Badge>
      ) : null}
    </Button>
  );
}
