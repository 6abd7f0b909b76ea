import { readStored, removeStored, writeStored, type StorageSource } from "./browser-storage";
import { loadCustomerMetafieldTransport } from "./customer-metafield-transport";
import { CUSTOMER_TOKEN_KEYS, CUSTOMER_UPDATE_EVENT, idTokenSubject } from "./customer-session";

// A value a shopper keeps in the browser as a guest and on their customer record (a customer
// metafield in the `custom` namespace, type json) once signed in: the saved list, the dog's
// profile. The browser's copy is the one the page shows and changes at once; the account's copy
// follows it:
// - on sign-in (and on a page opened while signed in, when the last read failed or is more
//   than `refreshAfterMs` old), the account's value is read, merged with the browser's, written
//   back when the merge differs, and stored in the browser;
// - a change while signed in is stored at once and written through after a short pause, as a
//   fresh read, merge and write, so a change made meanwhile on another device is kept;
// - a failure (offline, an expired session, a refused write) keeps the browser's copy, marks it
//   as still to be sent, and tries again later: never an error on the page;
// - on sign-out the browser forgets the customer's copy, so the next shopper at this browser
//   does not see it.
// Other tabs follow through the `storage` event on the same key. The Customer Account API
// reaches this module as the transport the app registers (customer-metafield-transport.ts).

export interface SyncedMetafieldSpec<T> {
  /** The metafield's key in the `custom` namespace, e.g. `saved_items`. */
  key: string;
  /** Where the browser keeps its copy (localStorage). */
  storageKey: string;
  /** Validates stored or fetched JSON text: the value, or null when absent or invalid. */
  read(text: string | null | undefined): T | null;
  /** The browser's and the account's values in one; neither side's newer changes lost. */
  merge(browser: T, account: T): T;
  /** The value when nothing is stored. */
  empty: T;
  /** The pause before a change is written through, so a burst of changes is one write. */
  debounceMs?: number;
  /**
   * How long the account's copy is trusted: a page opened later reads it again, so changes made
   * on another device arrive without signing in again.
   */
  refreshAfterMs?: number;
  /** Tests hand in their own storage and window; the browser's by default. */
  storage?: StorageSource;
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
}

export interface SyncedMetafield<T> {
  get(): T;
  /** Stores the value in the browser at once; a signed-in customer's is written through. */
  set(value: T): void;
  /** Called whenever the value changes (this tab, another tab, or a sync). */
  subscribe(listener: (value: T) => void): () => void;
  /** Runs a sync now if one is due; resolves when it has ended (never rejects). */
  syncNow(): Promise<void>;
  stop(): void;
}

/** What the browser remembers of the account's copy: whose, whether it is behind, and when. */
interface SyncMark {
  subject: string;
  pending: boolean;
  /** When the account's copy was last read (ms since the epoch). */
  at: number;
}

const RETRY_MIN_MS = 15_000;
const RETRY_MAX_MS = 5 * 60_000;

function readMark(storage: StorageSource, key: string): SyncMark | null {
  return (
    readStored(storage, key, (raw) => {
      const [state, at, ...rest] = raw.split(" ");
      const subject = rest.join(" ");
      return (state === "synced" || state === "pending") && subject && /^\d{1,16}$/.test(at ?? "")
        ? { subject, pending: state === "pending", at: Number(at) }
        : undefined;
    }) ?? null
  );
}

function writeMark(storage: StorageSource, key: string, mark: SyncMark | null) {
  if (mark) {
    writeStored(storage, key, `${mark.pending ? "pending" : "synced"} ${mark.at} ${mark.subject}`);
  } else removeStored(storage, key);
}

/** The signed-in customer's ID token subject, or null for a guest. */
function signedInSubject(storage: StorageSource): string | null {
  if (!readStored(storage, CUSTOMER_TOKEN_KEYS.access)) return null;
  return idTokenSubject(readStored(storage, CUSTOMER_TOKEN_KEYS.id));
}

const TOKEN_KEYS: ReadonlySet<string | null> = new Set([
  null,
  CUSTOMER_TOKEN_KEYS.access,
  CUSTOMER_TOKEN_KEYS.id,
]);

