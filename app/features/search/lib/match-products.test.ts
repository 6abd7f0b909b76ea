import { describe, expect, it } from "vitest";
import { matchProducts, MAX_SUGGESTIONS } from "./match-products";

const products = [
  { id: "cloud-sweater", name: "Cloud Puff Cable Sweater", category: "Clothing" },
  { id: "tote", name: "Petite Tote Carrier", category: "Carriers" },
  { id: "bow", name: "Velvet Hair Bow", category: "Accessories" },
  { id: "rope", name: "Rope Tug", category: "Toys" },
  { id: "ball", name: "Squeaky Ball", category: "Toys" },
  { id: "duck", name: "Plush Duck", category: "Toys" },
  { id: "bone", name: "Chew Bone", category: "Toys" },
  { id: "mouse", name: "Catnip-free Mouse", category: "Toys" },
  { id: "lead", name: "Leather Lead", category: "Walking" },
];

describe("matchProducts (spec §2 header search)", () => {
  it("matches the product name case-insensitively", () => {
    expect(matchProducts("SWEATER", products).map((p) => p.id)).toEqual(["cloud-sweater"]);
  });

  it("matches the category case-insensitively", () => {
    expect(matchProducts("carriers", products).map((p) => p.id)).toEqual(["tote"]);
  });

  it("matches anywhere in the text, not only at the start", () => {
    expect(matchProducts("puff", products).map((p) => p.id)).toEqual(["cloud-sweater"]);
  });

  it("trims the query before matching", () => {
    expect(matchProducts("   bow  ", products).map((p) => p.id)).toEqual(["bow"]);
  });

  it("returns at most five suggestions, in catalogue order", () => {
    const result = matchProducts("toys", products);
    expect(MAX_SUGGESTIONS).toBe(5);
    expect(result.map((p) => p.id)).toEqual(["rope", "ball", "duck", "bone", "mouse"]);
  });

  it("returns nothing for an empty or blank query", () => {
    expect(matchProducts("", products)).toEqual([]);
    expect(matchProducts("   ", products)).toEqual([]);
  });

  it("returns nothing when no name or category matches", () => {
    expect(matchProducts("unicorn", products)).toEqual([]);
  });
});
