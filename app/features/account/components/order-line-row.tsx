import { PackageIcon } from "lucide-react";
import { formatMoney } from "~/lib/money";
import { transformImageUrl } from "~/lib/image-url";
import { cn } from "~/lib/utils";
import { shownVariantTitle } from "../lib/order-format";

interface Money {
  amount: string;
  currencyCode: string;
}

export interface OrderLine {
  id: string;
  title: string;
  variantTitle?: string | null;
  quantity: number;
  price?: Money | null;
  totalPrice?: Money | null;
  image?: { url: string; altText?: string | null } | null;
}

/**
 * One bought line: image, title, variant (not "Default Title"), quantity and line total; the
 * order page adds the unit price ("each").
 */
export function OrderLineRow({
  line,
  showUnitPrice = false,
}: {
  line: OrderLine;
  showUnitPrice?: boolean;
}) {
  const variant = shownVariantTitle(line.variantTitle);
  return (
    <li className="flex items-center gap-3" data-testid="order-line">
      {line.image ? (
        <img
          src={transformImageUrl(line.image.url, { width: 128 })}
          alt={line.image.altText ?? ""}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-md bg-blush-50 object-cover"
        />
      ) : (
        <div className="flex size-14 shrink-0 items-center justify-center rounded-md bg-blush-50">
          <PackageIcon aria-hidden="true" className="size-6 text-blush-500" />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" data-testid="line-title">
          {line.title}
        </p>
        {variant ? <p className="text-sm text-muted-foreground">{variant}</p> : null}
        <p className="text-sm text-muted-foreground">
          Qty: {line.quantity}
          {showUnitPrice && line.price ? ` × ${formatMoney(line.price)} each` : null}
        </p>
      </div>
      {line.totalPrice ? <p className="font-medium">{formatMoney(line.totalPrice)}</p> : null}
    </li>
  );
}

/** A label and amount row of an order's summary; nothing when the amount is unknown. */
export function SummaryRow({
  label,
  money,
  strong = false,
  className,
}: {
  label: string;
  money?: Money | null;
  strong?: boolean;
  className?: string;
}) {
  if (!money) return null;
  return (
    <div className={cn("flex justify-between", strong ? "font-semibold" : "text-sm", className)}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd>{formatMoney(money)}</dd>
    </div>
  );
}
