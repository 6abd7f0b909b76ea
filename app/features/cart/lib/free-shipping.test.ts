import { expect, test } from "vitest";
import { freeShippingProgress } from "./free-shipping";

test("the distance to free shipping is in whole cents and stops at the threshold", () => {
  expect(freeShippingProgress(0)).toEqual({ threshold: 75, remaining: 75, percent: 0 });
  expect(freeShippingProgress(58.1)).toMatchObject({ remaining: 16.9 });
  expect(freeShippingProgress(74.99).remaining).toBe(0.01);
  expect(freeShippingProgress(75)).toEqual({ threshold: 75, remaining: 0, percent: 100 });
  expect(freeShippingProgress(120)).toEqual({ threshold: 75, remaining: 0, percent: 100 });
});
