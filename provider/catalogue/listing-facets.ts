import { queryRows, type Database } from "../db/client";
import { OPTION_PAIR_SEPARATOR, optionPair } from "./collections";
import {
  filterCondition,
  groupOf,
  Params,
  scopeConditions,
  type ListingScope,
  type ProductFilter,
} from "./listing-query";

/**
 * Counts for a result's filters, counted in SQL. Each filter's values are counted over the
 * result with every other filter applied but not its own (so choosing "S" still shows how many
 * "M" would give, as storefront facets do).
 */
export interface FacetCounts {
  /** Products in the result with every filter applied. */
  total: number;
  available: { inStock: number; outOfStock: number };
  /** The highest variant price in the result, without the price filter. */
  maxPrice: number;
  productTypes: Map<string, number>;
  /** By `optionPair(name, value)`. */
  options: Map<string, number>;
}

/** Filter groups a listing's facet set (type, option values) or its stock decide. */
const decidedPerGroup = (group: string) =>
  group === "available" || group === "productType" || group.startsWith("option:");

/** Whether a group of listings with this stock, type and option values passes `filter`. */
function passesHere(
  filter: ProductFilter,
  row: { available: boolean; productType: string; pairs: readonly string[] },
): boolean {
  if (filter.available != null) return row.available === filter.available;
  if (filter.productType != null) return row.productType === filter.productType;
  const option = filter.variantOption!;
  return row.pairs.includes(optionPair(option.name, option.value));
}

/**
 * One statement reads the scope's listings once, from an index where it can, and groups them by
 * stock and facet set (a number for their product type and option values: about fifty in a
 * catalogue of thousands). Each group counts its listings that pass the filters the database
 * decides (price, vendor, tag, metafield), and the highest price of those that pass all but the
 * price; the stock, type and option filters are then decided here once per group. Grouping by
 * the type's text and the values' array, with the option filters tested on every row, cost three
 * times as much.
 */
export async function facetCounts(
  db: Database,
  scope: ListingScope,
  filters: readonly ProductFilter[],
): Promise<FacetCounts> {
  const params = new Params();
  const groups = new Map<string, ProductFilter[]>();
  for (const filter of filters) {
    const group = groupOf(filter);
    if (group) groups.set(group, [...(groups.get(group) ?? []), filter]);
  }
  const inSql = [...groups].filter(([group]) => !decidedPerGroup(group));
  const here = [...groups].filter(([group]) => decidedPerGroup(group));
  const passing = (entries: typeof inSql) =>
    entries.length
      ? entries
          .map(([, members]) => `(${members.map((f) => filterCondition(f, params)).join(" OR ")})`)
          .join(" AND ")
      : "TRUE";
  const passAll = passing(inSql);
  const passAllButPrice = passing(inSql.filter(([group]) => group !== "price"));
  const where = scopeConditions(scope, params);
  const text = `WITH g AS (
      SELECT l.available, l.facet_set,
        count(*) FILTER (WHERE ${passAll})::int AS n,
        max(l.max_price) FILTER (WHERE ${passAllButPrice})::text AS max_price
      FROM product_listings l ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
      GROUP BY 1, 2
    )
    SELECT g.available, g.n, g.max_price, s.product_type, s.option_pairs
    FROM g JOIN listing_facet_sets s ON s.id = g.facet_set`;
  const rows = await queryRows<Record<string, unknown>>(db, text, params.values);
  const counts: FacetCounts = {
    total: 0,
    available: { inStock: 0, outOfStock: 0 },
    maxPrice: 0,
    productTypes: new Map(),
    options: new Map(),
  };
  const add = (map: Map<string, number>, key: string, n: number) =>
    map.set(key, (map.get(key) ?? 0) + n);
  const optionGroup = (pair: string) => `option:${pair.split(OPTION_PAIR_SEPARATOR, 1)[0]}`;
  for (const row of rows) {
    const listing = {
      available: row.available === true,
      productType: String(row.product_type),
      pairs: readPairs(row.option_pairs),
    };
    const failing = here
      .filter(([, members]) => !members.some((f) => passesHere(f, listing)))
      .map(([group]) => group);
    // Passes every filter group decided here but `except` (null: every group).
    const passes = (except: string | null) => failing.every((group) => group === except);
    const n = Number(row.n);
    if (passes(null)) {
      counts.total += n;
      if (row.max_price != null) {
        counts.maxPrice = Math.max(counts.maxPrice, Number(row.max_price));
      }
    }
    if (passes("available")) {
      if (listing.available) counts.available.inStock += n;
      else counts.available.outOfStock += n;
    }
    if (passes("productType")) add(counts.productTypes, listing.productType, n);
    for (const pair of listing.pairs) {
      if (passes(optionGroup(pair))) add(counts.options, pair, n);
    }
  }
  return counts;
}

/** `option_pairs` as the driver answers it: an array, or PostgreSQL's text form of one. */
function readPairs(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value !== "string") return [];
  const inner = value.replace(/^\{|\}$/g, "");
  if (!inner) return [];
  return inner.split(",").map((part) => part.replace(/^"|"$/g, "").replace(/\\(.)/g, "$1"));
}
