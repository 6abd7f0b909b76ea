// What other parts of the shop tell analytics, without importing it: analytics loads only after
// the page is interactive and only with the visitor's consent, and may not be there at all.
// A signal raised before it listens waits here (a few at most), so an add to cart made before
// it loaded still counts once it does.

/** A line the cart just added (the provider confirmed it). */
export interface CartAddSignal {
  cartId: string;
  /** The product's handle, from which analytics reads what it reports. */
  handle: string;
  variantId: string;
  quantity: number;
}

const waiting: CartAddSignal[] = [];
let listener: ((signal: CartAddSignal) => void) | null = null;

/** Told by the cart after each add the provider confirmed. */
export function signalCartAdd(signal: CartAddSignal) {
  if (listener) listener(signal);
  else if (waiting.length < 20) waiting.push(signal);
}

/** Analytics listens (one listener); whatever waited is handed over first. */
export function listenToCartAdds(next: (signal: CartAddSignal) => void): () => void {
  listener = next;
  for (const signal of waiting.splice(0)) next(signal);
  return () => {
    if (listener === next) listener = null;
  };
}
