import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";
import type { OrderDetail } from "../api/get-customer-order";
import { formatLongDate, shownVariantTitle } from "../lib/order-format";
import { lastDeliveredAt, parcelsOf } from "../lib/parcels";
import { noReturnText, returnStatusText, returnWindowText } from "../lib/return-status";

// The form (its reasons, the shop's product facts, its checks) loads only when a customer opens it.
const ReturnRequestForm = lazy(() => import("./return-request-form"));

type OrderReturn = OrderDetail["returns"]["nodes"][number];

function ReturnCard({ ret }: { ret: OrderReturn }) {
  const { title, detail } = returnStatusText(ret.status, ret.decline);
  return (
    <li className="grid gap-1 rounded-md border bg-background p-3 text-sm" data-testid="return">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {title} <span className="font-normal text-muted-foreground">({ret.name})</span>
        </p>
        {ret.createdAt ? (
          <p className="text-muted-foreground">Requested on {formatLongDate(ret.createdAt)}</p>
        ) : null}
      </div>
      {detail ? <p>{detail}</p> : null}
      <ul className="list-disc pl-5 text-muted-foreground">
        {ret.returnLineItems.nodes.map((line) => {
          const variant = shownVariantTitle(line.lineItem.variantTitle);
          return (
            <li key={line.id}>
              {line.lineItem.title}
              {variant ? ` (${variant})` : ""} × {line.quantity}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/**
 * The order's returns: those asked for with their status, then either "Request a return" (while
 * some item may still go back) or why no return is offered.
 */
export function OrderReturns({ order }: { order: OrderDetail }) {
  const [formOpen, setFormOpen] = useState(false);
  const info = order.returnInformation;
  const returnable = info.returnableLineItems.nodes;
  const returns = order.returns.nodes;
  const deliveredAt = lastDeliveredAt(parcelsOf(order.fulfillments.nodes));
  const whyNot = returnable.length
    ? null
    : noReturnText(info.nonReturnableSummary?.nonReturnableReasons ?? [], deliveredAt);
  if (!returns.length && !returnable.length && !whyNot) return null;

  return (
    <section className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6" aria-labelledby="returns">
      <h2 id="returns" className="font-semibold">
        Returns
      </h2>
      {returns.length ? (
        <ul className="grid gap-3" aria-label="Return requests">
          {returns.map((ret) => (
            <ReturnCard key={ret.id} ret={ret} />
          ))}
        </ul>
      ) : null}
      {whyNot ? <p className="text-sm text-muted-foreground">{whyNot}</p> : null}
      {returnable.length && !formOpen ? (
        <div className="grid gap-2">
          {deliveredAt ? (
            <p className="text-sm text-muted-foreground">{returnWindowText(deliveredAt)}</p>
          ) : null}
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={() => setFormOpen(true)}
          >
            Request a return
          </Button>
        </div>
      ) : null}
      {returnable.length && formOpen ? (
        <Suspense
          fallback={<div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" />}
        >
          <ReturnRequestForm order={order} onDone={() => setFormOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
