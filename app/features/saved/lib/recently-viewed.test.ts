import { expect, test } from "vitest";
import { MemoryStorage } from "~/test-support/memory-storage";
import {
  MAX_REMEMBERED,
  MAX_SHOWN,
  readRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  recordView,
  rememberView,
  shownRecently,
} from "./recently-viewed";

const product = (handle: string, availableForSale = true) => ({ handle, availableForSale });

test("a view moves the product to the front, each product once, within the bound", () => {
  expect(recordView(["a", "b", "c"], "b")).toEqual(["b", "a", "c"]);
  const many = Array.from({ length: MAX_REMEMBERED }, (_, i) => `p${i}`);
  const after = recordView(many, "new");
  expect(after).toHaveLength(MAX_REMEMBERED);
  expect(after[0]).toBe("new");
  expect(after).not.toContain(`p${MAX_REMEMBERED - 1}`);
});

test("never the current product, available ones first, missing ones dropped", () => {
  const views = ["current", "sold-out", "gone", "newer", "older"];
  const products = [
    product("current"),
    product("sold-out", false),
    product("newer"),
    product("older"),
  ];
  expect(shownRecently(views, products, "current").map(({ handle }) => handle)).toEqual([
    "newer",
    "older",
    "sold-out",
  ]);
});

test("at most MAX_SHOWN are shown", () => {
  const views = Array.from({ length: 12 }, (_, i) => `p${i}`);
  expect(
    shownRecently(
      views,
      views.map((h) => product(h)),
    ),
  ).toHaveLength(MAX_SHOWN);
});

test("stored views are validated: anything else is dropped quietly", () => {
  const storage = new MemoryStorage();
  for (const bad of ["{", '"a"', '["Not A Handle"]', JSON.stringify(Array(13).fill("a")), "[1]"]) {
    storage.setItem(RECENTLY_VIEWED_KEY, bad);
    expect(readRecentlyViewed(storage), bad).toEqual([]);
    expect(storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  }
});

test("remembering a view stores it and returns the list as it was", () => {
  const storage = new MemoryStorage();
  expect(rememberView("collar", storage)).toEqual([]);
  expect(rememberView("coat", storage)).toEqual(["collar"]);
  expect(readRecentlyViewed(storage)).toEqual(["coat", "collar"]);
  rememberView("../evil", storage);
  expect(readRecentlyViewed(storage)).toEqual(["coat", "collar"]);
  storage.failing = "all";
  expect(rememberView("leash", storage)).toEqual([]);
});
