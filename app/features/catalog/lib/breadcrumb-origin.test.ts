import { expect, test } from "vitest";
import { originFromState, originLabel } from "./breadcrumb-origin";

test.each([
  ["/", "Home"],
  ["/shop", "Shop"],
  ["/shop?category=Toys", "Shop"],
  ["/about", "About Us"],
  ["/about/team", "About Us"],
  ["/faq", "FAQ"],
  ["/contact", "Contact"],
  ["/product/other", "Back"],
  [null, "Back"],
])("origin %s is labelled %s", (path, label) => {
  expect(originLabel(path)).toBe(label);
});

test("only same-site paths are taken from navigation state", () => {
  expect(originFromState({ from: "/shop?size=S" })).toBe("/shop?size=S");
  expect(originFromState({ from: "//evil.example" })).toBeNull();
  expect(originFromState({ from: "https://evil.example" })).toBeNull();
  expect(originFromState(null)).toBeNull();
});
