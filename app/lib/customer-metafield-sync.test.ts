import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { z } from "zod";
import { MemoryStorage } from "~/test-support/memory-storage";
import { syncedCustomerMetafield, type SyncedMetafield } from "./customer-metafield-sync";
import {
  provideCustomerMetafieldTransport,
  type CustomerMetafieldTransport,
} from "./customer-metafield-transport";
import { CUSTOMER_TOKEN_KEYS, CUSTOMER_UPDATE_EVENT } from "./customer-session";
import { parseJsonText } from "./json-text";

// A set of words: merged as a union, validated as an array of short lower-case words.
const words = z.array(z.string().regex(/^[a-z]{1,10}$/)).max(10);
type Words = z.infer<typeof words>;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const idToken = (sub: string) => `${b64({ alg: "RS256" })}.${b64({ sub })}.c2ln`;

/** The account's side, as the Customer Account API keeps it, with switchable failures. */
class AccountDouble implements CustomerMetafieldTransport {
  values = new Map<string, string>();
  failing = false;
  writes: string[] = [];
  constructor(public customerId: string) {}
  email() {
    return Promise.resolve(`${this.customerId}@example.com`);
  }
  read(key: string) {
    if (this.failing) return Promise.reject(new Error("offline"));
    const value = this.values.get(key) ?? null;
    return Promise.resolve({ customerId: this.customerId, value, compareDigest: value });
  }
  write(input: { customerId: string; key: string; value: string; compareDigest: string | null }) {
    if (this.failing) return Promise.reject(new Error("offline"));
    if (input.customerId !== this.customerId) return Promise.reject(new Error("owner"));
    if ((this.values.get(input.key) ?? null) !== input.compareDigest) {
      return Promise.reject(new Error("stale"));
    }
    this.values.set(input.key, input.value);
    this.writes.push(input.value);
    return Promise.resolve();
  }
}

let storage: MemoryStorage;
let target: EventTarget;
let account: AccountDouble;
let synced: SyncedMetafield<Words> | undefined;

const signIn = (sub: string) => {
  storage.setItem(CUSTOMER_TOKEN_KEYS.access, "token");
  storage.setItem(CUSTOMER_TOKEN_KEYS.id, idToken(sub));
  target.dispatchEvent(new Event(CUSTOMER_UPDATE_EVENT));
};

const start = () =>
  (synced = syncedCustomerMetafield<Words>({
    key: "words",
    storageKey: "test.words",
    read: (text) => parseJsonText(text, words) ?? null,
    merge: (a, b) => [...new Set([...a, ...b])].sort(),
    empty: [],
    debounceMs: 100,
    storage,
    target,
  }));

beforeEach(() => {
  vi.useFakeTimers();
  storage = new MemoryStorage();
  target = new EventTarget();
  account = new AccountDouble("gid://shopify/Customer/1");
  provideCustomerMetafieldTransport(() => Promise.resolve(account));
});

afterEach(() => {
  synced?.stop();
  vi.useRealTimers();
});

test("a guest's value stays in the browser, and bad stored data is dropped quietly", async () => {
  storage.setItem("test.words", '["ok", "NOT A WORD"]');
  const value = start();
  expect(value.get()).toEqual([]);
  expect(storage.getItem("test.words")).toBeNull();
  value.set(["bone"]);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(storage.getItem("test.words")).toBe('["bone"]');
  expect(account.writes).toEqual([]);
});

test("on sign-in the browser's and the account's values merge, on both sides", async () => {
  account.values.set("words", '["collar"]');
  storage.setItem("test.words", '["bone"]');
  const value = start();
  const seen: Words[] = [];
  value.subscribe((next) => seen.push(next));
  signIn("gid://shopify/Customer/1");
  await vi.advanceTimersByTimeAsync(0);
  expect(value.get()).toEqual(["bone", "collar"]);
  expect(account.values.get("words")).toBe('["bone","collar"]');
  expect(storage.getItem("test.words")).toBe('["bone","collar"]');
  expect(seen.at(-1)).toEqual(["bone", "collar"]);
  // Once in step, a later start reads nothing more.
  account.writes = [];
  value.stop();
  start();
  await vi.advanceTimersByTimeAsync(0);
  expect(account.writes).toEqual([]);
});

test("nothing is written for an empty browser and an unset metafield", async () => {
  signIn("gid://shopify/Customer/1");
  start();
  await vi.advanceTimersByTimeAsync(0);
  expect(account.writes).toEqual([]);
});

test("changes while signed in are written through once, after a pause", async () => {
  signIn("gid://shopify/Customer/1");
  const value = start();
  await vi.advanceTimersByTimeAsync(0);
  value.set(["bone"]);
  value.set(["bone", "leash"]);
  expect(account.writes).toEqual([]);
  await vi.advanceTimersByTimeAsync(150);
  expect(account.writes).toEqual(['["bone","leash"]']);
});

test("a failure keeps the browser's copy and tries again later", async () => {
  signIn("gid://shopify/Customer/1");
  const value = start();
  await vi.advanceTimersByTimeAsync(0);
  account.failing = true;
  value.set(["bone"]);
  await vi.advanceTimersByTimeAsync(150);
  expect(value.get()).toEqual(["bone"]);
  expect(account.values.get("words")).toBeUndefined();
  account.failing = false;
  await vi.advanceTimersByTimeAsync(20_000);
  expect(account.values.get("words")).toBe('["bone"]');
});

test("a change made on another device meanwhile is merged, not overwritten", async () => {
  signIn("gid://shopify/Customer/1");
  const value = start();
  await vi.advanceTimersByTimeAsync(0);
  account.values.set("words", '["coat"]');
  value.set(["bone"]);
  await vi.advanceTimersByTimeAsync(150);
  expect(account.values.get("words")).toBe('["bone","coat"]');
  expect(value.get()).toEqual(["bone", "coat"]);
});

test("on sign-out the customer's copy leaves the browser", async () => {
  account.values.set("words", '["collar"]');
  signIn("gid://shopify/Customer/1");
  const value = start();
  await vi.advanceTimersByTimeAsync(0);
  expect(value.get()).toEqual(["collar"]);
  storage.removeItem(CUSTOMER_TOKEN_KEYS.access);
  target.dispatchEvent(new Event(CUSTOMER_UPDATE_EVENT));
  await vi.advanceTimersByTimeAsync(0);
  expect(value.get()).toEqual([]);
  expect(storage.getItem("test.words")).toBeNull();
});

test("another tab's change shows here through the storage event", () => {
  const value = start();
  storage.setItem("test.words", '["leash"]');
  target.dispatchEvent(Object.assign(new Event("storage"), { key: "test.words" }));
  expect(value.get()).toEqual(["leash"]);
});

test("a page opened later reads the account again, for changes made on another device", async () => {
  signIn("gid://shopify/Customer/1");
  const first = start();
  await vi.advanceTimersByTimeAsync(0);
  first.stop();
  account.values.set("words", '["coat"]');
  // Within the while, a new page trusts its copy.
  start().stop();
  await vi.advanceTimersByTimeAsync(0);
  expect(synced?.get()).toEqual([]);
  vi.setSystemTime(Date.now() + 11 * 60_000);
  const value = start();
  await vi.advanceTimersByTimeAsync(0);
  expect(value.get()).toEqual(["coat"]);
});
