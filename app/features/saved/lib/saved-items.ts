import { z } from "zod/mini";
import { parseJsonText } from "~/lib/json-text";

// The products a shopper saved for later. A guest's list lives in the browser, a customer's on
// their customer record (a metafield); on sign-in the two merge, and two tabs keep in step by
// writing the same list. A removal is remembered (with its time) until it is older than the
// latest save of the same product, so a merge never brings back what the shopper took away.
// Everything read back, from storage, the API or a share link, is validated here first.

export const MAX_SAVED = 100;
/** A share link names at most this many products, so its URL stays well under common limits. */
export const MAX_SHARED = 50;

/** A product handle as Shopify makes them: lower-case letters, digits and dashes. */
export const productHandle = z
  .string()
  .check(z.regex(/^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/, "A product handle"));

const stamp = z.number().check(z.int(), z.nonnegative(), z.maximum(8.64e15));
const entry = z.strictObject({ handle: productHandle, at: stamp });

export const savedItemsSchema = z.strictObject({
  saved: z.array(entry).check(z.maxLength(MAX_SAVED)),
  removed: z.array(entry).check(z.maxLength(MAX_SAVED)),
});

export type SavedItems = z.infer<typeof savedItemsSchema>;
export const NO_SAVED_ITEMS: SavedItems = { saved: [], removed: [] };

/** The list in stored or fetched JSON text, or null when there is none or it is not valid. */
export function readSavedItems(text: string | null | undefined): SavedItems | null {
  return parseJsonText(text, savedItemsSchema, 40_000) ?? null;
}

export const isSaved = (items: SavedItems, handle: string) =>
  items.saved.some((item) => item.handle === handle);

/** Newest first, each product once, within the limits. */
function tidy(saved: SavedItems["saved"], removed: SavedItems["removed"]): SavedItems {
  const newest = (list: SavedItems["saved"]) => {
    const byHandle = new Map<string, number>();
    for (const { handle, at } of list)
      byHandle.set(handle, Math.max(at, byHandle.get(handle) ?? 0));
    return [...byHandle].map(([handle, at]) => ({ handle, at })).sort((x, y) => y.at - x.at);
  };
  const removals = newest(removed);
  const removedAt = new Map(removals.map(({ handle, at }) => [handle, at]));
  const kept = newest(saved).filter(({ handle, at }) => at > (removedAt.get(handle) ?? -1));
  const keptHandles = new Set(kept.map(({ handle }) => handle));
  return {
    saved: kept.slice(0, MAX_SAVED),
    removed: removals.filter(({ handle }) => !keptHandles.has(handle)).slice(0, MAX_SAVED),
  };
}

export function saveItem(items: SavedItems, handle: string, now = Date.now()): SavedItems {
  return tidy([{ handle, at: now }, ...items.saved], items.removed);
}

export function unsaveItem(items: SavedItems, handle: string, now = Date.now()): SavedItems {
  return tidy(items.saved, [{ handle, at: now }, ...items.removed]);
}

/** Both lists in one: each product's latest save or removal decides. */
export function mergeSavedItems(a: SavedItems, b: SavedItems): SavedItems {
  return tidy([...a.saved, ...b.saved], [...a.removed, ...b.removed]);
}

/**
 * Takes several products off at once, each recorded as a removal, so the account's copy, merged
 * later, does not bring them back.
 */
export function unsaveItems(
  items: SavedItems,
  handles: readonly string[],
  now = Date.now(),
): SavedItems {
  const leaving = items.saved.filter(({ handle }) => handles.includes(handle));
  if (leaving.length === 0) return items;
  return tidy(items.saved, [
    ...leaving.map(({ handle }) => ({ handle, at: now })),
    ...items.removed,
  ]);
}

/** `/saved?items=a,b,c`: the link that opens the list, read-only, on another device. */
export function shareLink(items: SavedItems): string {
  const handles = items.saved.slice(0, MAX_SHARED).map(({ handle }) => handle);
  return `/saved?${new URLSearchParams({ items: handles.join(",") }).toString()}`;
}

/** The handles a share link names: valid ones, each once, at most MAX_SHARED. */
export function readSharedHandles(param: string | null): string[] {
  if (!param) return [];
  const handles = param
    .slice(0, MAX_SHARED * 101)
    .split(",")
    .map((part) => part.trim())
    .filter((part) => productHandle.safeParse(part).success);
  return [...new Set(handles)].slice(0, MAX_SHARED);
}