/** Starts keeping one value in step between the browser, the other tabs and the account. */
export function syncedCustomerMetafield<T>(spec: SyncedMetafieldSpec<T>): SyncedMetafield<T> {
  const storage = spec.storage ?? "local";
  const target = spec.target ?? (typeof window === "undefined" ? null : window);
  const markKey = `${spec.storageKey}.sync`;
  const listeners = new Set<(value: T) => void>();
  const serialize = (value: T) => JSON.stringify(value);

  const readLocal = () =>
    readStored(storage, spec.storageKey, (raw) => spec.read(raw) ?? undefined);
  let value: T = readLocal() ?? spec.empty;
  let writeTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = RETRY_MIN_MS;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** Counts this tab's changes, so a change made during a sync is sent by another round. */
  let changes = 0;

  const show = (next: T) => {
    if (serialize(next) === serialize(value)) return;
    value = next;
    for (const listener of listeners) listener(value);
  };

  const storeLocal = (next: T) => {
    writeStored(storage, spec.storageKey, serialize(next));
    show(next);
  };

  /** One read, merge and write; true when the account and the browser agree afterwards. */
  async function syncOnce(subject: string): Promise<boolean> {
    try {
      const transport = await loadCustomerMetafieldTransport();
      const account = await transport.read(spec.key);
      if (stopped || signedInSubject(storage) !== subject) return false;
      const accountValue = spec.read(account.value);
      // A browser copy that belongs to no one (a guest's) or to this customer joins the account's.
      const merged = accountValue ? spec.merge(value, accountValue) : value;
      const text = serialize(merged);
      if (text !== account.value && (accountValue || text !== serialize(spec.empty))) {
        await transport.write({
          customerId: account.customerId,
          key: spec.key,
          value: text,
          compareDigest: account.compareDigest,
        });
      }
      if (stopped || signedInSubject(storage) !== subject) return false;
      // A change made while the request was out is merged in, and sent by the next round.
      storeLocal(spec.merge(merged, value));
      return true;
    } catch {
      return false;
    }
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void syncNow(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  }

  async function run(): Promise<void> {
    do {
      again = false;
      const subject = signedInSubject(storage);
      const mark = readMark(storage, markKey);
      if (!subject) {
        // Signed out: the customer's copy leaves this browser with them.
        if (mark) {
          writeMark(storage, markKey, null);
          removeStored(storage, spec.storageKey);
          show(spec.empty);
        }
        // `continue` checks `again`: a sign-in heard while this round ran gets its own.
        continue;
      }
      if (mark && mark.subject !== subject) {
        // Another customer's copy is never merged into this one's account.
        removeStored(storage, spec.storageKey);
        show(spec.empty);
      }
      const fresh = Date.now() - (mark?.at ?? 0) < (spec.refreshAfterMs ?? 10 * 60_000);
      if (mark?.subject === subject && !mark.pending && fresh) continue;
      writeMark(storage, markKey, {
        subject,
        pending: true,
        at: mark?.subject === subject ? mark.at : 0,
      });
      const seen = changes;
      if (await syncOnce(subject)) {
        retryDelay = RETRY_MIN_MS;
        clearTimeout(retryTimer);
        if (changes !== seen) again = true;
        else if (readMark(storage, markKey)?.subject === subject) {
          writeMark(storage, markKey, { subject, pending: false, at: Date.now() });
        }
      } else if (!stopped && signedInSubject(storage) === subject) {
        scheduleRetry();
        return;
      }
    } while (again && !stopped);
  }

  function syncNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
      // Asked again after the round's last look: one more round.
      if (again && !stopped) void syncNow();
    });
    return running;
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key === spec.storageKey || event.key === null) show(readLocal() ?? spec.empty);
    if (TOKEN_KEYS.has(event.key)) void syncNow();
  };
  const onCustomer = () => void syncNow();
  const onOnline = () => void syncNow();
  target?.addEventListener("storage", onStorage as EventListener);
  target?.addEventListener(CUSTOMER_UPDATE_EVENT, onCustomer);
  target?.addEventListener("online", onOnline);
  void syncNow();

  return {
    get: () => value,
    set(next) {
      changes += 1;
      storeLocal(next);
      const subject = signedInSubject(storage);
      if (!subject) return;
      const mark = readMark(storage, markKey);
      writeMark(storage, markKey, {
        subject,
        pending: true,
        at: mark?.subject === subject ? mark.at : 0,
      });
      clearTimeout(writeTimer);
      writeTimer = setTimeout(() => void syncNow(), spec.debounceMs ?? 800);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    syncNow,
    stop() {
      stopped = true;
      clearTimeout(writeTimer);
      clearTimeout(retryTimer);
      target?.removeEventListener("storage", onStorage as EventListener);
      target?.removeEventListener(CUSTOMER_UPDATE_EVENT, onCustomer);
      target?.removeEventListener("online", onOnline);
    },
  };
}
