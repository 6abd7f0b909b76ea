import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestedDeeperThan } from "./json-depth";

const nested = (depth: number) => JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown;

describe("JSON depth bound", () => {
  it("counts a flat object as one level and scalars as none", () => {
    expect(nestedDeeperThan("text", 0)).toBe(false);
    expect(nestedDeeperThan({ name: "Ada", tags: ["a"] }, 1)).toBe(true);
    expect(nestedDeeperThan({ name: "Ada", tags: ["a"] }, 2)).toBe(false);
  });

  it("refuses 10,000 nested arrays without a deep call stack", () => {
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestedDeeperThan(nested(10_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
