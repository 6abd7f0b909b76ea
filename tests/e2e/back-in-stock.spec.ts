import { adminClient } from "../../provider/testing/admin-client";
import { messagesQuoting, readMailbox } from "../support/dev-mailbox";
import { expect, test } from "./fixtures";
import { PROVIDER_PORT } from "./ports";
import { DEMO_EMAIL, signIn } from "./sign-in";

// "Email me when it's back" as a shopper meets it: a sold-out size offers the form, the
// confirmation arrives in the provider's dev mailbox with its links, the confirm page's button
// confirms; the owner restocks one unit in the merchant console (its API), the webhook reaches
// the storefront, and exactly one email says the size is back; the unsubscribe link deletes
// the request.
const PROVIDER = `http://localhost:${PROVIDER_PORT}`;
const SOLD_OUT = "/product/cloud-puff-cable-sweater?Size=XS&Color=Navy";

/** The newest link to `path` in the mail to `email`, once it has arrived. */
async function mailedLink(email: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<]+${path}\\?token=[\\w-]+`);
  let link: string | undefined;
  await expect
    .poll(async () => (link = pattern.exec(await readMailbox(PROVIDER, email))?.[0]), {
      timeout: 15_000,
    })
    .toBeTruthy();
  return link!;
}

test("a shopper asks for a sold-out size, confirms, is told once when it is back, and unsubscribes", async ({
  page,
}) => {
  const email = `waiting-${Date.now()}@example.com`;
  await page.goto(SOLD_OUT);
  await expect(page.getByRole("button", { name: "SOLD OUT" })).toBeDisabled();
  const form = page.getByRole("form", { name: "Email me when it's back" });
  // The server's copy of the form is replaced by the script's; type into the one that stays.
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Check your inbox: confirm your address and we'll email you once it's back.",
  );

  const confirm = await mailedLink(email, "/back-in-stock/confirm");
  await page.goto(confirm);
  // The shop's own page, in its layout: header, footer, and the button the link leads to.
  await expect(
    page.getByRole("heading", { name: "Confirm your back-in-stock alert" }),
  ).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "You're on the list" })).toBeVisible();

  // One unit comes back: the console raises inventory_levels/update, the storefront checks.
  const variantId = await page
    .goto(SOLD_OUT)
    .then(() => page.locator('form[data-hydrated] input[name="variant_id"]').inputValue());
  const admin = adminClient(PROVIDER);
  await admin.must("set-inventory", { variantId, quantity: 1 });
  try {
    await expect
      .poll(() => readMailbox(PROVIDER, email), { timeout: 15_000 })
      .toContain("Good news:");
    // Exactly one to this shopper, however many checks run meanwhile (the other width's run
    // of this journey leaves its own in the shared mailbox).
    await page.waitForTimeout(1_000);
    expect(await messagesQuoting(PROVIDER, `Good news: Cloud Puff Cable Sweater`, email)).toBe(1);
  } finally {
    await admin.must("set-inventory", { variantId, quantity: 0 });
  }

  const unsubscribe = await mailedLink(email, "/back-in-stock/unsubscribe");
  await page.goto(unsubscribe);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  // RFC 8058's one-click POST, as a mail client sends it URL-encoded: the same answer again.
  const oneClick = await page.request.post(unsubscribe, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
  expect(oneClick.headers()["cache-control"]).toContain("no-store");
});

test("a signed-in customer finds their address filled in; a guest does not", async ({ page }) => {
  await page.goto(SOLD_OUT);
  const form = page.getByRole("form", { name: "Email me when it's back" });
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
  // Past the moment the address would have arrived.
  await page.waitForTimeout(500);
  await expect(form.getByLabel("Email address")).toHaveValue("");

  await signIn(page);
  await page.goto(SOLD_OUT);
  await expect(form.getByLabel("Email address")).toHaveValue(DEMO_EMAIL);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the product page says to check the inbox", async ({ page }) => {
    await page.goto(SOLD_OUT);
    const form = page.getByRole("form", { name: "Email me when it's back" });
    await form.getByLabel("Email address").fill(`nojs-${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Notify me" }).click();
    await expect(page).toHaveURL(/back-in-stock=requested/);
    await expect(form.getByRole("status")).toHaveText(
      "Check your inbox: confirm your address and we'll email you once it's back.",
    );
  });

  test("the emailed link's page confirms with its button", async ({ page }) => {
    const email = `nojs-confirm-${Date.now()}@example.com`;
    await page.goto(SOLD_OUT);
    const form = page.getByRole("form", { name: "Email me when it's back" });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Notify me" }).click();
    await expect(page).toHaveURL(/back-in-stock=requested/);
    await page.goto(await mailedLink(email, "/back-in-stock/confirm"));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { name: "You're on the list" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
