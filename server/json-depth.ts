/**
 * The JSON bodies the storefront takes are flat objects of short fields; eight levels leave
 * room to spare and refuse the thousands of nested arrays a hostile client sends to exhaust a
 * recursive walker (a validator, a logger's serialiser, JSON.stringify).
 */
export const MAX_JSON_DEPTH = 8;

/**
 * Whether a parsed JSON value nests objects or arrays deeper than `max` (a flat object is 1).
 * Walked with a stack of its own, not recursion, and stopped at the first value too deep, so the
 * check itself costs at most the value's size and never the call stack.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current !== "object" || current === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}
