/**
 * Quantities tapped in the drawer and not sent yet (decision 8, "Quantity taps coalesce"): each
 * tap replaces its line's draft and restarts that line's timer; once the taps on a line pause for
 * `debounceMs`, `send` gets the line's final, absolute quantity, once.
 */
export class QuantityDrafts {
  readonly #drafts = new Map<string, number>();
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #debounceMs: number;
  readonly #send: (lineId: string, quantity: number) => void;

  constructor({
    debounceMs,
    send,
  }: {
    debounceMs: number;
    /** Called with a line's last drafted quantity, after the draft has been taken out. */
    send: (lineId: string, quantity: number) => void;
  }) {
    this.#debounceMs = debounceMs;
    this.#send = send;
  }

  /** The drafts by line id, for the view to lay over the cart. */
  get pending(): ReadonlyMap<string, number> {
    return this.#drafts;
  }

  set(lineId: string, quantity: number) {
    this.#drafts.set(lineId, quantity);
    clearTimeout(this.#timers.get(lineId));
    this.#timers.set(
      lineId,
      setTimeout(() => this.flush(lineId), this.#debounceMs),
    );
  }

  /** Sends the line's draft now, if it has one. */
  flush(lineId: string) {
    this.#stopTimer(lineId);
    const quantity = this.#drafts.get(lineId);
    if (quantity === undefined) return;
    this.#drafts.delete(lineId);
    this.#send(lineId, quantity);
  }

  /** Sends every draft now (checkout is about to read the cart). */
  flushAll() {
    for (const lineId of Array.from(this.#drafts.keys())) this.flush(lineId);
  }

  /** Forgets the line's draft without sending it (the line is being removed). */
  discard(lineId: string) {
    this.#stopTimer(lineId);
    this.#drafts.delete(lineId);
  }

  /** Forgets every draft (the cart was cleared or is gone). */
  clear() {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#drafts.clear();
  }

  #stopTimer(lineId: string) {
    clearTimeout(this.#timers.get(lineId));
    this.#timers.delete(lineId);
  }
}
