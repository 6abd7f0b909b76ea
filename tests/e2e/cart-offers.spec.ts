import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  addButton,
  cartDrawer,
  expectCartIdle,
  onOperation,
  openDrawer,
  openProduct,
  payAtHostedCheckout,
  recordOperations,
  SNUFFLE_MAT,
  storedCartId,
  storefrontApi,
  toast,
  type Item,
} from "./cart-journey";

// The drawer's discount code, gift card and note, as a shopper uses them: each goes through the
// cart's queue to the provider, the totals are the provider's, and what reaches the hosted
// checkout is what the drawer said. Demo gift cards are the provider's seeded ones.

/** Untracked and cheap: a gift card of $500 pays a whole order of it, at either width. */
const NAME_TAG: Item = { handle: "name-tag-charm", name: "Little Heart Name Tag" };
/** $468 a piece (Brown, the first colour, 35 in stock): more than any demo card has left. */
const CARRIER: Item = {
  handle: "weekend-wanderer-carrier",
  name: "Weekend Wanderer Leather Carrier",
};
const CARD_50 = "WOOF-WOOF-WOOF-0050";
const CARD_500 = "WOOF-WOOF-WOOF-0500";

const dollars = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));
const cents = (amount: number) => Math.round(amount * 100);

const subtotal = async (page: Page) =>
  dollars(await cartDrawer(page).getByTestId("cart-subtotal").textContent());
const estimatedTotal = (page: Page) => cartDrawer(page).getByTestId("cart-estimated-total");
const codeBox = (page: Page) =>
  cartDrawer(page).getByRole("textbox", { name: "Discount code", exact: true });
const codeForm = (page: Page) => cartDrawer(page).getByRole("form", { name: "Discount code" });
const giftCardBox = (page: Page) =>
  cartDrawer(page).getByRole("textbox", { name: "Gift card", exact: true });
const giftCardForm = (page: Page) => cartDrawer(page).getByRole("form", { name: "Gift card" });
const noteBox = (page: Page) => cartDrawer(page).getByLabel("Add a note for Peyton's humans");
const chip = (page: Page, code: string) =>
  cartDrawer(page)
    .getByRole("list", { name: "Discount codes on your cart" })
    .getByRole("listitem")
    .filter({ hasText: code });

/** Adds one of `item` (a single-variant product) and waits for the provider's answer. */
async function addOne(page: Page, item: Item) {
  await openProduct(page, item);
  await addButton(page).click();
  await expect(cartDrawer(page).getByRole("link", { name: item.name })).toBeVisible();
  await expect(toast(page, "Added to cart!")).toBeVisible();
  await expectCartIdle(page);
}

/** The total once `percent` % comes off the subtotal, as the provider rounds it (to the cent). */
const lessPercent = (amount: number, percent: number) =>
  (cents(amount) - Math.round((cents(amount) * percent) / 100)) / 100;

async function expectTotal(page: Page, amount: number) {
  await expect(estimatedTotal(page)).toHaveText(`$${amount.toFixed(2)}`);
}

/** The codes and note the provider holds for the browser's cart. */
async function providerOffers(page: Page, request: APIRequestContext) {
  const { cart } = await storefrontApi<{
    cart: { note: string | null; discountCodes: { code: string; applicable: boolean }[] };
  }>(request, `query($id: ID!) { cart(id: $id) { note discountCodes { code applicable } } }`, {
    id: await storedCartId(page),
  });
  return cart;
}

/** A demo card's balance now, read by applying it to a throwaway cart (0 once spent). */
async function giftCardBalance(request: APIRequestContext, code: string) {
  const { product } = await storefrontApi<{ product: { variants: { nodes: { id: string }[] } } }>(
    request,
    `query { product(handle: "${NAME_TAG.handle}") { variants(first: 1) { nodes { id } } } }`,
  );
  const { cartCreate } = await storefrontApi<{
    cartCreate: {
      cart: { appliedGiftCards: { balance: { amount: string } }[] } | null;
      userErrors: { message: string }[];
    };
  }>(
    request,
    `mutation($lines: [CartLineInput!]!, $codes: [String!]) {
      cartCreate(input: { lines: $lines, giftCardCodes: $codes }) {
        cart { appliedGiftCards { balance { amount } } } userErrors { message } } }`,
    { lines: [{ merchandiseId: product.variants.nodes[0]!.id, quantity: 1 }], codes: [code] },
  );
  if (cartCreate.userErrors[0]?.message === "Gift card has no balance left.") return 0;
  expect(cartCreate.userErrors).toEqual([]);
  return dollars(cartCreate.cart!.appliedGiftCards[0]!.balance.amount);
}

