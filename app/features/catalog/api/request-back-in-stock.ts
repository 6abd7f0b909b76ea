import { z } from "zod/mini";

export const BACK_IN_STOCK_ENDPOINT = "/api/back-in-stock";

/** How `POST /api/back-in-stock` answered (the server's contract is in server/alerts/). */
export type BackInStockResult =
  | { status: "requested" }
  | { status: "invalid"; error: string }
  | { status: "limited" }
  | { status: "failed" };

const answerSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({
    error: z.string(),
    errors: z.optional(z.object({ email: z.optional(z.string()) })),
  }),
]);

/**
 * Asks to be emailed when a sold-out variant is back. Never throws: the form says something
 * different for each outcome, and the request is never retried blindly (each sends an email).
 */
export async function requestBackInStock(
  fields: { email: string; variantId: string },
  fetchImpl: typeof fetch = fetch,
): Promise<BackInStockResult> {
  let response: Response;
  try {
    response = await fetchImpl(BACK_IN_STOCK_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: fields.email, variant_id: fields.variantId }),
    });
  } catch {
    return { status: "failed" };
  }
  if (response.status === 429) return { status: "limited" };
  const answer = answerSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) return { status: "failed" };
  if ("ok" in answer.data) return { status: "requested" };
  if (response.status === 400) {
    return { status: "invalid", error: answer.data.errors?.email ?? answer.data.error };
  }
  return { status: "failed" };
}
