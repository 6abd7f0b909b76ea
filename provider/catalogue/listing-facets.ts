import { queryRows, type Database } from "../db/client";
import { OPTION_PAIR_SEPARATOR } from "./collections";
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

/**
 * One statement reads the scope's rows once and groups them by what the counts need (stock,
 * product type, option values) and by whether each filter group passes; a catalogue of
 * thousands collapses to a few hundred groups, which are summed here. The earlier form counted
 * each facet in its own pass over a materialised copy of the rows and cost ten times as much.
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
  const names = [...groups.keys()];
  const flags = names.map(
    (group, i) =>
      `(${groups
        .get(group)!
        .map((f) => filterCondition(f, params))
        .join(" OR ")}) AS f${i}`,
  );
  const where = scopeConditions(scope, params);
  const keys = ["l.available", "l.product_type", "l.option_pairs", ...flags];
  const text = `SELECT ${keys.join(", ")}, max(l.max_price)::text AS max_price, count(*)::int AS n
    FROM product_listings l ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
    GROUP BY ${keys.map((_, i) => i + 1).join(", ")}`;
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
  // Which filter group, if any, an option name's values are counted without.
  const optionGroup = (pair: string) => {
    const index = names.indexOf(`option:${pair.split(OPTION_PAIR_SEPARATOR, 1)[0]}`);
    return index < 0 ? null : index;
  };
  for (const row of rows) {
    const n = Number(row.n);
    const failing = names.flatMap((_, i) => (row[`f${i}`] === true ? [] : [i]));
    // Passes every filter group but `except` (-1: every group).
    const passes = (except: number) => failing.every((i) => i === except);
    const index = (group: string) => names.indexOf(group);
    if (passes(-1)) counts.total += n;
    if (passes(index("available"))) {
      if (row.available === true) counts.available.inStock += n;
      else counts.available.outOfStock += n;
    }
    if (passes(index("price")) && row.max_price != null) {
      counts.maxPrice = Math.max(counts.maxPrice, Number(row.max_price));
    }
    if (passes(index("productType"))) add(counts.productTypes, String(row.product_type), n);
    for (const pair of readPairs(row.option_pairs)) {
      if (passes(optionGroup(pair) ?? -1)) add(counts.options, pair, n);
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
