import type { Browser, Page } from "@playwright/test";
import { cartDrawer, closeDrawer } from "./cart-journey";
import {
  createProductInConsole,
  setPublishedInConsole,
  uniqueProductTitle,
} from "./merchant-console";
import { expect, test } from "./fixtures";
import { signIn } from "./sign-in";

// The saved list and recently viewed, as a shopper meets them: the heart on cards and product
// pages, the header's count, /saved with prices, stock, Add to Cart and Remove, the share link
// opened read-only elsewhere, two tabs in step, a signed-in customer's list kept on the account,
// recently viewed after a few product pages, and storage that another script has spoiled.

const CUSHION = { handle: "orthopedic-nap-cushion", title: "Orthopedic Nap Cushion" };
const BUNNY = { handle: "lavender-bunny-plush", title: "Lavender Bunny Plush" };
const SWEATER = { handle: "cloud-puff-cable-sweater", title: "Cloud Puff Cable Sweater" };
const CARROT = { handle: "crinkle-carrot-plush", title: "Crinkle Carrot Plush" };

// Each journey opens several pages, some in two tabs or browsers: more than the usual budget.
test.beforeEach(() => {
  test.slow();
});

const main = (page: Page) => page.getByRole("main");
const heart = (page: Page, title: string) =>
  main(page).getByRole("button", { name: `Save ${title}`, exact: true });
const savedLink = (page: Page) => page.getByRole("link", { name: /^Saved( \(\d+\))?$/ });

async function saveOnProductPage(page: Page, product: { handle: string; title: string }) {
  await page.goto(`/product/${product.handle}`);
  const button = heart(page, product.title);
  // The list loads once the page is idle; until then the heart cannot say whether it is saved.
  await expect(savedLink(page)).toBeVisible();
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

const savedItem = (page: Page, title: string) =>
  main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title }) });

test("save and unsave from a card and the product page; the header counts them", async ({
  page,
}) => {
  await page.goto("/shop");
  const card = heart(page, SWEATER.title);
  await expect(card).toHaveAttribute("aria-pressed", "false");
  await card.click();
  await expect(card).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Saved (1)" })).toBeVisible();

  await page.goto(`/product/${SWEATER.handle}`);
  const onPage = heart(page, SWEATER.title);
  await expect(onPage).toHaveAttribute("aria-pressed", "true");
  await onPage.click();
  await expect(onPage).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("link", { name: "Saved", exact: true })).toBeVisible();
});

test("the saved page: price and stock, Add to Cart, Remove, and the share link", async ({
  page,
  browser,
}) => {
  await saveOnProductPage(page, CARROT);
  await saveOnProductPage(page, SWEATER);
  await saveOnProductPage(page, CUSHION);
  await savedLink(page).click();
  await expect(main(page).getByRole("heading", { name: "Saved", level: 1 })).toBeVisible();

  const cushion = savedItem(page, CUSHION.title);
  await expect(cushion).toContainText("$96.00");
  await expect(cushion).toContainText("In stock");
  await expect(savedItem(page, CARROT.title)).toContainText("Sold out");
  await expect(
    savedItem(page, CARROT.title).getByRole("button", { name: "Sold Out" }),
  ).toBeDisabled();
  // A product with sizes to choose goes to its page rather than guessing one.
  await expect(
    savedItem(page, SWEATER.title).getByRole("link", {
      name: `Choose options for ${SWEATER.title}`,
    }),
  ).toBeVisible();

  await cushion.getByRole("button", { name: `Add ${CUSHION.title} to cart` }).click();
  await expect(cartDrawer(page)).toContainText(CUSHION.title);
  await closeDrawer(page);

  const link = await page.getByLabel("Share this list").inputValue();
  const shared = new URL(link);
  expect(shared.pathname).toBe("/saved");
  expect(shared.searchParams.get("items")?.split(",").sort()).toEqual(
    [CARROT.handle, SWEATER.handle, CUSHION.handle].sort(),
  );

  await savedItem(page, CARROT.title)
    .getByRole("button", { name: `Remove ${CARROT.title}` })
    .click();
  await expect(savedItem(page, CARROT.title)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Saved (2)" })).toBeVisible();

  // Another device: the shared list, read-only; junk in the link is ignored.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(
    `${shared.pathname}?items=${shared.searchParams.get("items")},NOT*valid,no-such-product`,
  );
  await expect(
    main(elsewhere).getByRole("heading", { name: "A saved list, shared with you" }),
  ).toBeVisible();
  await expect(savedItem(elsewhere, CUSHION.title)).toContainText("$96.00");
  await expect(savedItem(elsewhere, SWEATER.title)).toBeVisible();
  await expect(main(elsewhere).getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await expect(main(elsewhere).getByLabel("Share this list")).toHaveCount(0);
  // Opening it saved nothing on that device.
  await expect(elsewhere.getByRole("link", { name: "Saved", exact: true })).toBeVisible();
  await other.close();
});

test("two tabs stay in step", async ({ page }) => {
  const second = await page.context().newPage();
  await page.goto("/shop");
  await second.goto("/saved");
  await expect(main(second).getByText("Nothing saved yet.", { exact: false })).toBeVisible();
  await heart(page, BUNNY.title).click();
  await expect(second.getByRole("link", { name: "Saved (1)" })).toBeVisible();
  await expect(savedItem(second, BUNNY.title)).toBeVisible();
  await savedItem(second, BUNNY.title)
    .getByRole("button", { name: `Remove ${BUNNY.title}` })
    .click();
  await expect(heart(page, BUNNY.title)).toHaveAttribute("aria-pressed", "false");
  await second.close();
});

test("recently viewed after three product pages: never the current one, sold out last", async ({
  page,
}) => {
  for (const product of [CARROT, SWEATER, BUNNY]) {
    await page.goto(`/product/${product.handle}`);
    await expect(main(page).getByRole("heading", { name: product.title, level: 1 })).toBeVisible();
    // The view is recorded once the page is interactive (a shopper who stays a moment).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("boutique.recently-viewed")))
      .toContain(`"${product.handle}"`);
  }
  const recent = main(page).getByRole("region", { name: "Recently viewed" });
  await expect(recent.getByRole("listitem")).toHaveCount(2);
  await expect(recent.getByRole("link")).toHaveText([SWEATER.title, CARROT.title]);

  await page.goto("/");
  const home = main(page).getByRole("region", { name: "Recently viewed" });
  await expect(home.getByRole("link")).toHaveText([BUNNY.title, SWEATER.title, CARROT.title]);
});

test("corrupted storage for the saved list and recently viewed is dropped quietly", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.setItem("boutique.saved-items", '{"saved":[{"handle":"<script>","at":1}]');
    localStorage.setItem("boutique.recently-viewed", '["ok", 42, "Not A Handle"]');
    localStorage.setItem("boutique.saved-items.sync", "garbage");
  });
  await page.goto("/saved");
  await expect(main(page).getByText("Nothing saved yet.", { exact: false })).toBeVisible();
  await page.goto(`/product/${BUNNY.handle}`);
  await expect(savedLink(page)).toHaveText("");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("boutique.recently-viewed")))
    .toBe(JSON.stringify([BUNNY.handle]));
  expect(await page.evaluate(() => localStorage.getItem("boutique.saved-items"))).toBeNull();
});

