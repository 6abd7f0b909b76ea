import { signIn } from "./sign-in";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

// The account screens a customer reads and fills in, held to the same axe rules as the shop.

test("the orders tab, the orders page and an order's page have no serious axe violations", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByTestId("order-card")).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/account/orders");
  await expect(page.getByTestId("order-card")).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByTestId("order-card")
    .first()
    .getByRole("link", { name: /^View details/ })
    .click();
  await expect(page.getByRole("region", { name: "Order Summary" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the profile tab, its edit form and the address form have no serious axe violations", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByTestId("address").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByRole("button", { name: "Add Address" }).click();
  const add = page.getByRole("form", { name: "Add address" });
  // With every required-field message showing.
  await add.getByRole("button", { name: "Save Address" }).click();
  await expect(add.getByText("City is required")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
