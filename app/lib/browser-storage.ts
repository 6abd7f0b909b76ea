import type { core } from "zod/mini";
import { parseJsonText } from "./json-text";

// Browser storage is input like any other and can fail like a network: there is none on the
// server, a browser may refuse it (privacy settings, a sandboxed frame), a write may throw (a
// full quota, Safari's old private mode), and what is read back may have been written by another
// script, an older version of the shop or a hand edit. Every access goes through here, so none of
// that ever reaches a shopper as an error: without storage, a feature simply remembers nothing
// past this page.

/** localStorage (shared by every tab, kept across visits) or sessionStorage (this tab only). */
export type StorageArea = "local" | "session";

/** The three methods used here; tests hand in their own storage. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** An area of the browser's storage, or a storage handed in (tests), or none at all. */
export type StorageSource = StorageArea | StorageLike | null | undefined;

/** The browser's storage, or null where there is none (the server) or it is refused. */
export function browserStorage(area: StorageArea): StorageLike | null {
  try {
    if (typeof window === "undefined") return null;
    return (area === "local" ? window.localStorage : window.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

function resolve(source: StorageSource): StorageLike | null {
  return typeof source === "string" ? browserStorage(source) : (source ?? null);
}

/**
 * The stored text under `key`: null when nothing (acceptable) is stored, undefined when storage
 * cannot be read at all. With `accept`, a value it turns down (it returns undefined) is removed
 * rather than used, so a bad entry is met once, not on every visit.
 */
export function readStored(source: StorageSource, key: string): string | null | undefined;
export function readStored<T>(
  source: StorageSource,
  key: string,
  accept: (raw: string) => T | undefined,
): T | null | undefined;
export function readStored<T>(
  source: StorageSource,
  key: string,
  accept?: (raw: string) => T | undefined,
): T | string | null | undefined {
  const storage = resolve(source);
  if (!storage) return undefined;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null || !accept) return raw;
  const value = accept(raw);
  if (value !== undefined) return value;
  removeStored(storage, key);
  return null;
}

/**
 * The stored JSON under `key` when it has the schema's shape; anything else (not JSON, another
 * shape) is removed. Null when nothing is stored, undefined when storage cannot be read.
 */
export function readStoredJson<T>(
  source: StorageSource,
  key: string,
  schema: core.$ZodType<T>,
): T | null | undefined {
  return readStored(source, key, (raw) => parseJsonText(raw, schema, Number.POSITIVE_INFINITY));
}

/** Stores `value` under `key`; true when it is now stored. */
export function writeStored(source: StorageSource, key: string, value: string): boolean {
  const storage = resolve(source);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; true when nothing is stored under it any longer. */
export function removeStored(source: StorageSource, key: string): boolean {
  const storage = resolve(source);
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
