import {
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import type { CatalogueSnapshot } from "./catalogue-store";

/**
 * Root fields answered from the catalogue snapshot alone. Their answers change only when the
 * snapshot does (reseed, or an order taking stock), so identical requests can share one.
 */
const CATALOGUE_ROOT_FIELDS = new Set([
  "products",
  "product",
  "productByHandle",
  "node",
  "nodes",
  "shop",
  "__typename",
]);

const MAX_ENTRIES = 500;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

/**
 * Caches serialised answers to catalogue-only queries, the way Shopify serves repeated product
 * reads without running them again. Entries belong to one catalogue snapshot: when an order or
 * a reseed replaces the snapshot, every earlier answer is dropped with it, so a cached answer is
 * never older than the data a fresh execution would read. Queries that touch a cart, or name a
 * buyer with @inContext, always execute.
 */
export function createResponseCache(schema: GraphQLSchema) {
  const cacheable = new WeakMap<DocumentNode, boolean>();
  let snapshot: CatalogueSnapshot | null = null;
  let entries = new Map<string, string>();
  let totalBytes = 0;

  function isCatalogueOnly(document: DocumentNode): boolean {
    let known = cacheable.get(document);
    if (known !== undefined) return known;
    known = readsCatalogueOnly(schema, document);
    cacheable.set(document, known);
    return known;
  }

  function forSnapshot(current: CatalogueSnapshot) {
    if (snapshot !== current) {
      snapshot = current;
      entries = new Map();
      totalBytes = 0;
    }
  }

  return {
    /** The cache key for a request, or null when its answer must not be shared. */
    keyFor(
      document: DocumentNode,
      request: { query: string; variables?: unknown; operationName?: string | null },
      token: string,
    ): string | null {
      if (!isCatalogueOnly(document)) return null;
      // The token decides the scopes (stock is hidden from some), so it is part of the key.
      return JSON.stringify([
        token,
        request.operationName ?? null,
        request.variables ?? null,
        request.query,
      ]);
    },
    get(current: CatalogueSnapshot, key: string): string | undefined {
      forSnapshot(current);
      const hit = entries.get(key);
      if (hit !== undefined) {
        // Map order doubles as recency.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(current: CatalogueSnapshot, key: string, body: string) {
      forSnapshot(current);
      if (body.length > MAX_ENTRY_BYTES) return;
      entries.set(key, body);
      totalBytes += body.length;
      while (entries.size > MAX_ENTRIES || totalBytes > MAX_TOTAL_BYTES) {
        const [oldestKey, oldest] = entries.entries().next().value as [string, string];
        entries.delete(oldestKey);
        totalBytes -= oldest.length;
      }
    },
  };
}

/** Whether every root field a query operation selects is answered from the catalogue. */
function readsCatalogueOnly(schema: GraphQLSchema, document: DocumentNode): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operations.every((operation) => operation.operation === "query")) return false;
  const queryType = schema.getQueryType();
  const typeInfo = new TypeInfo(schema);
  let catalogueOnly = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (typeInfo.getParentType() === queryType && !CATALOGUE_ROOT_FIELDS.has(node.name.value)) {
          catalogueOnly = false;
        }
      },
      Directive(node) {
        // A buyer in @inContext may change what the answer holds for that buyer.
        if (
          node.name.value === "inContext" &&
          node.arguments?.some((a) => a.name.value === "buyer")
        ) {
          catalogueOnly = false;
        }
      },
    }),
  );
  return catalogueOnly;
}
