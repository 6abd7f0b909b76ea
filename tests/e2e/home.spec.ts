import { expect, test } from "@playwright/test";

test("the home page is server-rendered with Peyton's picks from the provider", async ({
  page,
  request,
}) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // First paint carries the products: they are in the HTML before any script runs.
  expect(html).toContain("Peyton&#x27;s Picks");
  expect(html).toMatch(/<h3[^>]*>[^<]+<\/h3>/);

  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Peyton's Picks" })).toBeVisible();
  const cards = page.getByRole("listitem");
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await expect(cards.first().getByRole("img")).toHaveJSProperty("complete", true);
  expect(errors).toEqual([]);
});

test("an unknown path shows the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
