import type { Locator, Page } from "@playwright/test";
import { signIn } from "./sign-in";
import { expect, test } from "./fixtures";

// The Profile tab's details and edit form, and the addresses card: add (a US
// state from the dropdown), edit (to another country, typed province), make default, delete.
// The demo customer is shared by every journey, so each change is undone before the end.

async function openProfile(page: Page) {
  await signIn(page);
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: "Profile Information" })).toBeVisible();
}

const addresses = (page: Page) => page.getByTestId("address");
const addressWith = (page: Page, text: string) => addresses(page).filter({ hasText: text });

async function fillAddress(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

test("the customer edits their name, and the required fields say what is missing", async ({
  page,
}) => {
  await openProfile(page);
  const details = page.getByRole("region", { name: "Profile Information" });
  await expect(details.getByText("Peyton", { exact: true })).toBeVisible();
  await expect(details.getByText("demo@example.com")).toBeVisible();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  const form = page.getByRole("form", { name: "Edit profile" });
  await expect(form.getByLabel("Email")).toBeDisabled();
  await expect(form.getByLabel("Phone")).toBeDisabled();
  await expect(form.getByText("Email and phone number cannot be edited here.")).toBeVisible();
  await form.getByLabel("First Name").fill(" ");
  await form.getByLabel("Last Name").fill("");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(form.getByText("First name is required")).toBeVisible();
  await expect(form.getByText("Last name is required")).toBeVisible();

  await form.getByLabel("First Name").fill("Penny");
  await form.getByLabel("Last Name").fill("Parker");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your profile has been updated successfully")).toBeVisible();
  await expect(details.getByText("Penny", { exact: true })).toBeVisible();
  await expect(page.getByTestId("account-name")).toHaveText("Penny Parker");
  // The provider kept it: a reload reads it back.
  await page.reload();
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(details.getByText("Penny", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await form.getByLabel("First Name").fill("Peyton");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(details.getByText("Peyton", { exact: true })).toBeVisible();
  await expect(page.getByTestId("account-name")).toHaveText("Peyton Parker");
});

test(
  "the customer adds, edits, makes default and deletes an address",
  { tag: "@smoke" },
  async ({ page }) => {
    await openProfile(page);
    const card = page.getByRole("region", { name: "Addresses" });
    await expect(addresses(page).first().getByText("Default", { exact: true })).toBeVisible();
    const oldDefault = (await addresses(page).first().locator("address").textContent()) ?? "";
    const street = `${Date.now() % 100000} Alder Street`;

    // Add: the button hides while the form is open; empty fields say what is missing.
    await card.getByRole("button", { name: "Add Address" }).click();
    await expect(card.getByRole("button", { name: "Add Address" })).toBeHidden();
    const add = page.getByRole("form", { name: "Add address" });
    await add.getByRole("button", { name: "Save Address" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Address is required",
      "City is required",
      "State/Province is required",
      "Zip code is required",
    ]) {
      await expect(add.getByText(message)).toBeVisible();
    }
    await expect(add.getByLabel("Country")).toHaveValue("US");
    await fillAddress(add, {
      "First Name": "Peyton",
      "Last Name": "Parker",
      Address: street,
      City: "Portland",
      State: "Oregon",
      "Zip Code": "97205",
    });
    await expect(add.getByLabel("State")).toHaveValue("Oregon");
    await add.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByText("Address added successfully!")).toBeVisible();
    const added = addressWith(page, street);
    await expect(added).toContainText("Portland, OR, 97205");
    await expect(added).toContainText("United States");
    await expect(added.getByText("Default", { exact: true })).toBeHidden();

    // Edit: another country takes a typed province instead of the state list.
    await added.getByRole("button", { name: /^Edit address/ }).click();
    const edit = page.getByRole("form", { name: "Edit address" });
    await expect(edit.getByLabel("State")).toHaveValue("Oregon");
    await edit.getByLabel("Country").selectOption("CA");
    await fillAddress(edit, { "State/Province": "ON", City: "Toronto", "Zip Code": "M5V 2T6" });
    await edit.getByRole("button", { name: "Update Address" }).click();
    await expect(page.getByText("Address updated successfully!")).toBeVisible();
    await expect(addressWith(page, street)).toContainText("Toronto, ON, M5V 2T6");
    await expect(addressWith(page, street)).toContainText("Canada");

    // Make it the default: it moves to the top, the old default follows it.
    await addressWith(page, street)
      .getByRole("button", { name: /^Edit address/ })
      .click();
    await edit.getByLabel("Set as default address").check();
    await edit.getByRole("button", { name: "Update Address" }).click();
    await expect(addresses(page).first()).toContainText(street);
    await expect(addresses(page).first().getByText("Default", { exact: true })).toBeVisible();
    await expect(addresses(page).nth(1).locator("address")).toHaveText(oldDefault);
    // Editing the default offers no default checkbox (it cannot be demoted).
    await addresses(page)
      .first()
      .getByRole("button", { name: /^Edit address/ })
      .click();
    await expect(edit.getByLabel("Set as default address")).toHaveCount(0);
    await edit.getByRole("button", { name: "Cancel" }).click();

    // Undo: the old default back on top, then the new address deleted.
    await addresses(page)
      .nth(1)
      .getByRole("button", { name: /^Edit address/ })
      .click();
    await edit.getByLabel("Set as default address").check();
    await edit.getByRole("button", { name: "Update Address" }).click();
    await expect(addresses(page).first().locator("address")).toHaveText(oldDefault);
    await addressWith(page, street)
      .getByRole("button", { name: /^Delete address/ })
      .click();
    await expect(page.getByText("Address deleted successfully!")).toBeVisible();
    await expect(addressWith(page, street)).toHaveCount(0);
    await page.reload();
    await page.getByRole("tab", { name: "Profile" }).click();
    await expect(addresses(page).first().locator("address")).toHaveText(oldDefault);
    await expect(addressWith(page, street)).toHaveCount(0);
  },
);

test("a refused address shows the provider's message", async ({ page }) => {
  await openProfile(page);
  await page.getByRole("button", { name: "Add Address" }).click();
  const add = page.getByRole("form", { name: "Add address" });
  // Canada needs a real province code: the provider answers with a userError.
  await add.getByLabel("Country").selectOption("CA");
  await fillAddress(add, {
    "First Name": "Peyton",
    "Last Name": "Parker",
    Address: "1 Nowhere Road",
    City: "Toronto",
    "State/Province": "ZZ",
    "Zip Code": "M5V 2T6",
  });
  await add.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Zone code ZZ is invalid for CA")).toBeVisible();
  await expect(add).toBeVisible();
  await add.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Add Address" })).toBeVisible();
});

test("a customer without addresses is told what adding one is for", async ({ page }) => {
  await page.route(/\/account\/customer\/api\/.*\/graphql/, async (route) => {
    const body = route.request().postDataJSON() as { query?: string };
    if (!body.query?.includes("query GetCustomer ")) return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as {
      data: { customer: { defaultAddress: unknown; addresses: { nodes: unknown[] } } };
    };
    json.data.customer.defaultAddress = null;
    json.data.customer.addresses.nodes = [];
    return route.fulfill({ response, json });
  });
  await openProfile(page);
  await expect(page.getByRole("heading", { name: "No addresses added" })).toBeVisible();
  await expect(page.getByText("Add an address to make checkout faster")).toBeVisible();
  await expect(addresses(page)).toHaveCount(0);
});
