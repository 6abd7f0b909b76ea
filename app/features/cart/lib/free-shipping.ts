/** The shipping policy: free standard shipping over $75, before taxes and discounts. */
export const FREE_SHIPPING_THRESHOLD = 75;

export function freeShippingProgress(subtotal: number, threshold = FREE_SHIPPING_THRESHOLD) {
  const cents = Math.max(0, Math.round((threshold - subtotal) * 100));
  return {
    threshold,
    /** What is still missing, in whole cents; 0 once the subtotal reaches the threshold. */
    remaining: cents / 100,
    percent: Math.min(100, Math.max(0, (subtotal / threshold) * 100)),
  };
}
