import { GraphQLError } from "graphql";
import type { ListingPageArgs, ListingSort, ProductFilter } from "../catalogue/listing-query";
import type { ConnectionArgs } from "../graphql/connection";
import { paginate } from "../graphql/connection";
import type { ResolverMap } from "../graphql/executor";
import { numericIdOf, toGid } from "../graphql/ids";
import { collectionsOf, type CatalogueCollection } from "./collection-model";
import type { StorefrontContext } from "./context";
import { listingConnection, readFilters } from "./listing-connection";

type CollectionSortKey =
  | "BEST_SELLING"
  | "COLLECTION_DEFAULT"
  | "CREATED"
  | "ID"
  | "MANUAL"
  | "PRICE"
  | "RELEVANCE"
  | "TITLE";

interface CollectionProductsArgs extends ListingPageArgs {
  filters?: ProductFilter[] | null;
  reverse?: boolean | null;
  sortKey?: CollectionSortKey | null;
}

/**
 * Every collection here is sorted by best sellers (the order a merchant most often sets), so
 * COLLECTION_DEFAULT is BEST_SELLING; MANUAL is the order of the catalogue file; RELEVANCE,
 * which needs a search query, keeps the default order.
 */
const COLLECTION_SORTS: Record<CollectionSortKey, ListingSort> = {
  BEST_SELLING: "BEST_SELLING",
  COLLECTION_DEFAULT: "BEST_SELLING",
  CREATED: "CREATED",
  ID: "ID",
  MANUAL: "MANUAL",
  PRICE: "PRICE",
  RELEVANCE: "BEST_SELLING",
  TITLE: "TITLE",
};

export function findCollection(ctx: StorefrontContext, gid: string) {
  const id = numericIdOf(gid, ["Collection"]);
  return id === null ? null : (collectionsOf(ctx.catalogue).byId.get(id) ?? null);
}

type CollectionSortKeys = "ID" | "TITLE" | "UPDATED_AT" | "RELEVANCE";

export const collectionResolvers: ResolverMap<StorefrontContext> = {
  QueryRoot: {
    collection: (_: unknown, args: { id?: string | null; handle?: string | null }, ctx) => {
      if (args.id) return findCollection(ctx, args.id);
      if (args.handle) return collectionsOf(ctx.catalogue).byHandle.get(args.handle) ?? null;
      throw new GraphQLError("Either id or handle must be provided.", {
        extensions: { code: "BAD_REQUEST" },
      });
    },
    collectionByHandle: (_: unknown, args: { handle: string }, ctx) =>
      collectionsOf(ctx.catalogue).byHandle.get(args.handle) ?? null,
    collections: (
      _: unknown,
      args: ConnectionArgs & {
        query?: string | null;
        reverse?: boolean | null;
        sortKey?: CollectionSortKeys | null;
      },
      ctx,
    ) => {
      // A handful of collections: sorting them in memory is the cheap, exact way.
      const needle =
        args.query
          ?.trim()
          .toLowerCase()
          .replace(/^title:/, "") ?? "";
      const key = args.sortKey ?? "ID";
      const valueOf = (c: CatalogueCollection): string | number =>
        key === "TITLE"
          ? c.title.toLowerCase()
          : key === "UPDATED_AT"
            ? c.updatedAt.getTime()
            : c.id;
      const list = collectionsOf(ctx.catalogue)
        .list.filter((c) => !needle || c.title.toLowerCase().includes(needle))
        .map((c) => ({ c, v: valueOf(c) }))
        .sort((a, b) => (a.v < b.v ? -1 : a.v > b.v ? 1 : a.c.id - b.c.id));
      if (args.reverse) list.reverse();
      const page = paginate(list, args, (item) => [item.v, item.c.id]);
      return {
        get edges() {
          return page.edges.map((edge) => ({ cursor: edge.cursor, node: edge.node.c }));
        },
        nodes: page.nodes.map((item) => item.c),
        pageInfo: page.pageInfo,
        totalCount: list.length,
      };
    },
  },
  Collection: {
    id: (c: CatalogueCollection) => toGid("Collection", c.id),
    description: (c: CatalogueCollection, args: { truncateAt?: number | null }) =>
      args.truncateAt && c.description.length > args.truncateAt
        ? `${c.description.slice(0, args.truncateAt).trimEnd()}…`
        : c.description,
    descriptionHtml: (c: CatalogueCollection) => `<p>${c.description}</p>`,
    image: (c: CatalogueCollection) => c.image,
    seo: (c: CatalogueCollection) => ({ title: c.title, description: c.description }),
    updatedAt: (c: CatalogueCollection) => c.updatedAt.toISOString(),
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    metafield: () => null,
    metafields: (_: CatalogueCollection, args: { identifiers: unknown[] }) =>
      args.identifiers.map(() => null),
    products: (c: CatalogueCollection, args: CollectionProductsArgs, ctx) =>
      listingConnection(ctx, {
        scope: { collection: c.category === null ? null : c.handle },
        filters: readFilters(args.filters),
        sort: COLLECTION_SORTS[args.sortKey ?? "COLLECTION_DEFAULT"],
        reverse: args.reverse ?? false,
        page: args,
      }),
  },
  Product: {
    collections: (p: { id: number }, args: ConnectionArgs, ctx) => {
      const index = collectionsOf(ctx.catalogue);
      const own = index.productCollection.get(p.id);
      const list = own ? [index.list[0]!, own] : [index.list[0]!];
      return paginate(list, args, (c) => c.id);
    },
  },
  ProductConnection: {
    filters: (connection: { filters: unknown }) =>
      typeof connection.filters === "function"
        ? (connection.filters as () => unknown)()
        : connection.filters,
  },
};
