export const MAX_SUGGESTIONS = 5;

/**
 * Spec §2 "Header search": the trimmed query matches, case-insensitively, anywhere in the
 * product's name or its category; at most five suggestions, in catalogue order.
 */
export function matchProducts<P extends { name: string; category: string }>(
  query: string,
  products: readonly P[],
): P[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches: P[] = [];
  for (const product of products) {
    if (
      product.name.toLowerCase().includes(needle) ||
      product.category.toLowerCase().includes(needle)
    ) {
      matches.push(product);
      if (matches.length === MAX_SUGGESTIONS) break;
    }
  }
  return matches;
}