test("a saved product the shop hides stays on the list out of sight, and is back when the shop lists it again", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one browser is enough for the console");
  const { title, handle } = uniqueProductTitle("Rain Cape");
  const owner = await browser.newPage();
  await createProductInConsole(owner, title);

  // Saved with one product the shop has never had (deleted long ago, to the Storefront API
  // the same as hidden).
  await page.goto("/");
  await page.evaluate(
    (handles) =>
      localStorage.setItem(
        "boutique.saved-items",
        JSON.stringify({
          saved: handles.map((handle, i) => ({ handle, at: i + 1 })),
          removed: [],
        }),
      ),
    ["a-product-long-gone", BUNNY.handle, handle],
  );
  await page.goto("/saved");
  const titles = main(page).getByRole("listitem").getByRole("heading");
  await expect(titles).toHaveText([BUNNY.title, title]);
  await expect(main(page)).toContainText(
    "1 saved product isn't in the shop at the moment. It will show here again if the shop brings it back.",
  );

  // Read again on each reload until the shop's caches have heard of the change.
  const shownAfterReload = async () => {
    await page.reload();
    await expect(titles.first()).toBeVisible();
    return titles.allTextContents();
  };
  await setPublishedInConsole(owner, title, false);
  await expect.poll(shownAfterReload, { timeout: 15_000 }).toEqual([BUNNY.title]);
  await expect(main(page)).toContainText(
    "2 saved products aren't in the shop at the moment. They will show here again if the shop brings them back.",
  );
  await expect(page.getByRole("link", { name: "Saved (3)" })).toBeVisible();

  await setPublishedInConsole(owner, title, true);
  await expect.poll(shownAfterReload, { timeout: 15_000 }).toEqual([BUNNY.title, title]);

  // The shopper takes the one that is gone off the list; the account's copy would not bring
  // it back (recorded as a removal).
  await main(page).getByRole("button", { name: "Remove it from the list" }).click();
  await expect(page.getByRole("link", { name: "Saved (2)" })).toBeVisible();
  await expect(main(page)).not.toContainText("isn't in the shop");
  const stored = await page.evaluate(() => localStorage.getItem("boutique.saved-items") ?? "");
  expect(JSON.parse(stored).removed).toContainEqual(
    expect.objectContaining({ handle: "a-product-long-gone" }),
  );
  await owner.close();
});

async function accountList(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await page.goto("/saved");
  const titles = main(page).getByRole("listitem").getByRole("heading");
  await expect(titles.first()).toBeVisible();
  const names = await titles.allTextContents();
  await context.close();
  return names;
}

test("signing in merges the browser's list with the account's, on the account", async ({
  page,
  browser,
}) => {
  // Three sign-ins through the provider's screens, each in its own browser.
  test.setTimeout(240_000);
  // The account already has the cushion, saved on another device.
  const device = await browser.newContext();
  const devicePage = await device.newPage();
  await signIn(devicePage);
  const written = devicePage.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      (response.request().postData() ?? "").includes("metafieldsSet"),
  );
  await saveOnProductPage(devicePage, CUSHION);
  expect((await written).ok()).toBe(true);
  await device.close();

  // A guest saves the bunny in this browser, then signs in.
  await saveOnProductPage(page, BUNNY);
  await signIn(page);
  await page.goto("/saved");
  await expect(savedItem(page, BUNNY.title)).toBeVisible();
  await expect(savedItem(page, CUSHION.title)).toBeVisible();

  // Both are on the account now: a third browser that signs in finds them.
  expect(await accountList(browser)).toEqual(expect.arrayContaining([BUNNY.title, CUSHION.title]));

  // The demo customer is shared by every journey: take both off again, through the account.
  const written2 = page.waitForResponse((response) =>
    (response.request().postData() ?? "").includes("metafieldsSet"),
  );
  await savedItem(page, BUNNY.title)
    .getByRole("button", { name: `Remove ${BUNNY.title}` })
    .click();
  await savedItem(page, CUSHION.title)
    .getByRole("button", { name: `Remove ${CUSHION.title}` })
    .click();
  expect((await written2).ok()).toBe(true);
});
