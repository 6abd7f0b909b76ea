import type { OrderRow } from "./context";

/**
 * The subset of Shopify's search syntax `customer.orders(query:)` needs: space-separated terms
 * joined by AND, `field:value` with optional `<`, `<=`, `>`, `>=` on dates and numbers, and bare
 * words matched against the order name and confirmation number. Unknown fields are ignored, as
 * Shopify does (it only adds a search warning).
 */
type Predicate = (order: OrderRow) => boolean;

const TERM = /(-)?(?:([a-z_]+):)?(<=|>=|<|>)?("([^"]*)"|\S+)/gi;

function compare(op: string, a: number, b: number) {
  switch (op) {
    case "<":
      return a < b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case ">=":
      return a >= b;
    default:
      return a === b;
  }
}

function dateTerm(op: string, value: string, pick: (o: OrderRow) => Date): Predicate | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return () => false;
  // A bare date without an operator means that whole day (UTC).
  if (!op && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return (o) => {
      const t = pick(o).getTime();
      return t >= time && t < time + 86_400_000;
    };
  }
  return (o) => compare(op, pick(o).getTime(), time);
}

function termPredicate(field: string, op: string, value: string): Predicate | null {
  const lower = value.toLowerCase();
  switch (field) {
    case "":
    case "default":
      return (o) =>
        o.name.toLowerCase().includes(lower) ||
        o.confirmationNumber.toLowerCase() === lower ||
        String(o.number) === lower.replace(/^#/, "");
    case "name":
      return (o) => o.name.toLowerCase() === (lower.startsWith("#") ? lower : `#${lower}`);
    case "order_number":
      return (o) => compare(op, o.number, Number(value));
    case "id": {
      const id = Number(value.replace(/^gid:\/\/shopify\/Order\//, ""));
      return (o) => compare(op, o.id, id);
    }
    case "confirmation_number":
      return (o) => o.confirmationNumber.toLowerCase() === lower;
    case "created_at":
      return dateTerm(op, value, (o) => o.createdAt);
    case "processed_at":
      return dateTerm(op, value, (o) => o.processedAt);
    case "updated_at":
      return dateTerm(op, value, (o) => o.updatedAt);
    default:
      return null;
  }
}

export function orderFilter(query: string | null | undefined): Predicate {
  if (!query?.trim()) return () => true;
  const predicates: Predicate[] = [];
  for (const match of query.matchAll(TERM)) {
    const [, negate, field = "", op = "", raw = "", quoted] = match;
    const value = quoted ?? raw;
    if (!field && (value === "AND" || value === "OR")) continue;
    const predicate = termPredicate(field.toLowerCase(), op, value);
    if (!predicate) continue;
    predicates.push(negate ? (o) => !predicate(o) : predicate);
  }
  return (order) => predicates.every((p) => p(order));
}
