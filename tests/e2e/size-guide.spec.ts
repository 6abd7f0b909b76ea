import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The size guide on a product page: the chart (inches or centimetres), how to measure, and the
// fit finder's recommendation, selected on the page in one tap.

const SWEATER = "/product/cloud-puff-cable-sweater";
/** Sized by XS/S/M but sold without a chart: no guide. */
const COLLAR = "/product/heirloom-pearl-collar";
const main = (page: Page) => page.getByRole("main");
const sizeRadio = (page: Page, size: string) =>
  main(page).getByRole("radio", { name: new RegExp(`^${size}\\b`) });

test("the guide shows the chart in cm, recommends a size with its reason and selects it", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto(SWEATER);
  const open = main(page).getByRole("button", { name: "Size guide" });
  await expect(open).toBeVisible();
  // The guide's code is not part of the page's first load.
  expect(requested.filter((url) => /size-guide-dialog/.test(url))).toEqual([]);
  await expect(sizeRadio(page, "M")).not.toBeChecked();

  await open.click();
  const guide = page.getByRole("dialog", { name: "Size guide" });
  await expect(guide).toBeVisible();
  const table = guide.getByRole("table", { name: /sizes, in inches and pounds/ });
  await expect(table.getByRole("row", { name: /^S 10–12 13–15 10–12 4–8$/ })).toBeVisible();
  await expect(guide.getByRole("heading", { name: "How to measure" })).toBeVisible();

  await guide.getByRole("button", { name: "Centimetres" }).click();
  await expect(guide.getByRole("button", { name: "Centimetres" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const metric = guide.getByRole("table", { name: /sizes, in centimetres and kilograms/ });
  await expect(metric.getByRole("columnheader", { name: "Chest (cm)" })).toBeVisible();
  await expect(metric.getByRole("row", { name: /^M 30–36 39–46 30–36 3\.6–6\.4$/ })).toBeVisible();

  // A typo is named, not answered with a size.
  await guide.getByLabel("Chest (cm, optional)").fill("140");
  await guide.getByRole("button", { name: "Find my size" }).click();
  await expect(guide.getByText("Chest must be a number from 5 to 100 cm")).toBeVisible();

  await guide.getByLabel("Chest (cm, optional)").fill("42");
  await guide.getByRole("button", { name: "Find my size" }).click();
  await expect(guide.getByText("We recommend M")).toBeVisible();
  await expect(guide.getByText("chest 42 cm is in M's 39–46 cm")).toBeVisible();

  await guide.getByRole("button", { name: "Select M" }).click();
  await expect(guide).toBeHidden();
  await expect(sizeRadio(page, "M")).toBeChecked();
  await expect(main(page).getByText("Size: M")).toBeVisible();
});

test("between two sizes the guide says to size up", async ({ page }) => {
  await page.goto(SWEATER);
  await main(page).getByRole("button", { name: "Size guide" }).click();
  const guide = page.getByRole("dialog", { name: "Size guide" });
  await guide.getByLabel("Chest (in, optional)").fill("12.75");
  await guide.getByRole("button", { name: "Find my size" }).click();
  await expect(guide.getByText("Between sizes — size up to S")).toBeVisible();
  await expect(
    guide.getByText(/chest 12\.75 in is between XS .* and S .*: size up to S/),
  ).toBeVisible();
  await expect(guide.getByRole("button", { name: "Select S" })).toBeVisible();
});

test("a sized product without a chart shows no size guide", async ({ page }) => {
  await page.goto(COLLAR);
  await expect(sizeRadio(page, "XS")).toBeAttached();
  await expect(main(page).getByRole("button", { name: "Size guide" })).toHaveCount(0);
});
