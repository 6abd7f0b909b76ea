import { expect, test } from "vitest";
import { COLOUR_SWATCHES, FALLBACK_SWATCH, swatchColour } from "./colour-swatches";

test("every spec colour has a swatch, Gray and Grey alike", () => {
  for (const name of ["Red", "Blue", "Green", "Black", "White", "Pink", "Purple", "Yellow"]) {
    expect(COLOUR_SWATCHES[name.toLowerCase()]).toMatch(/^#/);
  }
  for (const name of ["Orange", "Gray", "Grey", "Brown", "Navy", "Beige", "Cream"]) {
    expect(COLOUR_SWATCHES[name.toLowerCase()]).toMatch(/^#/);
  }
  expect(COLOUR_SWATCHES.gray).toBe(COLOUR_SWATCHES.grey);
});

test("the variant's own colour comes first, then the value, then grey", () => {
  const variants = [
    { options: { Color: "Blush" }, color: "Pink" },
    { options: { Color: "Navy" }, color: null },
    { options: { Color: "Sage" }, color: null },
  ];
  expect(swatchColour("Color", "Blush", variants)).toBe(COLOUR_SWATCHES.pink);
  expect(swatchColour("Color", "Navy", variants)).toBe(COLOUR_SWATCHES.navy);
  expect(swatchColour("Color", "Sage", variants)).toBe(FALLBACK_SWATCH);
});
