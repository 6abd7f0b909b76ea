import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from "graphql";
import type { CachePolicy, StorefrontClient } from "./storefront-client";

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

const POLICIES: Record<Exclude<CachePolicy, "none">, { maxAgeMs: number; staleMs: number }> = {
  short: { maxAgeMs: 1_000, staleMs: 9_000 },
  long: { maxAgeMs: 3_600_000, staleMs: 82_800_000 },
};

interface Entry {
  value: unknown;
  storedAt: number;
  policy: { maxAgeMs: number; staleMs: number };
  revalidating: boolean;
}

/**
 * Wraps the server's Storefront client with an in-memory stale-while-revalidate cache for public
 * catalogue queries ("short" unless the caller says otherwise). Failures are never cached, and
 * concurrent misses for the same request share one upstream call.
 */
export function withServerCache(
  client: StorefrontClient,
  options: { maxEntries?: number; now?: () => number } = {},
): StorefrontClient {
  const maxEntries = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  const cacheable = new Map<string, boolean>();

  const isPublicQuery = (text: string) => {
    let known = cacheable.get(text);
    if (known === undefined) {
      const document = parse(text);
      const operations = document.definitions.filter(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      );
      known =
        operations.length === 1 &&
        operations[0]!.operation === OperationTypeNode.QUERY &&
        operations[0]!.selectionSet.selections.every(
          (s) => s.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(s.name.value),
        );
      cacheable.set(text, known);
    }
    return known;
  };

  const store = (key: string, value: unknown, policy: Entry["policy"]) => {
    entries.delete(key);
    entries.set(key, { value, storedAt: now(), policy, revalidating: false });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return {
    async request(document, variables, requestOptions) {
      const text = document.toString();
      const policyName = requestOptions?.cache ?? "short";
      if (policyName === "none" || !isPublicQuery(text)) {
        return client.request(document, variables, requestOptions);
      }
      const policy = POLICIES[policyName];
      const key = `${text}\n${JSON.stringify(variables ?? {})}`;
      const fetchAndStore = () => {
        let pending = inFlight.get(key) as
          ReturnType<typeof client.request<never, never>> | undefined;
        if (!pending) {
          pending = client
            .request(document, variables, requestOptions)
            .then((value) => {
              store(key, value, policy);
              return value as never;
            })
            .finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        return pending;
      };
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age <= entry.policy.maxAgeMs) return entry.value as never;
        if (age <= entry.policy.maxAgeMs + entry.policy.staleMs) {
          if (!entry.revalidating) {
            entry.revalidating = true;
            // A failed revalidation keeps serving the stale value until it runs out.
            fetchAndStore().catch(() => {
              entry.revalidating = false;
            });
          }
          return entry.value as never;
        }
      }
      return fetchAndStore();
    },
  };
}
