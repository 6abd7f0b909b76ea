import {
  addButton,
  AVOCADO,
  badge,
  CART_GID,
  CART_ID_KEY,
  cartDrawer,
  closeDrawer,
  DINING_DUO,
  expectDrawerLines,
  expectCartIdle,
  OFFLINE_NOTICE,
  onOperation,
  openDrawer,
  openProduct,
  operationOf,
  payAtCheckout,
  providerCart,
  providerLines,
  recordOperations,
  SNUFFLE_MAT,
  storedCartId,
  storedCopy,
  TREAT_POUCH,
} from "./cart-journey";
import { expect, test } from "./fixtures";

// The cart when things go wrong (a stored cart id is dropped only when the provider says the
// cart does not exist, never on a network failure): a cart the provider no longer has, a shop
// that cannot be reached on start or on an add, and an answer lost after the provider applied
// the change. Each journey checks what the shopper
// sees and what the provider holds. Two tabs, rapid clicks and broken storage are in
// cart-robustness-browser.spec.ts.

/** What Chromium logs for a request the journey aborts on purpose. */
const ABORTED = /net::ERR_FAILED/;

test("a stored cart id the provider does not know: the first Add to Cart makes a new cart with just that item", async ({
  page,
  request,
}) => {
  await openProduct(page, SNUFFLE_MAT);
  // Stored once the page is running, as when a cart expires while the shopper browses: the
  // store meets the dead id on the add itself.
  const dead = `gid://shopify/Cart/expired${Date.now()}?key=nosuchsecret`;
  expect(dead).toMatch(CART_GID);
  await page.evaluate(([key, id]) => localStorage.setItem(key!, id!), [CART_ID_KEY, dead]);
  const operations = recordOperations(page);

  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectDrawerLines(page, [{ item: SNUFFLE_MAT, quantity: 1 }]);
  await expect(badge(page)).toHaveText("1");
  await expectCartIdle(page);
  const id = await storedCartId(page);
  expect(id).toMatch(CART_GID);
  expect(id).not.toBe(dead);
  expect(await providerLines(request, id)).toEqual([{ handle: SNUFFLE_MAT.handle, quantity: 1 }]);
  expect(operations.count("CartCreate")).toBe(1);
});

test("a cart completed at checkout in another tab: the next Add to Cart starts a new cart with only that item", async ({
  page,
  context,
  request,
}) => {
  await openProduct(page, SNUFFLE_MAT);
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectCartIdle(page);
  await closeDrawer(page);
  const completed = await storedCartId(page);
  const { checkoutUrl } = (await providerCart(request, completed))!;

  const checkout = await context.newPage();
  await payAtCheckout(checkout, checkoutUrl);
  await checkout.close();
  expect(await providerCart(request, completed)).toBeNull();

  // This tab still shows the cart it last read; the add is where it learns the cart is gone.
  await expect(badge(page)).toHaveText("1");
  // The first add's toast has gone, so the one below is this add's. (On a phone the pointer
  // left on Continue Shopping rests on the toast, which pauses it: toasts pause on hover.)
  await page.mouse.move(1, 1);
  await expect(page.getByText("Added to cart!")).toBeHidden();
  const operations = recordOperations(page);
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectDrawerLines(page, [{ item: SNUFFLE_MAT, quantity: 1 }]);
  await expect(badge(page)).toHaveText("1");
  await expectCartIdle(page);
  const id = await storedCartId(page);
  expect(id).toMatch(CART_GID);
  expect(id).not.toBe(completed);
  expect(await providerLines(request, id)).toEqual([{ handle: SNUFFLE_MAT.handle, quantity: 1 }]);
  expect(operations.names()).toEqual(["CartLinesAdd", "CartCreate"]);
});

test("the cart cannot be read on start: the id and lines are kept, the drawer says so, and the cart is read again once the shop is back", async ({
  page,
  pageProblems,
}) => {
  pageProblems.expect(ABORTED);
  await openProduct(page, DINING_DUO);
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectCartIdle(page);
  const id = await storedCartId(page);
  const copy = await storedCopy(page);
  expect(copy).toContain(DINING_DUO.name);

  let refused = 0;
  const restore = await onOperation(page, "Cart", async (route) => {
    refused += 1;
    await route.abort();
  });
  await page.reload({ waitUntil: "networkidle" });
  await expect(badge(page)).toHaveText("1");
  await openDrawer(page);
  await expect(cartDrawer(page).getByText(OFFLINE_NOTICE)).toBeVisible();
  await expectDrawerLines(page, [{ item: DINING_DUO, quantity: 1 }]);
  expect(refused).toBeGreaterThan(0);
  expect(await storedCartId(page)).toBe(id);
  expect(await storedCopy(page)).toBe(copy);

  await restore();
  const read = page.waitForResponse(
    (response) => operationOf(response.request()) === "Cart" && response.ok(),
  );
  await page.reload({ waitUntil: "networkidle" });
  await read;
  await openDrawer(page);
  await expectDrawerLines(page, [{ item: DINING_DUO, quantity: 1 }]);
  await expect(cartDrawer(page).getByText(OFFLINE_NOTICE)).toHaveCount(0);
  expect(await storedCartId(page)).toBe(id);
});

