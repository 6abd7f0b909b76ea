import type { Page } from "@playwright/test";
import {
  addButton,
  badge,
  CART_GID,
  CART_ID_KEY,
  cartDrawer,
  closeDrawer,
  currentStock,
  DINING_DUO,
  expectDrawerLines,
  expectCartIdle,
  LOCAL_CART_KEY,
  NAP_CUSHION,
  openDrawer,
  openProduct,
  operationOf,
  providerLines,
  recordOperations,
  SATIN_BOWS,
  SNUFFLE_MAT,
  storedCartId,
  storedCopy,
  TRAVEL_CARRIER,
  TREAT_POUCH,
} from "./cart-journey";
import { expect, test } from "./fixtures";

// The cart against the browser's own hazards: clicks faster than the provider answers, two
// tabs sharing one cart, and storage that is corrupted or refuses to work. The provider's side is in cart-robustness.spec.ts.

/** Clicks the page's Add to Cart `times` times within one task, before the page can re-render. */
const clickAddRapidly = (page: Page, times: number) =>
  addButton(page).evaluate((button: HTMLElement, n) => {
    for (let i = 0; i < n; i += 1) button.click();
  }, times);

test("rapid Add to Cart clicks on a low-stock item: one line, never above stock, with the spec's stock messages", async ({
  page,
  request,
}) => {
  const stock = await currentStock(request, TRAVEL_CARRIER);
  expect(stock, "the stock case needs at least 3 carriers left").toBeGreaterThanOrEqual(3);
  await openProduct(page, TRAVEL_CARRIER);
  const increase = page.getByRole("main").getByRole("button", { name: "Increase quantity" });
  for (let i = 1; i < stock - 1; i += 1) await increase.click();
  await expect(page.getByTestId("quantity")).toHaveText(String(stock - 1));
  const operations = recordOperations(page);

  await clickAddRapidly(page, 3);
  await expect(page.getByText("Only 1 more item(s) can be added to cart").first()).toBeVisible();
  await expectCartIdle(page);
  await expectDrawerLines(page, [{ item: TRAVEL_CARRIER, quantity: stock - 1 }]);
  await closeDrawer(page);

  const decrease = page.getByRole("main").getByRole("button", { name: "Decrease quantity" });
  for (let i = 1; i < stock - 1; i += 1) await decrease.click();
  await expect(page.getByTestId("quantity")).toHaveText("1");
  await clickAddRapidly(page, 4);
  await expect(
    page.getByText("This item is already at maximum quantity in your cart").first(),
  ).toBeVisible();
  await expectCartIdle(page);
  await expectDrawerLines(page, [{ item: TRAVEL_CARRIER, quantity: stock }]);
  await expect(badge(page)).toHaveText(String(stock));
  expect(await providerLines(request, await storedCartId(page))).toEqual([
    { handle: TRAVEL_CARRIER.handle, quantity: stock },
  ]);
  // One request per accepted add; the refused clicks sent nothing.
  expect(operations.count("CartCreate") + operations.count("CartLinesAdd")).toBe(2);
});

test("rapid taps on the drawer's + stop at the stock and go to the provider as one update of the final quantity", async ({
  page,
  request,
}) => {
  const stock = await currentStock(request, SATIN_BOWS);
  expect(stock, "the stock case needs at least 3 bows left").toBeGreaterThanOrEqual(3);
  await openProduct(page, SATIN_BOWS);
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectCartIdle(page);
  const operations = recordOperations(page);

  const increase = cartDrawer(page).getByRole("button", {
    name: `Increase quantity of ${SATIN_BOWS.name}`,
  });
  const box = (await increase.boundingBox())!;
  // Real taps, as fast as the browser takes them, more than the stock allows.
  for (let i = 0; i < stock + 3; i += 1) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  await expectDrawerLines(page, [{ item: SATIN_BOWS, quantity: stock }]);
  await expect(increase).toBeDisabled();
  await expect(badge(page)).toHaveText(String(stock));
  await expect(cartDrawer(page).getByRole("status")).toHaveText(
    `Quantity of ${SATIN_BOWS.name} updated to ${stock}.`,
  );
  await expect(cartDrawer(page).getByRole("list", { name: "Items in your cart" })).toHaveAttribute(
    "aria-busy",
    "false",
  );
  expect(await providerLines(request, await storedCartId(page))).toEqual([
    { handle: SATIN_BOWS.handle, quantity: stock },
  ]);
  const updates = operations.sent.filter((s) => s.name === "CartLinesUpdate");
  expect(updates.map((u) => (u.variables.lines as { quantity: number }[])[0]!.quantity)).toEqual([
    stock,
  ]);
});

