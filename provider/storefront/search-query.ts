import type { SnapshotProduct } from "../catalogue/catalogue-store";
import { isAvailable } from "../catalogue/catalogue-store";

/**
 * A subset of Shopify's search syntax for `products(query:)`: space-separated terms are ANDed,
 * `OR` between terms ORs them, `-term` or `NOT term` negates, `field:value` filters a field and
 * `field:>value` (`>=`, `<`, `<=`) compares dates and prices. Unknown fields match nothing, as
 * on Shopify, rather than everything.
 */
type Predicate = (product: SnapshotProduct) => boolean;

const TOKEN = /\s*(-?)(?:([a-z_.]+):)?(?:"([^"]*)"|'([^']*)'|(\(|\)|[^\s()]+))/giy;

interface Term {
  negate: boolean;
  field: string | null;
  value: string;
}

export function parseProductQuery(query: string): Predicate {
  const groups: Term[][] = [[]];
  let pendingNot = false;
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(query))) {
    const [, dash, field, dq, sq, bare] = match;
    const value = dq ?? sq ?? bare ?? "";
    if (!field && (value === "(" || value === ")" || value.toUpperCase() === "AND")) continue;
    if (!field && value.toUpperCase() === "OR") {
      groups.push([]);
      continue;
    }
    if (!field && value.toUpperCase() === "NOT") {
      pendingNot = true;
      continue;
    }
    groups.at(-1)!.push({
      negate: dash === "-" || pendingNot,
      field: field?.toLowerCase() ?? null,
      value,
    });
    pendingNot = false;
  }
  const compiled = groups
    .filter((g) => g.length)
    .map((terms) => terms.map((t) => (t.negate ? negate(termPredicate(t)) : termPredicate(t))));
  if (!compiled.length) return () => true;
  return (product) => compiled.some((group) => group.every((predicate) => predicate(product)));
}

function negate(predicate: Predicate): Predicate {
  return (product) => !predicate(product);
}

const includes = (haystack: string, needle: string) =>
  haystack.toLowerCase().includes(needle.toLowerCase());

function termPredicate(term: Term): Predicate {
  const { field, value } = term;
  const needle = value.replace(/\*$/, "");
  switch (field) {
    case null:
      return (p) =>
        includes(p.title, needle) ||
        includes(p.productType, needle) ||
        includes(p.vendor, needle) ||
        p.tags.some((t) => includes(t, needle));
    case "title":
      return (p) => includes(p.title, needle);
    case "vendor":
      return (p) => p.vendor.toLowerCase() === needle.toLowerCase();
    case "product_type":
      return (p) => p.productType.toLowerCase() === needle.toLowerCase();
    case "tag":
      return (p) => p.tags.some((t) => t.toLowerCase() === needle.toLowerCase());
    case "tag_not":
      return (p) => !p.tags.some((t) => t.toLowerCase() === needle.toLowerCase());
    case "handle":
      return (p) => p.handle === needle;
    case "available_for_sale": {
      const wanted = needle.toLowerCase() === "true";
      return (p) => p.variants.some(isAvailable) === wanted;
    }
    case "variants.price":
      return compare(needle, (p) => p.variants.map((v) => v.priceCents / 100), Number);
    case "created_at":
      return compare(needle, (p) => [p.createdAt.getTime()], parseDate);
    case "updated_at":
      return compare(needle, (p) => [p.updatedAt.getTime()], parseDate);
    default:
      return () => false;
  }
}

function parseDate(value: string): number {
  const now = Date.now();
  if (value === "now") return now;
  const relative = /^now-(\d+)([dhm])$/.exec(value);
  if (relative) {
    const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[relative[2] as "d" | "h" | "m"];
    return now - Number(relative[1]) * unit;
  }
  return Date.parse(value);
}

function compare(
  raw: string,
  valuesOf: (p: SnapshotProduct) => number[],
  parse: (value: string) => number,
): Predicate {
  const match = /^(>=|<=|>|<)?(.*)$/.exec(raw)!;
  const operator = match[1] ?? "=";
  const target = parse(match[2]!);
  if (Number.isNaN(target)) return () => false;
  const test = {
    ">": (v: number) => v > target,
    ">=": (v: number) => v >= target,
    "<": (v: number) => v < target,
    "<=": (v: number) => v <= target,
    "=": (v: number) => v === target,
  }[operator]!;
  return (p) => valuesOf(p).some(test);
}
