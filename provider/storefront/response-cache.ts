import {
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import type { CatalogueSnapshot } from "../catalogue/catalogue-store";
import { AnswerStore } from "../graphql/answer-store";

/**
 * Root fields answered from the catalogue alone: the in-memory snapshot, and `product_listings`
 * for collections, search, predictive search and recommendations. Both change only on a reseed
 * (a new process) or when an order takes stock: the checkout then replaces the snapshot, and the
 * same statement's trigger updates the listings' availability. So identical requests can share
 * one answer for as long as the snapshot they were read under is current.
 */
const CATALOGUE_ROOT_FIELDS = new Set([
  "products",
  "product",
  "productByHandle",
  "node",
  "nodes",
  "shop",
  "collection",
  "collectionByHandle",
  "collections",
  "search",
  "predictiveSearch",
  "productRecommendations",
  "menu",
  "localization",
  "page",
  "pageByHandle",
  "pages",
  "urlRedirects",
  "blog",
  "blogByHandle",
  "blogs",
  "articles",
  "sitemap",
  "__typename",
]);

/**
 * A shop's distinct catalogue requests (every collection, filter, sort and page, the search
 * terms shoppers type) number in the thousands; the byte bound keeps the memory small.
 */
const RESPONSE_LIMITS = {
  maxEntries: 5000,
  maxEntryBytes: 2 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024,
};

/**
 * Caches serialised answers to catalogue-only queries, the way Shopify serves repeated product
 * reads without running them again. Entries belong to one catalogue snapshot: when an order or
 * a reseed replaces the snapshot, every earlier answer is dropped with it, so a cached answer is
 * never older than the data a fresh execution would read. Queries that touch a cart, or name a
 * buyer with @inContext, always execute.
 */
export function createResponseCache() {
  const cacheable = new WeakMap<DocumentNode, boolean>();
  // Every entry is stored under the snapshot it was read from and only that snapshot finds it.
  const answers = new AnswerStore<CatalogueSnapshot>(RESPONSE_LIMITS);
  let snapshot: CatalogueSnapshot | null = null;

  function isCatalogueOnly(schema: GraphQLSchema, document: DocumentNode): boolean {
    let known = cacheable.get(document);
    if (known !== undefined) return known;
    known = readsCatalogueOnly(schema, document);
    cacheable.set(document, known);
    return known;
  }

  /** A new snapshot makes every earlier answer unreachable: drop them rather than wait. */
  function forSnapshot(current: CatalogueSnapshot) {
    if (snapshot !== current) {
      snapshot = current;
      answers.clear();
    }
  }

  return {
    /**
     * The cache key for a request, or null when its answer must not be shared. `document` was
     * parsed and validated against `api.schema`, the schema of the version that serves it.
     */
    keyFor(
      api: { version: string; schema: GraphQLSchema },
      document: DocumentNode,
      request: { query: string; variables?: unknown; operationName?: string | null },
      token: string,
    ): string | null {
      if (!isCatalogueOnly(api.schema, document)) return null;
      // The token decides the scopes (stock is hidden from some), so it is part of the key; a
      // version answers only requests for that version.
      return JSON.stringify([
        api.version,
        token,
        request.operationName ?? null,
        request.variables ?? null,
        request.query,
      ]);
    },
    get(current: CatalogueSnapshot, key: string): string | undefined {
      forSnapshot(current);
      return answers.get(key, current);
    },
    set(current: CatalogueSnapshot, key: string, body: string) {
      forSnapshot(current);
      answers.set(key, current, body);
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
