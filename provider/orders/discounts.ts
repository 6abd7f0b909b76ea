/**
 * Discount codes the shop honours, shared by the cart and the hosted checkout so both compute
 * the same totals. Codes are case-insensitive; they are stored and echoed in canonical casing.
 */
export interface DiscountCodeRule {
  code: string;
  percentage: number;
  /** Only for customers who have not ordered before. */
  firstOrderOnly: boolean;
  title: string;
}

export const DISCOUNT_CODES: readonly DiscountCodeRule[] = [
  { code: "PEYTON20", percentage: 20, firstOrderOnly: true, title: "20% off your first order" },
];

export function findDiscountCode(code: string): DiscountCodeRule | undefined {
  const wanted = code.trim().toUpperCase();
  return DISCOUNT_CODES.find((rule) => rule.code === wanted);
}

export function canonicalCode(code: string): string {
  return findDiscountCode(code)?.code ?? code.trim();
}

/** Percentage discounts round half up to the cent, as Shopify's checkout does. */
export function percentageOff(subtotalCents: number, percentage: number): number {
  return Math.round((subtotalCents * percentage) / 100);
}
