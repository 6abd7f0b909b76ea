/**
 * Shopify's "v1" encoding of a product's option value combinations, the format of
 * `Product.encodedVariantExistence` and `encodedVariantAvailability` that Hydrogen's
 * `decodeEncodedVariant` reads. Each combination is the positions of its values in the product's
 * options; the set is written as a trie: `a:` opens the prefix of value a, `,` closes a prefix,
 * and the last option's values are listed with `-` for a run and ` ` between runs.
 * For options Color (Red, Blue, Green) × Size (S, M, L) with Red/S, Red/M and Blue/L:
 * `v1_0:0-1,1:2,`.
 */
export function encodeVariants(combinations: readonly (readonly number[])[]): string {
  if (!combinations.length) return "";
  const sorted = [...combinations].sort((a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
      if (a[i] !== b[i]) return a[i]! - b[i]!;
    }
    return a.length - b.length;
  });
  return `v1_${encodeLevel(sorted)}`;
}

function encodeLevel(combinations: readonly (readonly number[])[]): string {
  if (combinations[0]!.length === 1)
    return encodeRuns([...new Set(combinations.map((c) => c[0]!))]);
  let out = "";
  let start = 0;
  while (start < combinations.length) {
    const value = combinations[start]![0]!;
    let end = start;
    while (end < combinations.length && combinations[end]![0] === value) end += 1;
    out += `${value}:${encodeLevel(combinations.slice(start, end).map((c) => c.slice(1)))},`;
    start = end;
  }
  return out;
}

/** Sorted positions as runs: [0, 1, 2, 4] → "0-2 4". */
function encodeRuns(values: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < values.length;) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === values[j]! + 1) j += 1;
    runs.push(j > i ? `${values[i]}-${values[j]}` : String(values[i]));
    i = j + 1;
  }
  return runs.join(" ");
}