test("PEYTON20 applied (any case) and removed: the drawer's total is the provider's", async ({
  page,
  request,
}) => {
  await addOne(page, SNUFFLE_MAT);
  const before = await subtotal(page);
  await expectTotal(page, before);

  await codeBox(page).fill(" peyton20 ");
  await codeForm(page).getByRole("button", { name: "Apply" }).click();
  await expect(chip(page, "PEYTON20")).toBeVisible();
  await expectTotal(page, lessPercent(before, 20));
  await expect(cartDrawer(page).getByTestId("cart-discount")).toHaveText(
    `−$${(before - lessPercent(before, 20)).toFixed(2)}`,
  );
  // Free shipping still counts the subtotal before discounts.
  expect(await subtotal(page)).toBe(before);
  await expect(codeBox(page)).toHaveValue("");
  expect((await providerOffers(page, request)).discountCodes).toEqual([
    { code: "PEYTON20", applicable: true },
  ]);

  await chip(page, "PEYTON20")
    .getByRole("button", { name: "Remove discount code PEYTON20" })
    .click();
  await expect(chip(page, "PEYTON20")).toHaveCount(0);
  await expectTotal(page, before);
  expect((await providerOffers(page, request)).discountCodes).toEqual([]);
});

test("a code that does not exist says so beside the box, which keeps what was typed", async ({
  page,
  request,
}) => {
  await addOne(page, SNUFFLE_MAT);
  const before = await subtotal(page);
  await codeBox(page).fill("woof50");
  await codeForm(page).getByRole("button", { name: "Apply" }).click();
  const message = "We don't recognise the code WOOF50. Check the spelling and try again.";
  await expect(codeForm(page).getByText(message)).toBeVisible();
  await expect(codeBox(page)).toHaveAccessibleDescription(message);
  await expect(codeBox(page)).toHaveValue("woof50");
  await expectTotal(page, before);
  // Taken off the cart again, so it never reaches checkout.
  expect((await providerOffers(page, request)).discountCodes).toEqual([]);
});

test("the launch offer in one tap, offered only while no code is on the cart", async ({ page }) => {
  await addOne(page, SNUFFLE_MAT);
  const before = await subtotal(page);
  await codeBox(page).fill("half-typed");
  await cartDrawer(page).getByRole("button", { name: "Apply PEYTON20" }).click();
  await expect(chip(page, "PEYTON20")).toBeVisible();
  await expectTotal(page, lessPercent(before, 20));
  await expect(cartDrawer(page).getByRole("button", { name: "Apply PEYTON20" })).toHaveCount(0);
  await expect(codeBox(page)).toHaveValue("half-typed");
});

test("a network failure while applying: nothing resent, the text stays, and saying so", async ({
  page,
  pageProblems,
}) => {
  pageProblems.expect(/Failed to load resource/, /Cart code failed/);
  await addOne(page, SNUFFLE_MAT);
  const before = await subtotal(page);
  const sent = recordOperations(page);
  const stop = await onOperation(page, "CartDiscountCodesUpdate", (route) => route.abort());
  await codeBox(page).fill("PEYTON20");
  await codeForm(page).getByRole("button", { name: "Apply" }).click();
  // While on its way, no total the provider has not answered.
  await expect(
    codeForm(page).getByText(
      "We couldn't reach the shop, so PEYTON20 isn't applied yet. Please try again.",
    ),
  ).toBeVisible();
  await expect(codeBox(page)).toHaveValue("PEYTON20");
  await expectTotal(page, before);
  await expect(cartDrawer(page).getByRole("button", { name: "Apply PEYTON20" })).toBeVisible();
  expect(sent.count("CartDiscountCodesUpdate")).toBe(1);

  await stop();
  await codeForm(page).getByRole("button", { name: "Apply" }).click();
  await expect(chip(page, "PEYTON20")).toBeVisible();
  await expectTotal(page, lessPercent(before, 20));
  expect(sent.count("CartDiscountCodesUpdate")).toBe(2);
});

test("a pending code says so in place of the estimated total", async ({ page }) => {
  await addOne(page, SNUFFLE_MAT);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await onOperation(page, "CartDiscountCodesUpdate", async (route) => {
    await held;
    await route.continue();
  });
  await cartDrawer(page).getByRole("button", { name: "Apply PEYTON20" }).click();
  await expect(estimatedTotal(page)).toHaveText("Updating…");
  release();
  await expect(estimatedTotal(page)).toHaveText(/^\$\d+\.\d\d$/);
});

test("a second tab sees the code and the note without a reload", async ({ page, context }) => {
  await addOne(page, SNUFFLE_MAT);
  const before = await subtotal(page);
  const other = await context.newPage();
  await other.goto("/", { waitUntil: "networkidle" });
  await openDrawer(other);
  await expectTotal(other, before);

  await cartDrawer(page).getByRole("button", { name: "Apply PEYTON20" }).click();
  await noteBox(page).fill("From both of us");
  await expect(cartDrawer(page).getByText("Saved", { exact: true })).toBeVisible();

  await expect(chip(other, "PEYTON20")).toBeVisible();
  await expectTotal(other, lessPercent(before, 20));
  await expect(noteBox(other)).toHaveValue("From both of us");
});

