import { eq } from "drizzle-orm";
import { getDirectiveValues, type GraphQLResolveInfo } from "graphql";
import { carts, type VisitorConsentRecord } from "../../db/schema/index";
import type { FieldResolver, ResolverMap } from "../../graphql/executor";
import type { StorefrontContext } from "../context";
import type { CartPayload } from "./cart-storage";

const CONSENT_FIELDS = ["analytics", "marketing", "preferences", "saleOfData"] as const;

/**
 * The operation's `@inContext(visitorConsent:)`, with its variables applied, or null when it
 * carries none. Only versions whose schema declares the argument (2026-01 onwards) get this far:
 * on older ones the operation fails validation, as on Shopify.
 */
export function inContextVisitorConsent(info: GraphQLResolveInfo): VisitorConsentRecord | null {
  const directive = info.schema.getDirective("inContext");
  if (!directive?.args.some((arg) => arg.name === "visitorConsent")) return null;
  const values = getDirectiveValues(directive, info.operation, info.variableValues) as
    { visitorConsent?: Record<string, boolean | null | undefined> | null } | undefined;
  const given = values?.visitorConsent;
  if (!given) return null;
  const record: VisitorConsentRecord = {};
  for (const field of CONSENT_FIELDS) {
    const value = given[field];
    if (typeof value === "boolean") record[field] = value;
  }
  return record;
}

const sameConsent = (a: VisitorConsentRecord | null, b: VisitorConsentRecord) =>
  a !== null && CONSENT_FIELDS.every((field) => a[field] === b[field]);

/**
 * A cart mutation that also records the visitor's consent its operation carries on the cart it
 * answers, once the change itself succeeded; the checkout opened from the cart, and the order
 * placed there, keep it. A consent equal to the stored one is not written again (the hot path of
 * line changes stays one statement).
 */
function recordingConsent(resolve: FieldResolver<StorefrontContext>) {
  return async (
    source: never,
    args: never,
    ctx: StorefrontContext,
    info: GraphQLResolveInfo,
  ): Promise<unknown> => {
    const payload = (await resolve(source, args, ctx, info)) as CartPayload | null | undefined;
    const consent = inContextVisitorConsent(info);
    const cart = payload?.cart;
    if (!consent || !cart || payload.userErrors.length) return payload;
    if (sameConsent(cart.row.visitorConsent, consent)) return payload;
    await ctx.db
      .update(carts)
      .set({ visitorConsent: consent })
      .where(eq(carts.token, cart.row.token));
    // The row may be the one this process remembers for the next line change: keep it true.
    cart.row.visitorConsent = consent;
    return payload;
  };
}

/** Every cart mutation of `resolvers`, recording the operation's visitor consent. */
export function withConsentRecording(
  resolvers: ResolverMap<StorefrontContext>,
): ResolverMap<StorefrontContext> {
  const mutations = resolvers.Mutation ?? {};
  const wrapped: Record<string, FieldResolver<StorefrontContext>> = {};
  for (const [name, resolve] of Object.entries(mutations)) {
    wrapped[name] = name.startsWith("cart")
      ? (recordingConsent(resolve) as FieldResolver<StorefrontContext>)
      : resolve;
  }
  return { ...resolvers, Mutation: wrapped };
}
