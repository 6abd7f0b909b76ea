/**
 * The carriers the console offers for a fulfilment, with each one's public tracking page. The
 * shop ships with USPS (its checkout's delivery options are USPS's), so that is the default; a
 * merchant may still name another carrier and give its tracking URL.
 */
export const CARRIERS = {
  USPS: (number: string) =>
    `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(number)}`,
  UPS: (number: string) => `https://www.ups.com/track?tracknum=${encodeURIComponent(number)}`,
  FedEx: (number: string) =>
    `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(number)}`,
  "DHL Express": (number: string) =>
    `https://www.dhl.com/en/express/tracking.html?AWB=${encodeURIComponent(number)}`,
} as const;

export const DEFAULT_CARRIER = "USPS";

/** The tracking page for `number` with a known carrier; null for any other carrier. */
export function trackingUrlFor(company: string, number: string): string | null {
  const page = (CARRIERS as Record<string, ((n: string) => string) | undefined>)[company];
  return page ? page(number) : null;
}
