import { seriousViolations } from "./axe";
import {
  expectFilled,
  fields,
  fillForm,
  MESSAGES,
  openContactPage,
  SHOP_EMAIL,
  SUBJECTS,
  toast,
  uniqueMessage,
} from "./contact-form";
import { expect, test } from "./fixtures";

// The contact page, its form and its toasts, at phone and
// desktop widths: what it shows, its checks, and a shopper's message kept through a failure or
// a reload. contact-delivery.spec.ts follows messages to the shop owner's mailbox.

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await openContactPage(page);
  });

  test("the page has its title, intro and the form of the spec", async ({ page }) => {
    await expect(page).toHaveTitle("Contact Us | Peyton & Co.");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/order/i);
    await expect(page.getByRole("main")).toContainText(/size/i);
    await expect(page.getByRole("main")).toContainText(/return/i);
    const form = fields(page);
    await expect(form.message).toHaveAttribute("placeholder", "How can we help?");
    await expect(form.message).toHaveAttribute("rows", "5");
    await expect(form.subject.locator("option")).toHaveText(["Select a subject", ...SUBJECTS]);
    await expect(form.send).toHaveText("Send Message");
  });

  test(
    "each invalid field shows its message beside it, and the focus goes to the first",
    { tag: "@smoke" },
    async ({ page }) => {
      const form = fields(page);
      await form.send.click();
      for (const [field, text] of Object.entries(MESSAGES)) {
        const control = form[field as keyof typeof MESSAGES];
        await expect(control).toHaveAttribute("aria-invalid", "true");
        // The message is the field's description: read out with the field, and announced.
        await expect(control).toHaveAccessibleDescription(text);
        await expect(page.getByRole("alert").filter({ hasText: text })).toBeVisible();
      }
      await expect(form.name).toBeFocused();

      await form.name.fill("A");
      await form.email.fill("ada@");
      await form.message.fill("Too short");
      await form.send.click();
      await expect(form.name).toHaveAccessibleDescription(MESSAGES.name);
      await form.name.fill("Ada");
      await form.subject.selectOption("Other");
      await form.send.click();
      await expect(form.email).toBeFocused();
      await expect(form.name).not.toHaveAttribute("aria-invalid", "true");
      await expect(form.subject).not.toHaveAttribute("aria-invalid", "true");
      await expect(form.email).toHaveAccessibleDescription(MESSAGES.email);
      await expect(form.message).toHaveAccessibleDescription(MESSAGES.message);
    },
  );

  test("when the function fails, the form stays filled and the shopper is told to retry or email", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.expect(/status of 500/);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/contact-form", async (route) => {
      await answered;
      await route.fulfill({ status: 500, json: { error: "Your message could not be stored." } });
    });
    const message = uniqueMessage("Function down");
    const form = await fillForm(page, message);
    await form.send.click();
    // While the function works on it, the button says so and takes no second send.
    await expect(form.send).toHaveText("Sending...");
    await expect(form.send).toHaveAttribute("aria-disabled", "true");
    answer();
    const failure = toast(page, "Error sending message");
    await expect(failure).toContainText(
      `There was a problem sending your message. Please try again or contact us directly at ${SHOP_EMAIL}`,
    );
    // Destructive: Sonner's error kind.
    await expect(failure).toHaveAttribute("data-type", "error");
    await expectFilled(page, message);
    await expect(form.send).toHaveText("Send Message");
  });

  test("when the network is down, the form stays filled and the shopper is told to check it", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.expect(/ERR_FAILED|Failed to load resource/);
    await page.route("**/api/contact-form", (route) => route.abort("internetdisconnected"));
    const message = uniqueMessage("Network down");
    const form = await fillForm(page, message);
    await form.send.click();
    await expect(toast(page, "Error sending message")).toContainText(
      "There was a network problem. Please check your connection and try again.",
    );
    await expectFilled(page, message);
    await expect(page.getByRole("heading", { name: "Message Received!" })).toHaveCount(0);
  });

  test("when the shop asks the shopper to slow down, the form stays filled and says how long", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.expect(/status of 429/);
    await page.route("**/api/contact-form", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "120" },
        json: { error: "Too many messages from this address. Please try again later." },
      }),
    );
    const message = uniqueMessage("Limited");
    const form = await fillForm(page, message);
    await form.send.click();
    await expect(page.getByRole("alert")).toContainText("please wait 2 minutes and send it again");
    await expectFilled(page, message);
  });

  test("what the shopper typed survives a reload", async ({ page }) => {
    const form = fields(page);
    await form.name.fill("Ada Lovelace");
    await form.subject.selectOption("Returns & Exchanges");
    await form.message.fill("I would like to exchange the");
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("boutique.contact-draft")))
      .toContain("exchange the");
    await page.reload();
    await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
    const restored = fields(page);
    await expect(restored.name).toHaveValue("Ada Lovelace");
    await expect(restored.email).toHaveValue("");
    await expect(restored.subject).toHaveValue("Returns & Exchanges");
    await expect(restored.message).toHaveValue("I would like to exchange the");
  });

  test("a malformed draft is ignored and removed", async ({ page }) => {
    await page.evaluate(() =>
      sessionStorage.setItem("boutique.contact-draft", '{"version":1,"values":{"name":42}}'),
    );
    await page.reload();
    await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
    await expect(fields(page).name).toHaveValue("");
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("boutique.contact-draft")))
      .toBeNull();
  });

  test("the page, its errors and its success panel have no serious accessibility violations", async ({
    page,
  }) => {
    expect(await seriousViolations(page)).toEqual([]);
    await fields(page).send.click();
    await expect(fields(page).name).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    // The success panel, without storing a message: the function's answer is stood in for.
    await page.route("**/api/contact-form", (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    await fillForm(page, "An accessibility check of the panel.");
    await fields(page).send.click();
    await expect(page.getByRole("heading", { name: "Message Received!" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCSS("opacity", "1");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("what was typed before the page's script arrived is kept, and sent, once it has", async ({
  page,
}) => {
  // The page's modules are held back, as on a slow phone, while the shopper starts typing.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "commit" });
  const message = uniqueMessage("Early typing");
  await fillForm(page, message);
  release();
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
  await expectFilled(page, message);
  // The hydrated form knows those values: they pass its checks and go to the function.
  let sent: unknown;
  await page.route("**/api/contact-form", async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({ status: 200, json: { ok: true } });
  });
  await fields(page).send.click();
  await expect(page.getByRole("heading", { name: "Message Received!" })).toBeVisible();
  expect(sent).toMatchObject({ name: "Ada Lovelace", email_address: "ada@example.com", message });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form carries a fresh attempt key and a honeypot no person can reach", async ({
    page,
  }) => {
    await page.goto("/contact");
    const key = page.locator('input[type="hidden"][name="idempotency_key"]');
    const first = await key.inputValue();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await page.reload();
    expect(await key.inputValue()).not.toBe(first);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(page.getByRole("textbox", { name: "Website" })).toHaveCount(0);
  });
});
