/**
 * The stock a shopper is held to, or null when there is no limit to show. Shopify reports
 * `quantityAvailable` 0 (or less) for a variant whose inventory is not tracked, or that keeps
 * selling when out of stock, while `availableForSale` stays true: such a variant is not sold
 * out, and its stock is unknown.
 */
export function knownStock(variant: {
  availableForSale: boolean;
  quantityAvailable?: number | null;
}): number | null {
  const quantity = variant.quantityAvailable ?? null;
  if (quantity === null) return null;
  return variant.availableForSale && quantity < 1 ? null : quantity;
}
