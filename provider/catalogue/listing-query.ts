import { GraphQLError } from "graphql";
import { queryRows, type Database } from "../db/client";
import { handleize, optionPair } from "./collections";

/**
 * SQL over `product_listings` for collection products, search and predictive search: matching,
 * filters, sorting, keyset pagination and counts all run in the database, so a request costs
 * an index lookup and a page of rows whatever the catalogue's size.
 */

/** Shopify's `ProductFilter` input, the parts this shop's products can be filtered on. */
export interface ProductFilter {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
  /** Only the metafields the merchant made filterable (FILTERABLE_METAFIELDS) match anything. */
  productMetafield?: { namespace: string; key: string; value: string } | null;
}

export interface ListingScope {
  /** A category collection's handle; absent for `all` and for search. */
  collection?: string | null;
  /** Lowercased words; each must occur in the product's searchable text. */
  terms?: readonly string[];
  /** Match the predictive-search text (title and category) rather than the full search text. */
  suggest?: boolean;
}

export type ListingSort =
  "BEST_SELLING" | "PRICE" | "TITLE" | "CREATED" | "ID" | "MANUAL" | "RELEVANCE";

export interface ListingPageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

interface Key {
  expr: string;
  type: "numeric" | "text" | "boolean" | "bigint" | "float8" | "timestamptz";
  descending: boolean;
  /** Kept in its direction when the order is reversed (unavailable products stay last). */
  fixed?: boolean;
}

/** Collects positional parameters while a statement is built. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The product metafields this shop's merchant has made filterable (Shopify filters only on
 * those): the category, and the spotlight that marks featured products. Any other matches nothing.
 */
export const FILTERABLE_METAFIELDS = new Set(["custom.category", "custom.spotlight"]);

const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Splits a shopper's query into the lowercased words every match must contain. */
export function searchTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 10);
}

export function scopeConditions(scope: ListingScope, params: Params): string[] {
  const where: string[] = [];
  if (scope.collection) where.push(`l.collection = ${params.add(scope.collection)}`);
  const column = scope.suggest ? "l.suggest_text" : "l.search_text";
  for (const term of scope.terms ?? []) {
    where.push(`${column} LIKE ${params.add(`%${likeEscape(term)}%`)}`);
  }
  return where;
}

/** The group a filter belongs to: values in one group are ORed, groups are ANDed. */
export function groupOf(filter: ProductFilter): string | null {
  if (filter.available != null) return "available";
  if (filter.price) return "price";
  if (filter.productType != null) return "productType";
  if (filter.productVendor != null) return "productVendor";
  if (filter.tag != null) return "tag";
  if (filter.variantOption) return `option:${filter.variantOption.name.toLowerCase()}`;
  if (filter.productMetafield) {
    return `metafield:${filter.productMetafield.namespace}.${filter.productMetafield.key}`;
  }
  return null;
}

export function filterCondition(filter: ProductFilter, params: Params): string {
  if (filter.available != null) return `l.available = ${params.add(filter.available)}`;
  if (filter.price) {
    // filter.v.price is a variant filter: some variant's price lies in the range. With one bound
    // that is exactly the product's price range reaching it; with both, the ranges overlapping.
    const parts: string[] = [];
    if (filter.price.min != null) parts.push(`l.max_price >= ${params.add(filter.price.min)}`);
    if (filter.price.max != null) parts.push(`l.min_price <= ${params.add(filter.price.max)}`);
    return parts.length ? `(${parts.join(" AND ")})` : "TRUE";
  }
  if (filter.productType != null) return `l.product_type = ${params.add(filter.productType)}`;
  if (filter.productVendor != null) return `l.vendor = ${params.add(filter.productVendor)}`;
  if (filter.tag != null) {
    return `EXISTS (SELECT 1 FROM products p WHERE p.id = l.product_id AND p.tags @> jsonb_build_array(${params.add(filter.tag)}::text))`;
  }
  if (filter.productMetafield) {
    const { namespace, key, value } = filter.productMetafield;
    if (namespace === "custom" && key === "category") {
      return `l.collection = ${params.add(handleize(value))}`;
    }
    if (!FILTERABLE_METAFIELDS.has(`${namespace}.${key}`)) return "FALSE";
    // A list metafield matches when any of its values does, as Shopify's filters count them.
    const wanted = params.add(value);
    return `EXISTS (SELECT 1 FROM metafields m
      WHERE m.owner_type = 'Product' AND m.owner_id = l.product_id
        AND m.namespace = ${params.add(namespace)} AND m.key = ${params.add(key)}
        AND CASE WHEN m.type LIKE 'list.%' THEN jsonb_exists(m.value::jsonb, ${wanted})
                 ELSE m.value = ${wanted} END)`;
  }
  const option = filter.variantOption!;
  return `l.option_pairs @> ARRAY[${params.add(optionPair(option.name, option.value))}::text]`;
}

