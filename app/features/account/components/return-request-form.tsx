import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { useStorefront } from "~/lib/storefront-provider";
import type { OrderDetail } from "../api/get-customer-order";
import {
  getReturnProductFacts,
  requestReturn,
  returnReasonsQueryOptions,
} from "../api/order-request-return";
import { shownVariantTitle } from "../lib/order-format";
import { nonReturnableText } from "../lib/return-status";

/** Shopify keeps at most this much of a customer's note on a returned item. */
const NOTE_MAX = 300;

type Line = OrderDetail["lineItems"]["nodes"][number];

function LineLabel({ line }: { line: Line }) {
  const variant = shownVariantTitle(line.variantTitle);
  return (
    <>
      {line.title}
      {variant ? <span className="text-muted-foreground"> ({variant})</span> : null}
    </>
  );
}

/**
 * Asking for a return: the customer picks among the items the shop says may still go back (the
 * others are listed with the reason they can't), how many of each, a reason and an optional note;
 * the order then shows the request's status.
 */
export default function ReturnRequestForm({
  order,
  onDone,
}: {
  order: OrderDetail;
  onDone: () => void;
}) {
  const formId = useId();
  const storefront = useStorefront();
  const queryClient = useQueryClient();
  const lines = new Map(order.lineItems.nodes.map((line) => [line.id, line]));
  const returnable = order.returnInformation.returnableLineItems.nodes.filter((n) =>
    lines.has(n.lineItem.id),
  );
  const blocked = order.returnInformation.nonReturnableLineItems.nodes.filter((n) =>
    lines.has(n.lineItem.id),
  );
  const finalSaleVariants = blocked.flatMap((n) => {
    const variantId = lines.get(n.lineItem.id)?.variantId;
    return variantId && n.quantityDetails.some((d) => d.reasonCode === "FINAL_SALE")
      ? [variantId]
      : [];
  });

  const reasons = useQuery(returnReasonsQueryOptions(order.id));
  const facts = useQuery({
    queryKey: ["return-product-facts", finalSaleVariants],
    queryFn: () => getReturnProductFacts(storefront, finalSaleVariants),
    enabled: finalSaleVariants.length > 0,
    staleTime: 5 * 60_000,
  });

  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reasonId, setReasonId] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: () =>
      requestReturn(
        order.id,
        Object.entries(quantities)
          .filter(([, quantity]) => quantity > 0)
          .map(([lineItemId, quantity]) => ({
            lineItemId,
            quantity,
            returnReasonDefinitionId: reasonId,
            ...(note.trim() ? { customerNote: note.trim() } : {}),
          })),
      ),
    onSuccess: async () => {
      toast.success("Return requested", {
        description: "We'll review your request and get back to you.",
      });
      await queryClient.invalidateQueries({ queryKey: ["account", "order", order.id] });
      onDone();
    },
    onError: (error) => {
      setProblem(
        error instanceof Error && error.message ? error.message : "Failed to request the return",
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!Object.values(quantities).some((q) => q > 0)) {
      setProblem("Choose at least one item to return.");
      return;
    }
    if (!reasonId) {
      setProblem("Choose a reason for the return.");
      return;
    }
    setProblem(null);
    send.mutate();
  };

  const toggle = (lineId: string, max: number, checked: boolean) =>
    setQuantities((current) => ({ ...current, [lineId]: checked ? Math.min(1, max) : 0 }));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${formId}-title`}
      className="grid gap-4 rounded-md border bg-background p-4"
    >
      <h3 id={`${formId}-title`} className="font-semibold">
        Request a return
      </h3>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Items to return</legend>
        {returnable.map(({ lineItem, quantity: max }) => {
          const line = lines.get(lineItem.id)!;
          const chosen = quantities[lineItem.id] ?? 0;
          const checkId = `${formId}-line-${lineItem.id}`;
          return (
            <div key={lineItem.id} className="flex flex-wrap items-center gap-3 text-sm">
              <input
                id={checkId}
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen > 0}
                onChange={(event) => toggle(lineItem.id, max, event.target.checked)}
              />
              <Label htmlFor={checkId} className="mb-0 min-w-0 flex-1 font-normal">
                <LineLabel line={line} />
              </Label>
              {max > 1 ? (
                <div className="w-24">
                  <NativeSelect
                    aria-label={`Quantity of ${line.title} to return`}
                    value={String(Math.max(chosen, 1))}
                    disabled={chosen === 0}
                    onChange={(event) =>
                      setQuantities((current) => ({
                        ...current,
                        [lineItem.id]: Number(event.target.value),
                      }))
                    }
                  >
                    {Array.from({ length: max }, (_, i) => (
                      <option key={i + 1} value={i + 1}>
                        {i + 1}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {blocked.length ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Can&apos;t be returned</p>
          <ul
            className="grid gap-1 text-muted-foreground"
            aria-label="Items that can't be returned"
          >
            {blocked.map(({ lineItem, quantityDetails }) => {
              const line = lines.get(lineItem.id)!;
              const product = line.variantId ? facts.data?.get(line.variantId) : null;
              const why = [
                ...new Set(quantityDetails.map((d) => nonReturnableText(d.reasonCode, product))),
              ];
              return (
                <li key={lineItem.id}>
                  <LineLabel line={line} />: {why.join("; ")}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div>
        <Label htmlFor={`${formId}-reason`}>Reason for return</Label>
        <NativeSelect
          id={`${formId}-reason`}
          value={reasonId}
          onChange={(event) => setReasonId(event.target.value)}
          disabled={!reasons.data}
        >
          <option value="">
            {reasons.isError ? "Reasons could not be loaded" : "Choose a reason"}
          </option>
          {(reasons.data ?? []).map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={`${formId}-note`}>Note (optional)</Label>
        <Textarea
          id={`${formId}-note`}
          value={note}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send return request"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
