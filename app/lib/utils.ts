import { clsx, type ClassValue } from "clsx";
import { CLASS_GROUPS, GROUP_OVERRIDES } from "./class-conflicts";

let groupOfClass: Map<string, number> | undefined;
let groupOverrides: number[][] = [];

/** The generated table, read on the first merge rather than while the page's scripts start. */
function groups() {
  if (!groupOfClass) {
    groupOfClass = new Map();
    for (const [group, classes] of CLASS_GROUPS.split("|").entries()) {
      for (const name of classes.split(" ")) groupOfClass.set(name, group);
    }
    groupOverrides = GROUP_OVERRIDES.split("|").map((list) =>
      list ? list.split(" ").map(Number) : [],
    );
  }
  return groupOfClass;
}

/**
 * Joins class names, letting later Tailwind utilities override earlier ones: a class is dropped
 * when a later one is the same, is of its group, or overrides its group (`p-4` over `px-2`). This
 * is tailwind-merge's rule, read from a table of the app's own classes that
 * scripts/generate-class-conflicts.ts builds with tailwind-merge, so the library itself stays out
 * of the browser; utils.test.ts checks every pair of the app's classes against it.
 */
export function cn(...inputs: ClassValue[]) {
  const joined = clsx(inputs);
  let merged = merges.get(joined);
  if (merged === undefined) {
    merged = merge(joined);
    // A page's components ask for the same few hundred lists over and over, as tailwind-merge's
    // own cache found; the bound keeps a long session's memory flat.
    if (merges.size >= MERGES_KEPT) merges.clear();
    merges.set(joined, merged);
  }
  return merged;
}

const MERGES_KEPT = 500;
const merges = new Map<string, string>();

function merge(joined: string) {
  const groupOf = groups();
  const classes = joined.split(/\s+/);
  const taken = new Set<number>();
  const seen = new Set<string>();
  const kept: string[] = [];
  // From the last class back, as a later class wins.
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index]!;
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const group = groupOf.get(name);
    if (group !== undefined) {
      if (taken.has(group)) continue;
      taken.add(group);
      for (const overridden of groupOverrides[group]!) taken.add(overridden);
    }
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
