import { GraphQLError } from "graphql";
import type { SnapshotProduct } from "../catalogue/catalogue-store";
import { optionPair } from "../catalogue/collections";
import { facetCounts, type FacetCounts } from "../catalogue/listing-facets";
import {
  countListing,
  pageListing,
  type ListingPageArgs,
  type ListingScope,
  type ListingSort,
  type ProductFilter,
} from "../catalogue/listing-query";
import { collectionsOf, type CollectionIndex } from "./collection-model";
import type { StorefrontContext } from "./context";

const MAX_PAGE = 250;

/** Results counted per catalogue snapshot; plenty for a shop's filter combinations. */
const CACHED_RESULTS = 2000;

/**
 * A result's filter counts and total depend only on what it matches, not on its sort or page,
 * so a shopper paging, re-sorting or coming back reuses them. They are kept per catalogue
 * snapshot, which an order taking stock replaces, so availability counts never go stale.
 */
const caches = new WeakMap<object, ReturnType<typeof createResultCache>>();

function createResultCache() {
  const entries = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last, so the oldest is evicted first.
        entries.delete(key);
        entries.set(key, hit);
        return hit as Promise<T>;
      }
      const value = load();
      entries.set(key, value);
      value.catch(() => entries.delete(key));
      if (entries.size > CACHED_RESULTS) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}

function resultCache(catalogue: object) {
  let cache = caches.get(catalogue);
  if (!cache) caches.set(catalogue, (cache = createResultCache()));
  return cache;
}

/** Shopify's pagination limits on a connection read from the database. */
export function checkPage(page: ListingPageArgs) {
  for (const name of ["first", "last"] as const) {
    const value = page[name];
    if (value != null && (value < 0 || value > MAX_PAGE)) {
      throw new GraphQLError(`The input must not contain more than \`${MAX_PAGE}\` values.`, {
        extensions: { code: "BAD_REQUEST" },
      });
    }
  }
}

/** Keeps the filters a request names; an empty `{}` filter (no field) is dropped, as Shopify does. */
export function readFilters(input: readonly ProductFilter[] | null | undefined): ProductFilter[] {
  const filters = (input ?? []).filter(
    (f) =>
      f.available != null ||
      f.price != null ||
      f.productType != null ||
      f.productVendor != null ||
      f.tag != null ||
      f.variantOption != null ||
      f.productMetafield != null,
  );
  if (filters.length > 250) {
    throw new GraphQLError("The input must not contain more than `250` values.", {
      extensions: { code: "BAD_REQUEST" },
    });
  }
  return filters;
}

interface FilterValueShape {
  id: string;
  label: string;
  count: number;
  input: string;
  image: null;
  swatch: null;
}

interface FilterShape {
  id: string;
  label: string;
  type: "BOOLEAN" | "LIST" | "PRICE_RANGE";
  presentation: "TEXT" | null;
  values: FilterValueShape[];
}

const value = (id: string, label: string, count: number, input: unknown): FilterValueShape => ({
  id,
  label,
  count,
  input: JSON.stringify(input),
  image: null,
  swatch: null,
});

/**
 * Filters as the Storefront API returns them for a collection or search: availability, price,
 * product type and one per variant option, with `input` holding the `ProductFilter` JSON that
 * selects each value. A value no product in the result has is left out unless it is selected.
 */
export function filtersFrom(
  counts: FacetCounts,
  collections: CollectionIndex,
  active: readonly ProductFilter[],
): FilterShape[] {
  const filters: FilterShape[] = [
    {
      id: "filter.v.availability",
      label: "Availability",
      type: "LIST",
      presentation: "TEXT",
      values: [
        value("filter.v.availability.1", "In stock", counts.available.inStock, { available: true }),
        value("filter.v.availability.0", "Out of stock", counts.available.outOfStock, {
          available: false,
        }),
      ],
    },
    {
      id: "filter.v.price",
      label: "Price",
      type: "PRICE_RANGE",
      presentation: null,
      values: [value("filter.v.price", "Price", 0, { price: { min: 0, max: counts.maxPrice } })],
    },
  ];
  const types = [...counts.productTypes.entries()].sort(([a], [b]) => a.localeCompare(b));
  filters.push({
    id: "filter.p.product_type",
    label: "Product type",
    type: "LIST",
    presentation: "TEXT",
    values: types.map(([type, count]) =>
      value(`filter.p.product_type.${slug(type)}`, type, count, { productType: type }),
    ),
  });
  const activePairs = new Set(
    active.flatMap((f) =>
      f.variantOption ? [optionPair(f.variantOption.name, f.variantOption.value)] : [],
    ),
  );
  const byOption = new Map<string, FilterShape>();
  for (const [pair, labels] of collections.optionLabels) {
    const count = counts.options.get(pair) ?? 0;
    if (!count && !activePairs.has(pair)) continue;
    const key = slug(labels.name);
    let filter = byOption.get(key);
    if (!filter) {
      filter = {
        id: `filter.v.option.${key}`,
        label: labels.name,
        type: "LIST",
        presentation: "TEXT",
        values: [],
      };
      byOption.set(key, filter);
    }
    filter.values.push(
      value(`filter.v.option.${key}.${slug(labels.value)}`, labels.value, count, {
        variantOption: { name: labels.name.toLowerCase(), value: labels.value },
      }),
    );
  }
  filters.push(...byOption.values());
  return filters.filter((f) => f.values.length);
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * A product connection whose page, count and filters come from SQL. The page is read at once;
 * `totalCount` and `filters` only when a query asks for them.
 */
export async function listingConnection(
  ctx: StorefrontContext,
  options: {
    scope: ListingScope;
    filters: ProductFilter[];
    sort: ListingSort;
    reverse: boolean;
    page: ListingPageArgs;
    unavailableLast?: boolean;
    hideUnavailable?: boolean;
  },
) {
  checkPage(options.page);
  const page = await pageListing(ctx.db, options);
  const products = page.rows
    .map((row) => ({ cursor: row.cursor, node: ctx.catalogue.productsById.get(row.id) }))
    .filter((edge): edge is { cursor: string; node: SnapshotProduct } => !!edge.node);
  const hideFilters = options.hideUnavailable
    ? [...options.filters, { available: true }]
    : options.filters;
  const cache = resultCache(ctx.catalogue);
  const key = JSON.stringify([options.scope, options.filters]);
  // One statement answers both the filters and the total (unless sold-out products are hidden).
  const counts = () =>
    cache.get(`counts ${key}`, () => facetCounts(ctx.db, options.scope, options.filters));
  const filters = () =>
    cache.get(`filters ${key}`, () =>
      counts().then((c) => filtersFrom(c, collectionsOf(ctx.catalogue), options.filters)),
    );
  return {
    edges: products,
    nodes: products.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: products[0]?.cursor ?? null,
      endCursor: products.at(-1)?.cursor ?? null,
    },
    filters,
    totalCount: () =>
      options.hideUnavailable
        ? cache.get(`count ${JSON.stringify([options.scope, hideFilters])}`, () =>
            countListing(ctx.db, options.scope, hideFilters),
          )
        : counts().then((c) => c.total),
  };
}
