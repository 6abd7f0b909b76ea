// How a synced customer metafield (customer-metafield-sync.ts), and a form that fills in the
// signed-in customer's address (customer-email.ts), reach the Customer Account API. Features
// never import the account, so the app registers the account's transport here once, as a
// loader: its code (and the sync's) loads only when a sync or such a form first asks, never
// with the page.

/** What a synced value needs of the Customer Account API; each call throws when it fails. */
export interface CustomerMetafieldTransport {
  /** The signed-in customer's email address (null when the account has none). */
  email(): Promise<string | null>;
  /** The signed-in customer's id and the metafield as stored now (null when unset). */
  read(key: string): Promise<{
    customerId: string;
    value: string | null;
    /** The stored value's fingerprint, so a write can refuse to overwrite a newer one. */
    compareDigest: string | null;
  }>;
  /** Sets the metafield (type json) on the customer, only if it still has `compareDigest` (null: unset). */
  write(input: {
    customerId: string;
    key: string;
    value: string;
    compareDigest: string | null;
  }): Promise<void>;
}

type TransportLoader = () => Promise<CustomerMetafieldTransport>;
let transportLoader: TransportLoader | null = null;

/** The app says once how to reach the Customer Account API. */
export function provideCustomerMetafieldTransport(load: TransportLoader) {
  transportLoader = load;
}

/** The registered transport; rejects when none is (then a sync waits and tries again). */
export function loadCustomerMetafieldTransport(): Promise<CustomerMetafieldTransport> {
  return transportLoader
    ? transportLoader()
    : Promise.reject(new Error("No Customer Account API transport is registered."));
}