test(
  "two tabs: an add in one shows in the other's badge and drawer without a reload, and back",
  { tag: "@smoke" },
  async ({ page, context }) => {
    const other = await context.newPage();
    const otherErrors: string[] = [];
    other.on("console", (message) => {
      if (message.type() === "error") otherErrors.push(message.text());
    });
    other.on("pageerror", (e) => otherErrors.push(e.message));
    await openProduct(page, NAP_CUSHION);
    await other.goto("/", { waitUntil: "networkidle" });
    await expect(other.getByRole("button", { name: "Open cart", exact: true })).toBeVisible();

    await addButton(page).click();
    await expect(page.getByText("Added to cart!")).toBeVisible();
    await expect(badge(other)).toHaveText("1");
    await openDrawer(other);
    await expectDrawerLines(other, [{ item: NAP_CUSHION, quantity: 1 }]);
    expect(await storedCartId(other)).toBe(await storedCartId(page));

    await cartDrawer(other)
      .getByRole("button", { name: `Increase quantity of ${NAP_CUSHION.name}` })
      .click();
    await expect(badge(other)).toHaveText("2");
    await expect(badge(page)).toHaveText("2");
    await expectDrawerLines(page, [{ item: NAP_CUSHION, quantity: 2 }]);
    expect(otherErrors).toEqual([]);
  },
);

