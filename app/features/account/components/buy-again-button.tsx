import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import type { CartLineDraft } from "~/lib/cart-line-draft";
import { useStorefront } from "~/lib/storefront-provider";
import { cn } from "~/lib/utils";
import { getVariantStock } from "../api/get-variant-stock";
import { buyAgainNotes, planBuyAgain, type OrderLineToBuy } from "../lib/buy-again";

/** Handed in by the route, which owns the cart: puts each item in it (and opens the drawer). */
export type OnBuyAgain = (drafts: CartLineDraft[]) => void;

/**
 * Buy again (beyond the spec): asks the shop which of the order's variants still exist and are
 * in stock, hands those to the cart, and names in a toast the lines it had to leave out.
 */
export function BuyAgainButton({
  orderName,
  lines,
  onBuyAgain,
  className,
}: {
  orderName: string;
  lines: readonly OrderLineToBuy[];
  onBuyAgain: OnBuyAgain;
  className?: string;
}) {
  const storefront = useStorefront();
  const [busy, setBusy] = useState(false);

  const buyAgain = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const ids = [...new Set(lines.flatMap((l) => (l.variantId ? [l.variantId] : [])))];
      const plan = planBuyAgain(lines, await getVariantStock(storefront, ids));
      const notes = buyAgainNotes(plan);
      if (!plan.items.length) {
        toast.error(`Nothing from order ${orderName} can be added right now`, {
          description: notes ?? undefined,
        });
        return;
      }
      onBuyAgain(plan.items);
      if (notes) toast.warning("Some items couldn't be added", { description: notes });
    } catch (error) {
      console.error("Buy again failed", error);
      toast.error("Failed to add to cart", {
        description: "We couldn't check what's in stock. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={() => void buyAgain()}
      className={cn("relative z-10", className)}
    >
      {busy ? "Adding..." : "Buy again"}
      <span className="sr-only"> order {orderName}</span>
    </Button>
  );
}
