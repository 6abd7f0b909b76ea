import { twMerge } from "tailwind-merge";
import { expect, test } from "vitest";
import { appClassTokens } from "../../scripts/generate-tailwind-merge-config";
import { cn } from "./utils";

test("cn merges every pair of the app's classes exactly as the full tailwind-merge does", () => {
  // Words neither configuration knows as a class are never merged by either: skip them.
  const tokens = appClassTokens().filter(
    (token) => twMerge(`${token} ${token}`) === token || cn(`${token} ${token}`) === token,
  );
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
  // A class from a group the generated config leaves out: regenerate it with
  // `npx tsx scripts/generate-tailwind-merge-config.ts`.
  expect(differences.slice(0, 10)).toEqual([]);
});

test("later utilities override earlier ones", () => {
  expect(cn("inline-flex rounded-md text-sm", "hidden lg:inline-flex rounded-full")).toBe(
    "text-sm hidden lg:inline-flex rounded-full",
  );
  const disabled = false as boolean;
  expect(cn("px-2 py-1", disabled && "p-0", ["p-3"])).toBe("p-3");
});
