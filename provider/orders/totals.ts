import { findDiscountCode, percentageOff, type DiscountCodeRule } from "./discounts";

export interface ShippingMethod {
  code: string;
  title: string;
  priceCents: number;
  /** Standard methods ship free over the threshold; expedited ones never do. */
  standard: boolean;
  deliveryEstimate: string;
}

export const SHIPPING_METHODS: readonly ShippingMethod[] = [
  {
    code: "usps-first-class",
    title: "USPS First Class Mail",
    priceCents: 595,
    standard: true,
    deliveryEstimate: "3 to 5 business days",
  },
  {
    code: "usps-ground-advantage",
    title: "USPS Ground Advantage",
    priceCents: 795,
    standard: true,
    deliveryEstimate: "2 to 5 business days",
  },
  {
    code: "usps-priority",
    title: "USPS Priority Mail",
    priceCents: 1295,
    standard: false,
    deliveryEstimate: "1 to 3 business days",
  },
  {
    code: "usps-priority-express",
    title: "USPS Priority Mail Express",
    priceCents: 3495,
    standard: false,
    deliveryEstimate: "1 to 2 business days",
  },
];

/** Shipping policy: standard shipping is free over $75 before taxes and discounts. */
export const FREE_SHIPPING_OVER_CENTS = 7500;

export function findShippingMethod(code: string): ShippingMethod | undefined {
  return SHIPPING_METHODS.find((m) => m.code === code);
}

export function shippingPrice(method: ShippingMethod, subtotalCents: number): number {
  return method.standard && subtotalCents > FREE_SHIPPING_OVER_CENTS ? 0 : method.priceCents;
}

/**
 * State sales tax in basis points (hundredths of a percent): statewide base rates only, which
 * is all a demo checkout needs. States without a sales tax are absent.
 */
const STATE_TAX_BPS: Record<string, number> = {
  AL: 400,
  AZ: 560,
  AR: 650,
  CA: 725,
  CO: 290,
  CT: 635,
  DC: 600,
  FL: 600,
  GA: 400,
  HI: 400,
  ID: 600,
  IL: 625,
  IN: 700,
  IA: 600,
  KS: 650,
  KY: 600,
  LA: 445,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 688,
  MS: 700,
  MO: 423,
  NE: 550,
  NV: 685,
  NJ: 663,
  NM: 488,
  NY: 400,
  NC: 475,
  ND: 500,
  OH: 575,
  OK: 450,
  PA: 600,
  RI: 700,
  SC: 600,
  SD: 420,
  TN: 700,
  TX: 625,
  UT: 610,
  VT: 600,
  VA: 530,
  WA: 650,
  WV: 600,
  WI: 500,
  WY: 400,
};

export function taxRateBps(stateCode: string): number {
  return STATE_TAX_BPS[stateCode] ?? 0;
}

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalBeforeDiscountsCents: number;
  discountCents: number;
  /** Each line's share of the order discount, in line order; sums to `discountCents`. */
  lineDiscountCents: number[];
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  discountCode: DiscountCodeRule | null;
}

/**
 * The one place order money is computed, for checkout and seed data alike, so that
 * subtotal − discount + shipping + tax = total holds by construction.
 */
export function computeTotals(input: {
  lines: readonly PricedLine[];
  shippingMethod: ShippingMethod | null;
  stateCode: string | null;
  discountCode: string | null;
}): OrderTotals {
  const lineTotals = input.lines.map((l) => l.unitPriceCents * l.quantity);
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const rule = input.discountCode ? (findDiscountCode(input.discountCode) ?? null) : null;
  const discount = rule ? percentageOff(subtotal, rule.percentage) : 0;
  const lineDiscountCents = allocate(discount, lineTotals);
  const shipping = input.shippingMethod ? shippingPrice(input.shippingMethod, subtotal) : 0;
  const taxable = subtotal - discount;
  const tax = input.stateCode ? Math.round((taxable * taxRateBps(input.stateCode)) / 10_000) : 0;
  return {
    subtotalBeforeDiscountsCents: subtotal,
    discountCents: discount,
    lineDiscountCents,
    shippingCents: shipping,
    taxCents: tax,
    totalCents: subtotal - discount + shipping + tax,
    discountCode: rule,
  };
}

/** Splits an amount across weights proportionally, handing rounding leftovers out in order. */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / total));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length) {
    if (weights[i]! > 0) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}
