import type { ListingPageArgs, ProductFilter } from "../catalogue/listing-query";
import { pageListing, searchTerms } from "../catalogue/listing-query";
import type { SnapshotProduct } from "../catalogue/catalogue-store";
import type { ResolverMap } from "../graphql/executor";
import { collectionsOf } from "./collection-model";
import type { StorefrontContext } from "./context";
import { checkPage, listingConnection, readFilters } from "./listing-connection";

type Unavailable = "HIDE" | "LAST" | "SHOW";

interface SearchArgs extends ListingPageArgs {
  query: string;
  productFilters?: ProductFilter[] | null;
  reverse?: boolean | null;
  sortKey?: "PRICE" | "RELEVANCE" | null;
  types?: ("ARTICLE" | "PAGE" | "PRODUCT")[] | null;
  unavailableProducts?: Unavailable | null;
  prefix?: "LAST" | "NONE" | null;
}

type PredictiveType = "ARTICLE" | "COLLECTION" | "PAGE" | "PRODUCT" | "QUERY";

interface PredictiveArgs {
  query: string;
  limit?: number | null;
  limitScope?: "ALL" | "EACH" | null;
  types?: PredictiveType[] | null;
  unavailableProducts?: Unavailable | null;
  searchableFields?: string[] | null;
}

const emptyConnection = () => ({
  edges: [],
  nodes: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  filters: [],
  totalCount: 0,
});

/** Shopify: predictive search returns 1 to 10 results; 10 when no limit is given. */
const PREDICTIVE_MAX = 10;

/**
 * `search` and `predictiveSearch` as Shopify documents them for products. Matching is by
 * substring (every word of the query must occur in the product's title, type, category, vendor or
 * tags; for predictive search its title or category), which includes Shopify's whole-word and
 * last-word-prefix matches. Unavailable products come last unless `unavailableProducts` says
 * HIDE or SHOW, Shopify's default being LAST.
 */
export const searchResolvers: ResolverMap<StorefrontContext> = {
  QueryRoot: {
    search: (_: unknown, args: SearchArgs, ctx) => {
      checkPage(args);
      // Articles and pages: this shop has none, so a search for only those finds nothing.
      if (args.types && !args.types.includes("PRODUCT")) return emptyConnection();
      const unavailable = args.unavailableProducts ?? "LAST";
      return listingConnection(ctx, {
        scope: { terms: searchTerms(args.query) },
        filters: readFilters(args.productFilters),
        sort: args.sortKey === "PRICE" ? "PRICE" : "RELEVANCE",
        reverse: args.reverse ?? false,
        page: args,
        unavailableLast: unavailable === "LAST",
        hideUnavailable: unavailable === "HIDE",
      });
    },
    predictiveSearch: async (_: unknown, args: PredictiveArgs, ctx) => {
      const terms = searchTerms(args.query);
      const types = new Set(args.types ?? ["ARTICLE", "COLLECTION", "PAGE", "PRODUCT", "QUERY"]);
      const limit = Math.min(Math.max(args.limit ?? PREDICTIVE_MAX, 1), PREDICTIVE_MAX);
      const result = {
        articles: [],
        pages: [],
        collections: [] as unknown[],
        products: [] as SnapshotProduct[],
        queries: [] as { text: string; styledText: string; trackingParameters: null }[],
      };
      if (!terms.length) return result;
      const unavailable = args.unavailableProducts ?? "LAST";
      if (types.has("PRODUCT")) {
        // Searching the title and category unless the request asks for other fields too.
        const wide = (args.searchableFields ?? []).some((f) => f !== "TITLE");
        const page = await pageListing(ctx.db, {
          scope: { terms, suggest: !wide },
          filters: [],
          sort: "RELEVANCE",
          reverse: false,
          unavailableLast: unavailable === "LAST",
          hideUnavailable: unavailable === "HIDE",
          page: { first: limit },
        });
        result.products = page.rows
          .map((row) => ctx.catalogue.productsById.get(row.id))
          .filter((p): p is SnapshotProduct => !!p);
      }
      const matches = (text: string) => terms.every((t) => text.toLowerCase().includes(t));
      if (types.has("COLLECTION")) {
        result.collections = collectionsOf(ctx.catalogue).list.filter((c) => matches(c.title));
      }
      if (types.has("QUERY")) {
        // Suggested searches: the categories a query's words point at.
        result.queries = collectionsOf(ctx.catalogue)
          .list.filter((c) => c.category && matches(c.title))
          .map((c) => ({
            text: c.title.toLowerCase(),
            styledText: styled(c.title.toLowerCase(), terms),
            trackingParameters: null,
          }));
      }
      if ((args.limitScope ?? "ALL") === "EACH") {
        result.collections = result.collections.slice(0, limit);
        result.queries = result.queries.slice(0, limit);
        return result;
      }
      // ALL: `limit` results in total, products first.
      let left = limit - result.products.length;
      result.collections = result.collections.slice(0, Math.max(left, 0));
      left -= result.collections.length;
      result.queries = result.queries.slice(0, Math.max(left, 0));
      return result;
    },
  },
  SearchResultItemConnection: {
    productFilters: (connection: { filters: unknown }) =>
      typeof connection.filters === "function"
        ? (connection.filters as () => unknown)()
        : connection.filters,
    totalCount: (connection: { totalCount: unknown }) =>
      typeof connection.totalCount === "function"
        ? (connection.totalCount as () => unknown)()
        : connection.totalCount,
  },
};

/** The suggestion with the part the shopper has not typed marked, as Shopify's styledText does. */
function styled(text: string, terms: string[]): string {
  const typed = terms.join(" ");
  const escape = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  if (text.startsWith(typed))
    return `${escape(typed)}<mark>${escape(text.slice(typed.length))}</mark>`;
  return `<mark>${escape(text)}</mark>`;
}
