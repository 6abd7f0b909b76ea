import { describe, expect, it } from "vitest";
import {
  isSaved,
  MAX_SAVED,
  mergeSavedItems,
  NO_SAVED_ITEMS,
  readSavedItems,
  readSharedHandles,
  saveItem,
  shareLink,
  unsaveItem,
  unsaveItems,
} from "./saved-items";

describe("saved items", () => {
  it("saves newest first, each product once, and unsaves", () => {
    let items = saveItem(NO_SAVED_ITEMS, "cloud-puff-cable-sweater", 1);
    items = saveItem(items, "satin-bow-duo", 2);
    items = saveItem(items, "cloud-puff-cable-sweater", 3);
    expect(items.saved.map(({ handle }) => handle)).toEqual([
      "cloud-puff-cable-sweater",
      "satin-bow-duo",
    ]);
    items = unsaveItem(items, "satin-bow-duo", 4);
    expect(isSaved(items, "satin-bow-duo")).toBe(false);
    expect(items.removed).toEqual([{ handle: "satin-bow-duo", at: 4 }]);
  });

  it("keeps at most MAX_SAVED products, dropping the oldest", () => {
    let items = NO_SAVED_ITEMS;
    for (let i = 0; i <= MAX_SAVED; i += 1) items = saveItem(items, `product-${i}`, i + 1);
    expect(items.saved).toHaveLength(MAX_SAVED);
    expect(isSaved(items, "product-0")).toBe(false);
  });

  it("merges two lists: a removal newer than the other side's save wins, and the reverse", () => {
    const browser = unsaveItem(saveItem(NO_SAVED_ITEMS, "satin-bow-duo", 1), "satin-bow-duo", 5);
    const account = saveItem(saveItem(NO_SAVED_ITEMS, "satin-bow-duo", 2), "snuffle-mat-meadow", 3);
    const merged = mergeSavedItems(browser, account);
    expect(merged.saved.map(({ handle }) => handle)).toEqual(["snuffle-mat-meadow"]);
    const savedAgain = saveItem(account, "satin-bow-duo", 9);
    expect(isSaved(mergeSavedItems(browser, savedAgain), "satin-bow-duo")).toBe(true);
  });

  it("takes several products off at once, for good", () => {
    const items = saveItem(saveItem(NO_SAVED_ITEMS, "gone", 1), "satin-bow-duo", 2);
    const dropped = unsaveItems(items, ["gone", "never-saved"], 3);
    expect(dropped.saved).toEqual([{ handle: "satin-bow-duo", at: 2 }]);
    // The account's older copy, which still has it, does not bring it back.
    expect(mergeSavedItems(dropped, items).saved).toEqual([{ handle: "satin-bow-duo", at: 2 }]);
    expect(unsaveItems(dropped, ["gone"])).toBe(dropped);
  });

  it("reads only a valid stored list", () => {
    const items = saveItem(NO_SAVED_ITEMS, "satin-bow-duo", 1);
    expect(readSavedItems(JSON.stringify(items))).toEqual(items);
    expect(readSavedItems("[1,2]")).toBeNull();
    expect(
      readSavedItems(JSON.stringify({ saved: [{ handle: "../etc", at: 1 }], removed: [] })),
    ).toBeNull();
    expect(readSavedItems("{")).toBeNull();
  });

  it("shares a link that reads back as the same products, ignoring what is not a handle", () => {
    const items = saveItem(saveItem(NO_SAVED_ITEMS, "a-1", 1), "b-2", 2);
    const link = shareLink(items);
    expect(link).toBe("/saved?items=b-2%2Ca-1");
    expect(readSharedHandles(new URL(link, "http://x").searchParams.get("items"))).toEqual([
      "b-2",
      "a-1",
    ]);
    expect(readSharedHandles("b-2,<script>,b-2,,A-UPPER,a-1")).toEqual(["b-2", "a-1"]);
    expect(
      readSharedHandles(Array.from({ length: 80 }, (_, i) => `p-${i}`).join(",")),
    ).toHaveLength(50);
  });
});
