import { queryRows, type Database } from "../db/client";
import { Params, whereClause, type ListingScope, type ProductFilter } from "./listing-query";

/**
 * Counts for a result's filters, counted in SQL. Each filter's values are counted over the
 * result with every other filter applied but not its own (so choosing "S" still shows how many
 * "M" would give, as storefront facets do).
 */
export interface FacetCounts {
  available: { inStock: number; outOfStock: number };
  /** The highest variant price in the result, without the price filter. */
  maxPrice: number;
  productTypes: Map<string, number>;
  /** By `optionPair(name, value)`. */
  options: Map<string, number>;
}

const UNNEST = "CROSS JOIN LATERAL unnest(l.option_pairs) AS pair";

export async function facetCounts(
  db: Database,
  scope: ListingScope,
  filters: readonly ProductFilter[],
): Promise<FacetCounts> {
  const run = async <Row>(
    select: string,
    skip: (group: string) => boolean,
    tail = "",
    join = "",
  ): Promise<Row[]> => {
    const params = new Params();
    const where = whereClause(scope, filters, params, skip);
    return queryRows<Row>(
      db,
      `SELECT ${select} FROM product_listings l ${join} ${where} ${tail}`,
      params.values,
    );
  };
  const filteredOptions = new Set(
    filters.flatMap((f) => (f.variantOption ? [f.variantOption.name.toLowerCase()] : [])),
  );

  const [availability, price, types, options] = await Promise.all([
    run<{ available: boolean | string; n: number }>(
      "l.available, count(*)::int AS n",
      (g) => g === "available",
      "GROUP BY l.available",
    ),
    run<{ max: string | null }>("max(l.max_price)::text AS max", (g) => g === "price"),
    run<{ type: string; n: number }>(
      "l.product_type AS type, count(*)::int AS n",
      (g) => g === "productType",
      "GROUP BY l.product_type",
    ),
    // Options nobody filters on are counted over the whole result in one statement.
    run<{ pair: string; n: number }>(
      "pair, count(*)::int AS n",
      () => false,
      "GROUP BY pair",
      UNNEST,
    ),
  ]);
  const optionCounts = new Map<string, number>();
  for (const row of options) optionCounts.set(row.pair, Number(row.n));
  // A filtered option is counted again without its own filter.
  for (const name of filteredOptions) {
    for (const key of [...optionCounts.keys()]) {
      if (key.startsWith(`${name}\u001f`)) optionCounts.delete(key);
    }
    const rows = await run<{ pair: string; n: number }>(
      "pair, count(*)::int AS n",
      (g) => g === `option:${name}`,
      "GROUP BY pair",
      UNNEST,
    );
    for (const row of rows)
      if (row.pair.startsWith(`${name}\u001f`)) optionCounts.set(row.pair, Number(row.n));
  }
  const isTrue = (v: boolean | string) => v === true || v === "t" || v === "true";
  return {
    available: {
      inStock: Number(availability.find((r) => isTrue(r.available))?.n ?? 0),
      outOfStock: Number(availability.find((r) => !isTrue(r.available))?.n ?? 0),
    },
    maxPrice: price[0]?.max ? Number(price[0].max) : 0,
    productTypes: new Map(types.map((r) => [r.type, Number(r.n)])),
    options: optionCounts,
  };
}
