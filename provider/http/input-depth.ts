/**
 * Levels of arrays and objects a request's JSON may nest. The deepest input the shop's
 * operations take (a cart's lines with their attributes, inside the variables, inside the body)
 * has five; every walker past the parser (the answer cache's key, graphql-js coercing a
 * variable, a cursor compared with each item) recurses, and a few thousand levels exhaust its
 * stack. JSON.parse itself does not recurse, so the bound is checked right after it.
 */
export const MAX_INPUT_DEPTH = 32;

/** Whether `value` nests arrays and objects more than `max` levels deep, found without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== "object" || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > max) return true;
    for (const child of Object.values(next.value as object)) {
      if (typeof child === "object" && child !== null) pending.push({ value: child, depth });
    }
  }
  return false;
}
