const formatters = new Map<string, Intl.NumberFormat>();

function intlFormat(amount: number, currencyCode: string): string {
  let formatter = formatters.get(currencyCode);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currencyCode, formatter);
  }
  return formatter.format(amount);
}

/**
 * en-US dollars with two decimals, exactly as Intl.NumberFormat writes them ("$1,234.50",
 * "-$0.99"), rounding half away from zero on the number's shortest decimal form as ICU does.
 * Null when the number needs more than plain digits (exponent notation): Intl takes those.
 */
function formatUsd(amount: number): string | null {
  const text = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  let cents = BigInt(whole + (fraction + "00").slice(0, 2));
  if ((fraction[2] ?? "0") >= "5") cents += 1n;
  const digits = cents.toString().padStart(3, "0");
  const units = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  // Intl keeps the sign of anything negative, even when it rounds to zero ("-$0.00").
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? "-" : ""}$${units}.${digits.slice(-2)}`;
}

/**
 * Money is formatted in en-US with two decimals, in the amount's own currency. US dollars (the
 * shop's currency) are written here: the browser's first Intl.NumberFormat loads its locale data,
 * about 60 ms of main thread on a phone in the middle of hydration. Other currencies go to Intl,
 * one formatter per currency, kept for the process.
 */
export function formatMoney(money: { amount: string; currencyCode: string }): string {
  const amount = Number(money.amount);
  if (money.currencyCode === "USD" && Number.isFinite(amount)) {
    const usd = formatUsd(amount);
    if (usd !== null) return usd;
  }
  return intlFormat(amount, money.currencyCode);
}

/**
 * An amount held as a number (the normalized product's and cart's prices) as Shopify's MoneyV2
 * writes it: a decimal string with two places ("58.00"). Structured data takes this form too.
 */
export function decimalAmount(amount: number): string {
  return amount.toFixed(2);
}

/** Formats an amount held as a number, exactly as `formatMoney` formats its MoneyV2 string. */
export function formatPrice({ amount, currencyCode }: { amount: number; currencyCode: string }) {
  return formatMoney({ amount: decimalAmount(amount), currencyCode });
}
