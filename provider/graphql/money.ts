/**
 * Shopify serialises Decimal amounts the way Ruby's BigDecimal prints them: trailing zeros
 * dropped, at least one fractional digit ("30.0", "629.95"). Amounts are held as integer cents.
 */
export function formatDecimal(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100)
    .padStart(2, "0")
    .replace(/0$/, "");
  return `${negative ? "-" : ""}${whole}.${fraction || "0"}`;
}

export function toCents(decimal: string): number {
  return Math.round(Number(decimal) * 100);
}

/** A price that may be absent, as a compare-at price is: null stays null. */
export function toCentsOrNull(decimal: string | null): number | null {
  return decimal === null ? null : toCents(decimal);
}

export interface MoneySource {
  amount: string;
  currencyCode: string;
}

export function money(cents: number, currencyCode: string): MoneySource {
  return { amount: formatDecimal(cents), currencyCode };
}
