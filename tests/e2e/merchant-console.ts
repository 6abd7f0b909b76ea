import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { PROVIDER_PORT } from "./ports";

// The shop owner's side of a journey, in the provider's merchant console (/admin).

const RETURNS = `http://localhost:${PROVIDER_PORT}/admin/returns`;

/** Approves the return `returnName` on the console's Returns page, as the shop owner does. */
export async function approveReturnInConsole(page: Page, returnName: string) {
  await page.goto(RETURNS);
  await page.getByRole("button", { name: `Approve return ${returnName}` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Return ${returnName} is approved: the customer may send it back.`,
  );
}

const PRODUCTS = `http://localhost:${PROVIDER_PORT}/admin/products`;

/** A title of its own per run ("Dewdrop…"), so a run that stopped half-way leaves no clash. */
export function uniqueProductTitle(kind: string) {
  const word = `Dewdrop${Date.now().toString(36)}`;
  const title = `${word} ${kind}`;
  return { word, title, handle: title.toLowerCase().replaceAll(" ", "-") };
}

/** Creates a published coat in two sizes from the console's New product form. */
export async function createProductInConsole(page: Page, title: string) {
  await page.goto(PRODUCTS);
  await page.getByText("New product").click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill("Light, warm and quick to dry.");
  await page.getByLabel("Category", { exact: true }).selectOption("Clothing");
  await page.getByLabel("Product type", { exact: true }).fill("Coats");
  await page.getByLabel("Price", { exact: true }).fill("44");
  await page.getByLabel("Sizes and stock", { exact: true }).fill("XS: 3, S: 2");
  await page.getByLabel("Publish on the shop", { exact: true }).check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("status")).toHaveText(`${title} is created and published.`);
}

/** Hides the product from the shop, or publishes it again, from the console's product list. */
export async function setPublishedInConsole(page: Page, title: string, published: boolean) {
  await page.goto(`${PRODUCTS}?${new URLSearchParams({ q: title })}`);
  await page.getByRole("button", { name: `${published ? "Publish" : "Hide"} ${title}` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `${title} is ${published ? "published" : "hidden from the shop"}.`,
  );
}
