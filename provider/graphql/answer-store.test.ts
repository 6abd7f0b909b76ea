import { describe, expect, it } from "vitest";
import { AnswerStore } from "./answer-store";

describe("AnswerStore", () => {
  it("serves an answer only for the version it was made from", () => {
    const store = new AnswerStore<number>();
    store.set("q", 1, "answer");
    expect(store.get("q", 1)).toBe("answer");
    expect(store.get("q", 2)).toBeUndefined();
  });

  it("counts keys toward its bound: long distinct queries with short answers cannot pile up", () => {
    const store = new AnswerStore<number>({
      maxEntries: 500,
      maxEntryBytes: 60_000,
      maxTotalBytes: 200_000,
    });
    for (let i = 0; i < 100; i += 1) store.set(`${i} ${"#".repeat(49_000)}`, 1, "{}");
    // Four 49 KB keys fit in 200 KB; the rest were dropped oldest first.
    expect(store.size).toBe(4);
    expect(store.get(`99 ${"#".repeat(49_000)}`, 1)).toBe("{}");
    expect(store.get(`0 ${"#".repeat(49_000)}`, 1)).toBeUndefined();
  });

  it("does not keep an entry larger than one entry may be", () => {
    const store = new AnswerStore<number>({
      maxEntries: 10,
      maxEntryBytes: 100,
      maxTotalBytes: 1000,
    });
    store.set("k".repeat(90), 1, "b".repeat(20));
    expect(store.size).toBe(0);
  });
});
