import { twMerge } from "tailwind-merge";
import { expect, test } from "vitest";
import { appClassTokens, classConflicts } from "../../scripts/generate-class-conflicts";
import { CLASS_GROUPS, GROUP_OVERRIDES } from "./class-conflicts";
import { cn } from "./utils";

test("cn merges every pair of the app's classes exactly as tailwind-merge does", () => {
  // Words tailwind-merge does not know as classes are never merged by it: skip them.
  const tokens = appClassTokens().filter((token) => twMerge(`${token} ${token}`) === token);
  expect(tokens.length).toBeGreaterThan(100);
  const differences: string[] = [];
  for (const first of tokens) {
    for (const second of tokens) {
      const classes = `${first} ${second}`;
      const expected = twMerge(classes);
      if (cn(classes) !== expected)
        differences.push(`"${classes}": "${cn(classes)}" ≠ "${expected}"`);
    }
  }
  // A class the generated table does not know yet: regenerate it with
  // `npx tsx scripts/generate-class-conflicts.ts`.
  expect(differences.slice(0, 10)).toEqual([]);
});

test("cn merges longer lists of the app's classes as tailwind-merge does", () => {
  const tokens = appClassTokens().filter((token) => twMerge(`${token} ${token}`) === token);
  // A fixed pseudo-random walk, so a failure names the same lists on every run.
  let seed = 1;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  const differences: string[] = [];
  for (let round = 0; round < 20_000; round++) {
    const classes = Array.from({ length: 2 + (next() % 7) }, () => tokens[next() % tokens.length]);
    const joined = classes.join(" ");
    if (cn(joined) !== twMerge(joined)) differences.push(joined);
  }
  expect(differences.slice(0, 5)).toEqual([]);
});

test("the generated table is the one the app's classes give today", () => {
  expect(classConflicts(appClassTokens())).toEqual({
    groups: CLASS_GROUPS,
    overrides: GROUP_OVERRIDES,
  });
});

test("later utilities override earlier ones", () => {
  expect(cn("inline-flex rounded-md text-sm", "hidden lg:inline-flex rounded-full")).toBe(
    "text-sm hidden lg:inline-flex rounded-full",
  );
  const disabled = false as boolean;
  expect(cn("px-2 py-1", disabled && "p-0", ["p-3"])).toBe("p-3");
});

test("a class overridden by a later one leaves the classes between them alone", () => {
  expect(cn("h-10 px-4 py-2", "w-full", "h-11 px-6")).toBe("py-2 w-full h-11 px-6");
  expect(cn("p-4", "px-2")).toBe("p-4 px-2");
  expect(cn("  text-sm\n  font-medium ", undefined, null, "text-lg")).toBe(
    twMerge("  text-sm\n  font-medium ", "text-lg"),
  );
});

test("classes the table does not know are kept, once each", () => {
  expect(cn("group peer", "my-widget", "peer")).toBe("group my-widget peer");
  expect(cn("")).toBe("");
});