test("two tabs adding at the same moment with no cart yet make one cart holding both items", async ({
  page,
  context,
  request,
}) => {
  const other = await context.newPage();
  const operations = recordOperations(context);
  // Each cart creation takes a moment, so without coordination both tabs would create one.
  await context.route("**/api/*/graphql.json", async (route) => {
    if (operationOf(route.request()) === "CartCreate") {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await route.fallback();
  });
  await openProduct(page, NAP_CUSHION);
  await openProduct(other, DINING_DUO);

  await Promise.all([addButton(page).click(), addButton(other).click()]);
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expect(other.getByText("Added to cart!")).toBeVisible();
  await expect(badge(page)).toHaveText("2");
  await expect(badge(other)).toHaveText("2");
  const id = await storedCartId(page);
  expect(id).toMatch(CART_GID);
  expect(await storedCartId(other)).toBe(id);
  expect(operations.count("CartCreate")).toBe(1);
  expect(await providerLines(request, id)).toEqual([
    { handle: NAP_CUSHION.handle, quantity: 1 },
    { handle: DINING_DUO.handle, quantity: 1 },
  ]);
  await expectDrawerLines(page, [
    { item: NAP_CUSHION, quantity: 1 },
    { item: DINING_DUO, quantity: 1 },
  ]);
});

const LEGACY_COPY = JSON.stringify({
  items: [{ id: "snuffle-mat-meadow", quantity: 2, price: 35 }],
  total: 70,
});
const TAMPERED_COPY = JSON.stringify({
  version: 1,
  cartId: null,
  currencyCode: "USD",
  items: [
    {
      id: "plush-avocado-duo-_-gid://shopify/ProductVariant/1",
      product: {
        id: "plush-avocado-duo",
        name: "Avocado Halves Plush",
        price: 26,
        image: "javascript:alert(1)",
        description: "",
        category: "Clothing",
      },
      quantity: 1,
      variantId: "gid://shopify/ProductVariant/1",
      unitPrice: 26,
      lineId: "gid://shopify/CartLine/1",
    },
  ],
});

const CORRUPTED: { what: string; stored: Record<string, string> }[] = [
  { what: "a local copy that is not JSON", stored: { [LOCAL_CART_KEY]: '{"version":1,"items":[' } },
  { what: "a javascript: cart id", stored: { [CART_ID_KEY]: "javascript:alert(document.cookie)" } },
  { what: "a cart id of another kind", stored: { [CART_ID_KEY]: "gid://shopify/Customer/1" } },
  { what: "a local copy in an old format", stored: { [LOCAL_CART_KEY]: LEGACY_COPY } },
  {
    what: "a version 1 copy with a javascript: image",
    stored: { [LOCAL_CART_KEY]: TAMPERED_COPY },
  },
];

for (const { what, stored } of CORRUPTED) {
  test(`corrupted storage, ${what}: the page loads cleanly, the entry is discarded and Add to Cart works`, async ({
    page,
    request,
  }) => {
    // Written before any of the page's scripts run, on the first load only.
    await page.addInitScript((entries) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    const bodies: string[] = [];
    page.on("request", (r) => {
      if (operationOf(r)) bodies.push(r.postData() ?? "");
    });

    await openProduct(page, SNUFFLE_MAT);
    await expect(page.getByRole("button", { name: "Open cart", exact: true })).toBeVisible();
    await expect.poll(() => storedCartId(page)).toBeNull();
    await expect.poll(() => storedCopy(page)).toBeNull();

    await addButton(page).click();
    await expect(page.getByText("Added to cart!")).toBeVisible();
    await expectDrawerLines(page, [{ item: SNUFFLE_MAT, quantity: 1 }]);
    await expect(badge(page)).toHaveText("1");
    await expectCartIdle(page);
    const id = await storedCartId(page);
    expect(id).toMatch(CART_GID);
    expect(await providerLines(request, id)).toEqual([{ handle: SNUFFLE_MAT.handle, quantity: 1 }]);
    const copy = JSON.parse((await storedCopy(page))!) as { version: number; cartId: string };
    expect(copy).toMatchObject({ version: 1, cartId: id });
    expect(bodies.filter((b) => /javascript:|shopify\/Customer/.test(b))).toEqual([]);
  });
}

test("storage that throws on every use: the shop still works for the visit (add, drawer, quantity, remove)", async ({
  page,
  request,
}) => {
  // localStorage only: sessionStorage is React Router's (scroll restoration), not the cart's.
  await page.addInitScript(() => {
    for (const name of ["getItem", "setItem", "removeItem"] as const) {
      const original = Storage.prototype[name] as (...args: unknown[]) => unknown;
      Storage.prototype[name] = function (this: Storage, ...args: unknown[]) {
        if (this === window.localStorage) {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        }
        return original.apply(this, args);
      } as never;
    }
  });
  const created = page.waitForResponse((r) => operationOf(r.request()) === "CartCreate");
  await openProduct(page, TREAT_POUCH);
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectDrawerLines(page, [{ item: TREAT_POUCH, quantity: 1 }]);
  await expect(badge(page)).toHaveText("1");
  const answer = (await (await created).json()) as {
    data: { cartCreate: { cart: { id: string } } };
  };
  const id = answer.data.cartCreate.cart.id;

  await cartDrawer(page)
    .getByRole("button", { name: `Increase quantity of ${TREAT_POUCH.name}` })
    .click();
  await expect(cartDrawer(page).getByRole("status")).toHaveText(
    `Quantity of ${TREAT_POUCH.name} updated to 2.`,
  );
  await expect(badge(page)).toHaveText("2");
  expect(await providerLines(request, id)).toEqual([{ handle: TREAT_POUCH.handle, quantity: 2 }]);

  // The next add goes into the same cart, which this tab keeps in memory.
  await closeDrawer(page);
  await addButton(page).click();
  await expectDrawerLines(page, [{ item: TREAT_POUCH, quantity: 3 }]);
  await expectCartIdle(page);
  expect(await providerLines(request, id)).toEqual([{ handle: TREAT_POUCH.handle, quantity: 3 }]);

  await cartDrawer(page)
    .getByRole("button", { name: `Remove ${TREAT_POUCH.name}` })
    .click();
  await expect(cartDrawer(page).getByText("Your cart is empty")).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await expect.poll(() => providerLines(request, id)).toEqual([]);
});
