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
