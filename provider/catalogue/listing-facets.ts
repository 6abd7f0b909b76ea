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
 * One statement: the scope's rows are read once, each filter group evaluated once per row into
 * a flag, and every count is an aggregate over those flags.
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
  const flag = (i: number) => `f${i}`;
  const flags = names.map(
    (group, i) =>
      `(${groups
        .get(group)!
        .map((f) => filterCondition(f, params))
        .join(" OR ")}) AS ${flag(i)}`,
  );
  const except = (group: string | null) => {
    const kept = names.map((n, i) => (n === group ? null : flag(i))).filter(Boolean);
    return kept.length ? `WHERE ${kept.join(" AND ")}` : "";
  };
  const and = (where: string, more: string) => (where ? `${where} AND ${more}` : `WHERE ${more}`);
  const where = scopeConditions(scope, params);
  const filteredOptions = names.filter((n) => n.startsWith("option:")).map((n) => n.slice(7));
  const sep = filteredOptions.length ? params.add(OPTION_PAIR_SEPARATOR) : "";
  const parts = [
    `SELECT 'c' AS kind, NULL::text AS key, count(*)::int AS n FROM base ${except(null)}`,
    `SELECT 'a', available::text, count(*)::int FROM base ${except("available")} GROUP BY available`,
    `SELECT 'p', max(max_price)::text, 0 FROM base ${except("price")}`,
    `SELECT 't', product_type, count(*)::int FROM base ${except("productType")} GROUP BY product_type`,
    `SELECT 'o', pair, count(*)::int FROM base CROSS JOIN LATERAL unnest(option_pairs) AS pair
      ${filteredOptions.length ? and(except(null), `split_part(pair, ${sep}, 1) <> ALL(${params.add(filteredOptions)}::text[])`) : except(null)}
      GROUP BY pair`,
    ...filteredOptions.map(
      (name) =>
        `SELECT 'o', pair, count(*)::int FROM base CROSS JOIN LATERAL unnest(option_pairs) AS pair
          ${and(except(`option:${name}`), `split_part(pair, ${sep}, 1) = ${params.add(name)}`)}
          GROUP BY pair`,
    ),
  ];
  const text = `WITH base AS MATERIALIZED (
      SELECT l.available, l.max_price, l.product_type, l.option_pairs${flags.map((f) => `, ${f}`).join("")}
      FROM product_listings l ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
    )
    ${parts.join("\nUNION ALL\n")}`;
  const rows = await queryRows<{ kind: string; key: string | null; n: number }>(
    db,
    text,
    params.values,
  );
  const counts: FacetCounts = {
    total: 0,
    available: { inStock: 0, outOfStock: 0 },
    maxPrice: 0,
    productTypes: new Map(),
    options: new Map(),
  };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.kind === "c") {
      counts.total = n;
    } else if (row.kind === "a") {
      if (row.key === "true") counts.available.inStock = n;
      else counts.available.outOfStock = n;
    } else if (row.kind === "p") {
      counts.maxPrice = row.key ? Number(row.key) : 0;
    } else if (row.kind === "t" && row.key !== null) {
      counts.productTypes.set(row.key, n);
    } else if (row.kind === "o" && row.key !== null) {
      counts.options.set(row.key, n);
    }
  }
  return counts;
}
