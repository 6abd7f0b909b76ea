import type { CartLineRow, CartRow } from "../db/carts";

/** A cart as stored: its row and its lines. */
export interface CartState {
  row: CartRow;
  lineRows: CartLineRow[];
}

const MAX_CARTS = 10_000;

/**
 * The last stored state of recently changed carts, so a line change can be computed without
 * reading the cart back first. A cached state is only ever a guess: the write that follows is
 * conditional on the cart's version (and on it not being completed), and a miss falls back to
 * reading the database. So a state left behind by a change made elsewhere costs one retry, never
 * a wrong cart.
 */
export function createCartStates() {
  const states = new Map<string, CartState>();
  return {
    get(token: string): CartState | undefined {
      return states.get(token);
    },
    /** Keeps the newer of the cached and the given state: answers can arrive out of order. */
    remember(state: CartState) {
      const known = states.get(state.row.token);
      if (known && known.row.version >= state.row.version) return;
      states.delete(state.row.token);
      states.set(state.row.token, state);
      if (states.size > MAX_CARTS) {
        const oldest = states.keys().next().value;
        if (oldest !== undefined) states.delete(oldest);
      }
    },
    forget(token: string) {
      states.delete(token);
    },
  };
}

export type CartStates = ReturnType<typeof createCartStates>;