function filterConditions(
  filters: readonly ProductFilter[],
  params: Params,
  skipGroup?: (group: string) => boolean,
): string[] {
  const groups = new Map<string, ProductFilter[]>();
  for (const filter of filters) {
    const group = groupOf(filter);
    if (!group || skipGroup?.(group)) continue;
    groups.set(group, [...(groups.get(group) ?? []), filter]);
  }
  return [...groups.values()].map(
    (members) => `(${members.map((f) => filterCondition(f, params)).join(" OR ")})`,
  );
}

export function whereClause(
  scope: ListingScope,
  filters: readonly ProductFilter[],
  params: Params,
  skipGroup?: (group: string) => boolean,
): string {
  const where = [
    ...scopeConditions(scope, params),
    ...filterConditions(filters, params, skipGroup),
  ];
  return where.length ? `WHERE ${where.join(" AND ")}` : "";
}

function sortKeys(sort: ListingSort, scope: ListingScope, params: Params): Key[] {
  switch (sort) {
    case "BEST_SELLING":
      return [{ expr: "l.best_selling_rank", type: "numeric", descending: false }];
    case "PRICE":
      return [{ expr: "l.min_price", type: "numeric", descending: false }];
    case "TITLE":
      return [{ expr: "l.title_key", type: "text", descending: false }];
    case "CREATED":
      // The column itself (not its epoch) so that its index serves the order.
      return [{ expr: "l.created_at", type: "timestamptz", descending: false }];
    case "MANUAL":
      return [{ expr: "l.position", type: "numeric", descending: false }];
    case "ID":
      return [];
    case "RELEVANCE": {
      const terms = scope.terms ?? [];
      // Without a query there is nothing to be relevant to; Shopify then keeps the best sellers first.
      if (!terms.length) return sortKeys("BEST_SELLING", scope, params);
      // Title hits count more than hits elsewhere, a title starting with the query most.
      const whole = params.add(`${likeEscape(terms.join(" "))}%`);
      const score = [
        `(CASE WHEN l.title_key LIKE ${whole} THEN 4 ELSE 0 END)`,
        ...terms.map(
          (t) =>
            `(CASE WHEN l.title_key LIKE ${params.add(`%${likeEscape(t)}%`)} THEN 2 ELSE 0 END)`,
        ),
      ].join(" + ");
      return [
        { expr: `(${score})`, type: "numeric", descending: true },
        { expr: "l.best_selling_rank", type: "numeric", descending: false },
      ];
    }
  }
}

function decodeKey(cursor: string, length: number): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64").toString("utf8"));
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== length ||
    !parsed.every((v) => typeof v === "string")
  ) {
    throw new GraphQLError(`Invalid cursor \`${cursor}\`.`, {
      extensions: { code: "BAD_REQUEST" },
    });
  }
  return parsed as string[];
}

export const encodeKey = (key: string[]) => Buffer.from(JSON.stringify(key)).toString("base64");

/** `(k1, k2, …) after (v1, v2, …)` with each key in its own direction. */
function keysetCondition(keys: Key[], values: string[], params: Params): string {
  const placeholders = values.map((v, i) => `${params.add(v)}::${keys[i]!.type}`);
  const ors = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((k, j) => `${k.expr} = ${placeholders[j]}`);
    return [...equal, `${key.expr} ${key.descending ? "<" : ">"} ${placeholders[i]}`].join(" AND ");
  });
  return `(${ors.map((o) => `(${o})`).join(" OR ")})`;
}

