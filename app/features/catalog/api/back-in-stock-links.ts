import { createContext } from "react-router";

/**
 * What the pages behind a back-in-stock email's links do. The server (server/alerts/) implements
 * it over its database and hands it to the app through the load context; null when the shop
 * runs without back-in-stock alerts (those pages are then not found).
 */
export interface BackInStockLinks {
  /** Confirms the request the token names (double opt-in); false when none is (expired, gone). */
  confirm(token: string): Promise<boolean>;
  /** Deletes the request the token names; a token naming nothing is already unsubscribed. */
  unsubscribe(token: string): Promise<unknown>;
}

export const backInStockLinksContext = createContext<BackInStockLinks | null>(null);
