import { syncedCustomerMetafield } from "~/lib/customer-metafield-sync";
import {
  isSaved,
  mergeSavedItems,
  NO_SAVED_ITEMS,
  readSavedItems,
  saveItem,
  unsaveItem,
  unsaveItems,
  type SavedItems,
} from "./saved-items";

// The saved list of this browser, loaded on first use (never with the page): kept in
// localStorage for a guest, on the customer's `custom.saved_items` metafield once signed in
// (merged on sign-in, written through on change), and followed by every tab.

/** The browser's copy; a contract with every browser that has saved something. */
export const SAVED_ITEMS_KEY = "boutique.saved-items";

export const savedList = syncedCustomerMetafield<SavedItems>({
  key: "saved_items",
  storageKey: SAVED_ITEMS_KEY,
  read: readSavedItems,
  merge: mergeSavedItems,
  empty: NO_SAVED_ITEMS,
});

/** Saves the product, or takes it off the list; true when it is saved now. */
export function toggleSaved(handle: string): boolean {
  const items = savedList.get();
  const saving = !isSaved(items, handle);
  savedList.set(saving ? saveItem(items, handle) : unsaveItem(items, handle));
  return saving;
}

export function removeSaved(handle: string) {
  savedList.set(unsaveItem(savedList.get(), handle));
}

/** Takes several products off the list (those the shop does not list, on the saved page). */
export function removeManySaved(handles: readonly string[]) {
  const items = savedList.get();
  const next = unsaveItems(items, handles);
  if (next !== items) savedList.set(next);
}