export interface ListingPage {
  rows: { id: number; cursor: string }[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export async function pageListing(
  db: Database,
  options: {
    scope: ListingScope;
    filters: readonly ProductFilter[];
    sort: ListingSort;
    reverse: boolean;
    unavailableLast?: boolean;
    hideUnavailable?: boolean;
    page: ListingPageArgs;
  },
): Promise<ListingPage> {
  const { first, last, after, before } = options.page;
  if (first == null && last == null) {
    throw new GraphQLError("you must provide one of first or last", {
      extensions: { code: "BAD_REQUEST" },
    });
  }
  const params = new Params();
  const base = sortKeys(options.sort, options.scope, params).map((k) =>
    options.reverse ? { ...k, descending: !k.descending } : k,
  );
  const keys: Key[] = [
    ...(options.unavailableLast
      ? [{ expr: "l.available", type: "boolean" as const, descending: true, fixed: true }]
      : []),
    ...base,
    { expr: "l.product_id", type: "bigint", descending: options.reverse },
  ];
  const filters = options.hideUnavailable
    ? [...options.filters, { available: true }]
    : options.filters;
  const where = [whereClause(options.scope, filters, params).replace(/^WHERE /, "")].filter(
    Boolean,
  );
  const backwards = last != null && first == null;
  if (after) where.push(keysetCondition(keys, decodeKey(after, keys.length), params));
  if (before) {
    const flipped = keys.map((k) => ({ ...k, descending: !k.descending }));
    where.push(keysetCondition(flipped, decodeKey(before, keys.length), params));
  }
  const ordered = backwards ? keys.map((k) => ({ ...k, descending: !k.descending })) : keys;
  const limit = (backwards ? last! : first!) + 1;
  const select = keys.map((k, i) => `(${k.expr})::text AS k${i}`).join(", ");
  const whereText = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const orderBy = (expr: (k: Key, i: number) => string) =>
    ordered.map((k, i) => `${expr(k, i)} ${k.descending ? "DESC" : "ASC"}`).join(", ");
  // Filtered or searched, the matches are found first (by the option, trigram or collection
  // index) and only they are sorted. Left to itself the planner walked a sort index and tested
  // each row: a filter nothing in the collection passes (a size in Toys) read every listing.
  const narrowed = filters.length > 0 || (options.scope.terms?.length ?? 0) > 0;
  const text = narrowed
    ? `WITH m AS MATERIALIZED (
        SELECT l.product_id, ${keys.map((k, i) => `${k.expr} AS k${i}`).join(", ")}
        FROM product_listings l ${whereText}
      )
      SELECT product_id::text AS id, ${keys.map((_, i) => `k${i}::text AS k${i}`).join(", ")}
      -- m.k0, not k0: the output column k0 is its text, which would sort "100" before "20".
      FROM m ORDER BY ${orderBy((_, i) => `m.k${i}`)} LIMIT ${params.add(limit)}`
    : `SELECT l.product_id::text AS id, ${select} FROM product_listings l ${whereText}
      ORDER BY ${orderBy((k) => k.expr)} LIMIT ${params.add(limit)}`;
  const rows = await queryRows<Record<string, string>>(db, text, params.values);
  const more = rows.length === limit;
  let page = rows.slice(0, limit - 1);
  if (backwards) page = page.reverse();
  // `first` and `last` together: take the last `last` of the first `first`.
  if (first != null && last != null && page.length > last) page = page.slice(page.length - last);
  return {
    rows: page.map((row) => ({
      id: Number(row.id),
      cursor: encodeKey(keys.map((_, i) => row[`k${i}`]!)),
    })),
    hasNextPage: backwards ? Boolean(before) : more,
    hasPreviousPage: backwards ? more : Boolean(after) || (last != null && rows.length > last),
  };
}

export async function countListing(
  db: Database,
  scope: ListingScope,
  filters: readonly ProductFilter[],
): Promise<number> {
  const params = new Params();
  const text = `SELECT count(*)::int AS n FROM product_listings l ${whereClause(scope, filters, params)}`;
  const [row] = await queryRows<{ n: number }>(db, text, params.values);
  return Number(row?.n ?? 0);
}

export { Params };
