import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from "graphql";
import {
  StorefrontError,
  type CachePolicy,
  type RequestOptions,
  type StorefrontClient,
} from "./storefront-client";

/**
 * Root fields that only read the public catalogue. An operation touching anything else (a
 * cart, a customer) is never cached, whatever the caller asks for: one shopper's cart must never
 * reach another.
 */
const PUBLIC_ROOT_FIELDS = new Set([
  "products",
  "product",
  "productByHandle",
  "productRecommendations",
  "nodes",
  "node",
  "shop",
  "collection",
  "collections",
  "search",
  "predictiveSearch",
  "menu",
  "publicApiVersions",
  "__typename",
]);
/**
 * Reads that change only when the merchant edits the shop's settings or menus take the long
 * strategy unless the caller says otherwise; everything with prices or stock in it takes the
 * short one, so an order shows in the catalogue within ten seconds.
 */
const LONG_ROOT_FIELDS = new Set(["shop", "menu", "publicApiVersions", "__typename"]);

/** Hydrogen's CacheShort and CacheLong. */
const POLICIES: Record<Exclude<CachePolicy, "none">, { maxAgeMs: number; staleMs: number }> = {
  short: { maxAgeMs: 1_000, staleMs: 9_000 },
  long: { maxAgeMs: 3_600_000, staleMs: 82_800_000 },
};
/** Past its stale-while-revalidate window a copy is still served when the upstream fails. */
const STALE_IF_ERROR_MS = 24 * 3_600_000;
/**
 * How long a read with no usable copy waits for the upstream while a page renders. Past it the
 * page shows its error state (503, Retry-After) rather than keep the shopper staring at nothing.
 */
const RENDER_BUDGET_MS = 2_000;
/**
 * How long a read whose copy is past its revalidation window waits for the fresh answer before
 * it takes the copy. Short: a slow upstream must not hold a page that has something to show.
 */
const COPY_WAIT_MS = 250;
/** A call nobody waits for any more is abandoned here, so a hung one cannot block refreshes. */
const UPSTREAM_TIMEOUT_MS = 10_000;
/** A THROTTLED answer with no `Retry-After` backs off this long; a named one is capped. */
const DEFAULT_BACKOFF_MS = 2_000;
const MAX_BACKOFF_MS = 300_000;

interface Entry {
  value: unknown;
  storedAt: number;
  bytes: number;
  policy: { maxAgeMs: number; staleMs: number };
}

/** What a read came to, for the page that asked: a copy served because the upstream failed. */
export interface ReadObserver {
  /** A cached copy was served because the upstream failed, was slow or asked us to back off. */
  onStale?: () => void;
  /** Nothing could be served; the API may come back after this many seconds. */
  onUnavailable?: (retryAfterSeconds: number) => void;
}

export interface ServerStorefront extends StorefrontClient {
  /** The same cache, reporting each read's outcome to one request (its page and headers). */
  observed(observer: ReadObserver): StorefrontClient;
}

/**
 * Made here while backing off, never by the API: it must not extend the pause it reports (its
 * Retry-After is the pause's remainder rounded up, so a shop with a request every second would
 * never call the API again).
 */
class BackingOffError extends StorefrontError {
  constructor(retryAfterSeconds: number) {
    super("Commerce API asked us to wait", "http", 429, retryAfterSeconds);
  }
}

class TimeoutError extends StorefrontError {
  constructor() {
    super("Commerce API did not answer in time", "network");
  }
}

/** Failures a copy stands in for: the upstream's trouble, not a query the API rejects. */
const isUpstreamFailure = (error: unknown) =>
  !(error instanceof StorefrontError) || error.kind !== "graphql";

/**
 * Wraps the server's Storefront client with an in-memory cache for public catalogue queries,
 * with Hydrogen's strategies (docs/decisions/0010-riding-out-the-upstream.md):
 * - fresh for the policy's max-age, then served stale while one call per key refreshes it;
 * - for 24 hours, served whenever the upstream fails (5xx, THROTTLED or 429, timeouts,
 *   connection refused) or is slow, refreshed in the background meanwhile;
 * - a read with no copy waits at most RENDER_BUDGET_MS, then fails so the page says so (503);
 * - a THROTTLED answer or 429 stops every call for the `Retry-After` it names: copies are
 *   served and anything else fails at once, instead of hammering an API that asked for a pause.
 * Failures and `null` answers to failed calls are never cached; the memory is bounded by
 * entries and by bytes (oldest stored first out).
 */
