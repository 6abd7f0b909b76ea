const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money is formatted in en-US with two decimals, in the amount's own currency. Building an
 * Intl.NumberFormat costs far more than using one (one per price took about 300 ms of the shop
 * page's hydration on a 4x-throttled phone), so there is one per currency, kept for the process.
 */
export function formatMoney(money: { amount: string; currencyCode: string }): string {
  let formatter = formatters.get(money.currencyCode);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: money.currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(money.currencyCode, formatter);
  }
  return formatter.format(Number(money.amount));
}
