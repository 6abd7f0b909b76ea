import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./sign-in";

// The dog a shopper shops for: the fit finder from a breed or from measurements, selected on the
// page in one tap; the dog remembered in the browser and shown as "Fits Bella: S"; /shop's
// "Fits my dog" filter by URL; a corrupted stored profile, met quietly; and the dog forgotten,
// in this browser and on the account.

const SWEATER = "/product/cloud-puff-cable-sweater";
const PROFILE_KEY = "boutique.dog-profile";
const main = (page: Page) => page.getByRole("main");
const sizeRadio = (page: Page, size: string) =>
  main(page).getByRole("radio", { name: new RegExp(`^${size}\\b`) });
const cardNames = (page: Page) => main(page).getByRole("article").getByRole("heading");

async function openGuide(page: Page) {
  await main(page).getByRole("button", { name: "Size guide" }).click();
  const guide = page.getByRole("dialog", { name: "Size guide" });
  await expect(guide).toBeVisible();
  return guide;
}

test("a breed finds a size, one tap selects it, and the shop remembers the dog by name", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto(SWEATER);
  await expect(main(page).getByRole("button", { name: "Size guide" })).toBeVisible();
  // Without a dog, nothing about one is loaded or shown.
  await expect(main(page).getByTestId("fits-dog")).toHaveCount(0);
  expect(requested.filter((url) => /fits-badge|dog-profile-storage/.test(url))).toEqual([]);

  const guide = await openGuide(page);
  await guide.getByLabel("Your dog's name (optional)").fill("Bella");
  await guide.getByLabel("Breed (optional)").selectOption({ label: "Chihuahua" });
  await expect(guide.getByText(/typical adult Chihuahua's measurements/)).toBeVisible();
  await expect(guide.getByLabel("Chest (in, optional)")).toHaveValue("13");
  await guide.getByRole("button", { name: "Find my size" }).click();
  await expect(guide.getByText("We recommend S")).toBeVisible();
  await expect(guide.getByText("chest 13 in is in S's 13–15 in")).toBeVisible();

  await guide.getByRole("button", { name: "Select S" }).click();
  await expect(guide).toBeHidden();
  await expect(sizeRadio(page, "S")).toBeChecked();
  await expect(main(page).getByTestId("fits-dog")).toHaveText("Fits Bella: S");

  // The dog outlives the page, and the guide starts from it next time.
  await page.reload();
  await expect(main(page).getByTestId("fits-dog")).toHaveText("Fits Bella: S");
  const again = await openGuide(page);
  await expect(again.getByLabel("Your dog's name (optional)")).toHaveValue("Bella");
  await expect(again.getByLabel("Breed (optional)")).toHaveValue("chihuahua");

  // Forgetting the dog empties the finder and takes "Fits Bella" off the page, for good.
  await again.getByRole("button", { name: "Forget Bella" }).click();
  await expect(again.getByLabel("Your dog's name (optional)")).toHaveValue("");
  await expect(again.getByRole("button", { name: /^Forget / })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(main(page).getByTestId("fits-dog")).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByRole("button", { name: "Size guide" })).toBeVisible();
  await expect(main(page).getByTestId("fits-dog")).toHaveCount(0);
});

test("measurements find a size, and product cards then say what fits the dog", async ({ page }) => {
  await page.goto(SWEATER);
  const guide = await openGuide(page);
  await guide.getByRole("button", { name: "Centimetres" }).click();
  await guide.getByLabel("Weight", { exact: true }).fill("2");
  await guide.getByLabel("Weight unit").selectOption("kg");
  await guide.getByLabel("Chest (cm, optional)").fill("35");
  await guide.getByRole("button", { name: "Find my size" }).click();
  await expect(guide.getByText("chest 35 cm is in S's 33–38 cm")).toBeVisible();
  await guide.getByRole("button", { name: "Select S" }).click();
  await expect(sizeRadio(page, "S")).toBeChecked();
  // No name given: the shop says "your dog".
  await expect(main(page).getByTestId("fits-dog")).toHaveText("Fits your dog: S");

  await page.goto("/shop");
  const sweater = main(page).getByRole("article").filter({ hasText: "Cloud Puff Cable Sweater" });
  await expect(sweater.getByTestId("fits-dog")).toHaveText("Fits your dog: S");
  // A product without a size chart says nothing about the dog.
  const bunny = main(page).getByRole("article").filter({ hasText: "Lavender Bunny Plush" });
  await expect(bunny).toBeVisible();
  await expect(bunny.getByTestId("fits-dog")).toHaveCount(0);

  // The toggle puts the dog in the URL, and the grid keeps only what has a size for it.
  await main(page).getByRole("button", { name: "Fits my dog", exact: true }).click();
  await expect(page).toHaveURL(/[?&]fits=weight-2kg\.chest-35cm/);
  await expect(
    main(page).getByRole("button", { name: "Remove filter Fits my dog (2 kg, chest 35 cm)" }),
  ).toBeVisible();
  await expect(bunny).toHaveCount(0);
  await expect(sweater).toBeVisible();
});

test("the Fits my dog filter comes from the URL, composes with the others and can be removed", async ({
  page,
}) => {
  // A shared link: this browser knows no dog, the link carries its measurements.
  await page.goto("/shop?category=Walking&fits=weight-2kg.chest-35cm");
  await expect(
    main(page).getByRole("button", { name: "Remove filter Fits my dog (2 kg, chest 35 cm)" }),
  ).toBeVisible();
  await expect(
    main(page).getByRole("button", { name: "Fits my dog", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  // Walking's harnesses have charts with a size for this dog; its leashes have no chart.
  await expect(cardNames(page)).toHaveCount(3);
  expect((await cardNames(page).allTextContents()).sort()).toEqual([
    "Cloud Mesh Vest Harness",
    "Everyday Step-In Harness",
    "Night Walk Reflective Harness Set",
  ]);

  await main(page)
    .getByRole("button", { name: "Remove filter Fits my dog (2 kg, chest 35 cm)" })
    .click();
  await expect(page).not.toHaveURL(/fits=/);
  await expect(main(page).getByRole("article").filter({ hasText: /leash/i }).first()).toBeVisible();

  // A dog outside every chart fits nothing; a parameter that is not a dog is ignored.
  await page.goto("/shop?fits=chest-90cm");
  await expect(main(page).getByText("No products match your criteria")).toBeVisible();
  await page.goto("/shop?fits=chest-900cm");
  await expect(main(page).getByRole("button", { name: /Remove filter Fits/ })).toHaveCount(0);
  await expect(main(page).getByRole("article").first()).toBeVisible();
});

test("a corrupted dog profile in storage is dropped quietly", async ({ page }) => {
  for (const corrupted of [
    "{not json",
    JSON.stringify({ name: "Bella", weight: { value: 300, unit: "kg" }, updated: {} }),
  ]) {
    await page.goto("/about");
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [PROFILE_KEY, corrupted],
    );
    await page.goto(SWEATER);
    await expect(sizeRadio(page, "S")).toBeVisible();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), PROFILE_KEY))
      .toBeNull();
    await expect(main(page).getByTestId("fits-dog")).toHaveCount(0);
    // The guide still works, and starts empty.
    const guide = await openGuide(page);
    await expect(guide.getByLabel("Your dog's name (optional)")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(guide).toBeHidden();
  }
});

test("signing in merges the dog kept in this browser with the account's, field by field", async ({
  page,
  browser,
}) => {
  // Two sign-ins through the provider's screens, each in its own browser.
  test.setTimeout(240_000);
  // A customer of its own, so no other journey meets this dog.
  const email = `dog-owner-${Date.now()}@example.com`;

  // On another device the customer told the account the dog's name and chest.
  const device = await browser.newContext();
  const devicePage = await device.newPage();
  await signIn(devicePage, email);
  await devicePage.getByRole("tab", { name: "My dog" }).click();
  const tab = devicePage.getByRole("region", { name: "My dog" });
  await tab.getByLabel("Name (optional)").fill("Bella");
  await tab.getByLabel("Chest (in, optional)").fill("14");
  const written = devicePage.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      (response.request().postData() ?? "").includes("metafieldsSet"),
  );
  await tab.getByRole("button", { name: "Save my dog" }).click();
  await expect(tab.getByText("Your dog is saved.")).toBeVisible();
  expect((await written).ok()).toBe(true);
  await device.close();

  // In this browser, as a guest, the finder learned the dog's weight.
  await page.goto(SWEATER);
  const guide = await openGuide(page);
  await guide.getByLabel("Weight", { exact: true }).fill("2");
  await guide.getByLabel("Weight unit").selectOption("kg");
  await guide.getByRole("button", { name: "Find my size" }).click();
  await expect(guide.getByText(/^We recommend /)).toBeVisible();
  await page.keyboard.press("Escape");

  // Signed in, the account's tab holds both: the name and chest from the account, the weight
  // from this browser.
  await signIn(page, email);
  await page.getByRole("tab", { name: "My dog" }).click();
  const merged = page.getByRole("region", { name: "My dog" });
  await expect(merged.getByLabel("Name (optional)")).toHaveValue("Bella");
  await expect(merged.getByLabel("Chest (in, optional)")).toHaveValue("14");
  await expect(merged.getByLabel("Weight (optional)")).toHaveValue("2");
  await expect(merged.getByLabel("Weight unit")).toHaveValue("kg");

  // Forgotten here, the dog is forgotten on the account too: a new device signs in to none.
  const forgotten = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      (response.request().postData() ?? "").includes("metafieldsSet"),
  );
  await merged.getByRole("button", { name: "Forget my dog" }).click();
  await expect(merged.getByText("We've forgotten your dog.")).toBeVisible();
  await expect(merged.getByLabel("Name (optional)")).toHaveValue("");
  expect((await forgotten).ok()).toBe(true);
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await signIn(freshPage, email);
  await freshPage.getByRole("tab", { name: "My dog" }).click();
  const none = freshPage.getByRole("region", { name: "My dog" });
  await expect(none.getByRole("button", { name: "Save my dog" })).toBeVisible();
  await expect(none.getByLabel("Name (optional)")).toHaveValue("");
  await expect(none.getByLabel("Chest (in, optional)")).toHaveValue("");
  await fresh.close();
});