export function withServerCache(
  client: StorefrontClient,
  options: {
    maxEntries?: number;
    maxBytes?: number;
    now?: () => number;
    /**
     * The catalogue's generation: a new number whenever the shop announced a change (a
     * webhook, server/webhooks/). Every copy made before it is dropped at the next read, and a
     * call that started before it answers its own caller but is not kept.
     */
    generation?: () => number;
  } = {},
): ServerStorefront {
  const maxEntries = options.maxEntries ?? 1_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const inFlight = new Map<string, Promise<unknown>>();
  const rootFields = new Map<string, string[] | null>();
  let backoffUntil = 0;
  const generation = options.generation ?? (() => 0);
  let entriesGeneration = generation();

  /** Drops every copy once the catalogue has changed since they were made. */
  const dropIfChanged = () => {
    const current = generation();
    if (current === entriesGeneration) return;
    entriesGeneration = current;
    entries.clear();
    totalBytes = 0;
    // Calls under way were asked before the change: later readers start their own.
    inFlight.clear();
  };

  /** The root fields of a single query, or null for anything else (mutations, several ops). */
  const queryFields = (text: string) => {
    let known = rootFields.get(text);
    if (known === undefined) {
      const operations = parse(text).definitions.filter(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      );
      const operation = operations.length === 1 ? operations[0]! : undefined;
      known =
        operation?.operation === OperationTypeNode.QUERY &&
        operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD)
          ? operation.selectionSet.selections.map((s) =>
              s.kind === Kind.FIELD ? s.name.value : "",
            )
          : null;
      rootFields.set(text, known);
    }
    return known;
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  const store = (key: string, value: unknown, policy: Entry["policy"]) => {
    const bytes = 2 * JSON.stringify(value ?? null).length;
    remove(key);
    if (bytes > maxBytes) return;
    entries.set(key, { value, storedAt: now(), bytes, policy });
    totalBytes += bytes;
    while (entries.size > maxEntries || totalBytes > maxBytes) {
      remove(entries.keys().next().value!);
    }
  };

  const backingOff = () => now() < backoffUntil;
  const backoffSeconds = () => Math.max(1, Math.ceil((backoffUntil - now()) / 1_000));
  const noteFailure = (error: unknown) => {
    if (error instanceof BackingOffError) return;
    if (error instanceof StorefrontError && error.status === 429) {
      const wait = error.retryAfterSeconds ?? DEFAULT_BACKOFF_MS / 1_000;
      backoffUntil = Math.max(backoffUntil, now() + Math.min(wait * 1_000, MAX_BACKOFF_MS));
    }
  };
  const throttledError = () => new BackingOffError(backoffSeconds());

  /** Resolves with the call's answer, or rejects with a timeout after `ms` (the call goes on). */
  const within = <T>(call: Promise<T>, ms: number): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new TimeoutError()), ms);
      call.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error as Error);
        },
      );
    });

  async function read(
    document: Parameters<StorefrontClient["request"]>[0],
    variables: unknown,
    requestOptions: RequestOptions | undefined,
    observer: ReadObserver,
  ): Promise<unknown> {
    const text = document.toString();
    const fields = queryFields(text);
    dropIfChanged();
    const policyName =
      requestOptions?.cache ?? (fields?.every((f) => LONG_ROOT_FIELDS.has(f)) ? "long" : "short");
    const unavailable = (error: unknown) => {
      noteFailure(error);
      if (isUpstreamFailure(error)) {
        observer.onUnavailable?.(backingOff() ? backoffSeconds() : 5);
      }
      throw error;
    };

    if (policyName === "none" || !fields?.every((f) => PUBLIC_ROOT_FIELDS.has(f))) {
      if (backingOff()) return unavailable(throttledError());
      // No render budget here: a cart or customer call may change something, and reporting a
      // failure while it goes on could have the shopper do it twice.
      return client
        .request(document, variables as never, {
          ...requestOptions,
          signal: requestOptions?.signal ?? AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        })
        .catch(unavailable);
    }

    const policy = POLICIES[policyName];
    const key = `${text}\n${JSON.stringify(variables ?? {})}`;
    /**
     * One call per key at a time; its answer is stored whoever still waits for it. The call
     * carries the X-Request-Id of the request that started it (the client reads it then), so
     * the API logs a shared refresh, and a copy later served to others, under that one id.
     */
    const refresh = () => {
      let pending = inFlight.get(key);
      if (!pending) {
        const askedIn = entriesGeneration;
        const call: Promise<unknown> = client
          .request(document, variables as never, {
            ...requestOptions,
            signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
          })
          .then((value) => {
            // An answer to a question asked before the catalogue changed may predate the change.
            if (generation() === askedIn) store(key, value, policy);
            return value;
          })
          .catch((error: unknown) => {
            noteFailure(error);
            throw error;
          })
          .finally(() => {
            if (inFlight.get(key) === call) inFlight.delete(key);
          });
        pending = call;
        // Nobody may be waiting for a background refresh; its failure is handled by readers.
        pending.catch(() => {});
        inFlight.set(key, pending);
      }
      return pending;
    };

    const entry = entries.get(key);
    const age = entry ? now() - entry.storedAt : Infinity;
    if (entry && age > entry.policy.maxAgeMs + entry.policy.staleMs + STALE_IF_ERROR_MS) {
      remove(key);
    }
    const copy = entries.get(key);
    if (!copy) {
      if (backingOff()) return unavailable(throttledError());
      return within(refresh(), RENDER_BUDGET_MS).catch(unavailable);
    }
    if (age <= copy.policy.maxAgeMs) return copy.value;
    const stale = () => {
      observer.onStale?.();
      return copy.value;
    };
    if (backingOff()) return stale();
    if (age <= copy.policy.maxAgeMs + copy.policy.staleMs) {
      void refresh();
      return copy.value;
    }
    // Past its revalidation window: the fresh answer if it comes quickly, else the copy.
    return within(refresh(), COPY_WAIT_MS).catch((error: unknown) => {
      if (!isUpstreamFailure(error)) throw error;
      return stale();
    });
  }

  return {
    request: (document, variables, requestOptions) =>
      read(document as never, variables, requestOptions, {}) as never,
    observed: (observer) => ({
      request: (document, variables, requestOptions) =>
        read(document as never, variables, requestOptions, observer) as never,
    }),
  };
}