test("an add that cannot reach the shop: Failed to add to cart, the line rolls back, the cart is kept and nothing is doubled", async ({
  page,
  request,
  pageProblems,
}) => {
  pageProblems.expect(ABORTED, /Failed to add to cart/);
  await openProduct(page, AVOCADO);
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectCartIdle(page);
  const id = await storedCartId(page);
  await openProduct(page, TREAT_POUCH);

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const restore = await onOperation(page, "CartLinesAdd", async (route) => {
    await held;
    await route.abort();
  });
  await addButton(page).click();
  // Shown at once, before the provider has answered...
  await expectDrawerLines(page, [
    { item: AVOCADO, quantity: 1 },
    { item: TREAT_POUCH, quantity: 1 },
  ]);
  release();
  // ...and taken back when the add fails.
  await expect(page.getByText("Failed to add to cart")).toBeVisible();
  await expectDrawerLines(page, [{ item: AVOCADO, quantity: 1 }]);
  await expect(badge(page)).toHaveText("1");
  expect(await storedCartId(page)).toBe(id);
  expect(await providerLines(request, id)).toEqual([{ handle: AVOCADO.handle, quantity: 1 }]);

  await restore();
  await closeDrawer(page);
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectDrawerLines(page, [
    { item: AVOCADO, quantity: 1 },
    { item: TREAT_POUCH, quantity: 1 },
  ]);
  await expect(badge(page)).toHaveText("2");
  await expectCartIdle(page);
  expect(await storedCartId(page)).toBe(id);
  expect(await providerLines(request, id)).toEqual([
    { handle: AVOCADO.handle, quantity: 1 },
    { handle: TREAT_POUCH.handle, quantity: 1 },
  ]);
});

test("an add whose answer is lost after the provider applied it: the cart is read, not sent again, and the next add makes 2", async ({
  page,
  request,
  pageProblems,
}) => {
  pageProblems.expect(ABORTED);
  await openProduct(page, AVOCADO);
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectCartIdle(page);
  const id = await storedCartId(page);
  await openProduct(page, TREAT_POUCH);

  let lost = 0;
  await onOperation(page, "CartLinesAdd", async (route) => {
    if (lost > 0) return route.fallback();
    lost += 1;
    await route.fetch(); // the provider applies the add...
    await route.abort(); // ...and the page never hears back.
  });
  const operations = recordOperations(page);
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectCartIdle(page);
  await expectDrawerLines(page, [
    { item: AVOCADO, quantity: 1 },
    { item: TREAT_POUCH, quantity: 1 },
  ]);
  await expect(badge(page)).toHaveText("2");
  expect(lost).toBe(1);
  expect(await providerLines(request, id)).toEqual([
    { handle: AVOCADO.handle, quantity: 1 },
    { handle: TREAT_POUCH.handle, quantity: 1 },
  ]);
  // The lost add was followed by a read of the cart, not by the add again.
  expect(operations.names()).toEqual(["CartLinesAdd", "Cart"]);

  await closeDrawer(page);
  await addButton(page).click();
  await expect(badge(page)).toHaveText("3");
  await expectDrawerLines(page, [
    { item: AVOCADO, quantity: 1 },
    { item: TREAT_POUCH, quantity: 2 },
  ]);
  await expectCartIdle(page);
  expect(await providerLines(request, id)).toEqual([
    { handle: AVOCADO.handle, quantity: 1 },
    { handle: TREAT_POUCH.handle, quantity: 2 },
  ]);
  expect(operations.count("CartLinesAdd")).toBe(2);
});

test("a lost answer whose check fails too: the add is reported failed, and the next add reads the cart before sending", async ({
  page,
  request,
  pageProblems,
}) => {
  pageProblems.expect(ABORTED, /Failed to add to cart/);
  await openProduct(page, AVOCADO);
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectCartIdle(page);
  const id = await storedCartId(page);
  await openProduct(page, TREAT_POUCH);

  // The add reaches the provider, its answer is lost, and so is the read that would tell.
  const restoreAdd = await onOperation(page, "CartLinesAdd", async (route) => {
    await route.fetch();
    await route.abort();
  });
  const restoreRead = await onOperation(page, "Cart", (route) => route.abort());
  await addButton(page).click();
  await expect(page.getByText("Failed to add to cart")).toBeVisible();
  await expect(cartDrawer(page).getByText(OFFLINE_NOTICE)).toBeVisible();
  await expectDrawerLines(page, [{ item: AVOCADO, quantity: 1 }]);
  expect(await storedCartId(page)).toBe(id);
  // The provider did make the change the shopper was told failed.
  expect(await providerLines(request, id)).toEqual([
    { handle: AVOCADO.handle, quantity: 1 },
    { handle: TREAT_POUCH.handle, quantity: 1 },
  ]);

  await restoreAdd();
  await restoreRead();
  const operations = recordOperations(page);
  await closeDrawer(page);
  await addButton(page).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expectCartIdle(page);
  await expectDrawerLines(page, [
    { item: AVOCADO, quantity: 1 },
    { item: TREAT_POUCH, quantity: 2 },
  ]);
  await expect(badge(page)).toHaveText("3");
  await expect(cartDrawer(page).getByText(OFFLINE_NOTICE)).toHaveCount(0);
  expect(operations.names()).toEqual(["Cart", "CartLinesAdd"]);
  expect(await providerLines(request, id)).toEqual([
    { handle: AVOCADO.handle, quantity: 1 },
    { handle: TREAT_POUCH.handle, quantity: 2 },
  ]);
});