test("the note, saved as it is typed, within its limit, reaches the order", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await addOne(page, NAME_TAG);
  await expect(cartDrawer(page).getByText("0/500")).toBeVisible();
  const note = "Happy birthday, Biscuit! Love, Grandma";
  const sent = recordOperations(page);
  await noteBox(page).pressSequentially(note, { delay: 10 });
  await expect(cartDrawer(page).getByText(`${note.length}/500`)).toBeVisible();
  await expect(cartDrawer(page).getByText("Saved", { exact: true })).toBeVisible();
  // Saved once the typing paused, not once a key.
  expect(sent.count("CartNoteUpdate")).toBeLessThanOrEqual(2);
  expect((await providerOffers(page, request)).note).toBe(note);

  // The box stops at the limit.
  await noteBox(page).fill("x".repeat(600));
  await expect(noteBox(page)).toHaveValue("x".repeat(500));
  await noteBox(page).fill(note);
  await expect(cartDrawer(page).getByText("Saved", { exact: true })).toBeVisible();

  await cartDrawer(page).getByRole("button", { name: "Checkout" }).click();
  await expect(page.getByText(note)).toBeVisible();
  await payAtHostedCheckout(page);
  await expect(page.getByRole("heading", { name: "Note" })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
});

/** The order's total and what its gift card and the card paid, from the status page. */
async function orderAmounts(page: Page) {
  const amount = async (term: string) =>
    dollars(
      await page
        .locator("dt", { hasText: new RegExp(`^\\s*${term}\\s*$`) })
        .first()
        .locator("xpath=following-sibling::dd[1]")
        .textContent(),
    );
  return { total: await amount("Total"), byCard: await amount("Paid by card") };
}

test("a gift card paying the whole order: no card asked for, its balance goes down by the total", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const balance = await giftCardBalance(request, CARD_500);
  await addOne(page, NAME_TAG);
  const before = await subtotal(page);
  await giftCardBox(page).fill(CARD_500.toLowerCase());
  await giftCardForm(page).getByRole("button", { name: "Apply" }).click();
  const applied = cartDrawer(page)
    .getByRole("list", { name: "Gift cards on your cart" })
    .getByRole("listitem");
  await expect(applied).toHaveText(`•••• 0500 covers $${before.toFixed(2)}`);
  await expectTotal(page, 0);
  await expect(giftCardBox(page)).toHaveValue("");

  await cartDrawer(page).getByRole("button", { name: "Checkout" }).click();
  await payAtHostedCheckout(page, { byCard: false });
  const order = await orderAmounts(page);
  expect(order.byCard).toBe(0);
  expect(cents(await giftCardBalance(request, CARD_500))).toBe(cents(balance) - cents(order.total));
});

test("a gift card paying part: the card pays the rest, and the gift card is spent", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The $50 card the first time; the $500 one (already spent in part) once the $50 one is gone.
  let code = CARD_50;
  let balance = await giftCardBalance(request, code);
  if (balance === 0) {
    code = CARD_500;
    balance = await giftCardBalance(request, code);
  }
  expect(balance).toBeGreaterThan(0);
  expect(balance).toBeLessThan(468);
  await addOne(page, CARRIER);
  const before = await subtotal(page);
  await giftCardBox(page).fill(code);
  await giftCardForm(page).getByRole("button", { name: "Apply" }).click();
  const ending = code.slice(-4);
  await expect(
    cartDrawer(page).getByRole("list", { name: "Gift cards on your cart" }).getByRole("listitem"),
  ).toHaveText(`•••• ${ending} covers $${balance.toFixed(2)}`);
  await expect(cartDrawer(page).getByTestId("cart-gift-card")).toHaveText(
    `−$${balance.toFixed(2)}`,
  );
  await expectTotal(page, (cents(before) - cents(balance)) / 100);

  await cartDrawer(page).getByRole("button", { name: "Checkout" }).click();
  await payAtHostedCheckout(page);
  const order = await orderAmounts(page);
  expect(cents(order.byCard)).toBe(cents(order.total) - cents(balance));
  expect(await giftCardBalance(request, code)).toBe(0);
});

test("a wrong gift card code says so and keeps what was typed", async ({ page }) => {
  await addOne(page, SNUFFLE_MAT);
  await giftCardBox(page).fill("WOOF-WOOF-WOOF-9999");
  await giftCardForm(page).getByRole("button", { name: "Apply" }).click();
  await expect(
    giftCardForm(page).getByText("That gift card code didn't work. Check it and try again."),
  ).toBeVisible();
  await expect(giftCardBox(page)).toHaveValue("WOOF-WOOF-WOOF-9999");
});
