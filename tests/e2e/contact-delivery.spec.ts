import {
  expectFilled,
  expectOneOwnerMail,
  fields,
  fillForm,
  MESSAGES,
  openContactPage,
  toast,
  uniqueMessage,
} from "./contact-form";
import { expect, test } from "./fixtures";

// A message the shopper sends reaches the shop owner once: a
// double click, a retry after a lost answer and a post without JavaScript each leave exactly
// one notification in the provider's dev mailbox.

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await openContactPage(page);
  });

  test("a double-clicked send stores one message, thanks the shopper, and a new form follows", async ({
    page,
  }) => {
    const message = uniqueMessage("Double click");
    const form = await fillForm(page, message);
    await form.send.dblclick();
    await expect(page.getByRole("heading", { name: "Message Received!" })).toBeFocused();
    await expect(page.getByRole("main")).toContainText(
      "Thanks for reaching out! My humans and I will sniff it out and reply in 1–2 business days.",
    );
    const thanks = toast(page, "Thanks for reaching out!");
    await expect(thanks).toContainText(
      "My humans will sniff it out and reply in 1–2 business days.",
    );
    await expectOneOwnerMail(message);
    // Nothing of a sent message is kept for the next visit.
    expect(await page.evaluate(() => sessionStorage.getItem("boutique.contact-draft"))).toBeNull();

    await page.getByRole("button", { name: "Send Another Message" }).click();
    const again = fields(page);
    await expect(again.name).toBeFocused();
    await expect(again.name).toHaveValue("");
    await expect(again.email).toHaveValue("");
    await expect(again.subject).toHaveValue("");
    await expect(again.message).toHaveValue("");
    await expect(again.send).toHaveText("Send Message");
  });

  test("sending again after an answer was lost stores the message once", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.expect(/ERR_FAILED|Failed to load resource/);
    // The first attempt reaches the shop and is stored, but its answer never comes back.
    let lost = false;
    await page.route("**/api/contact-form", async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort("connectionreset");
    });
    const message = uniqueMessage("Lost answer");
    const form = await fillForm(page, message);
    await form.send.click();
    await expect(toast(page, "Error sending message")).toBeVisible();
    await expectFilled(page, message);
    await form.send.click();
    await expect(page.getByRole("heading", { name: "Message Received!" })).toBeVisible();
    await expectOneOwnerMail(message);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the server, which answers with the errors, then the panel", async ({
    page,
    pageProblems,
  }) => {
    // A form sent back with its errors is answered 400, which the browser notes in its console.
    pageProblems.expect(/status of 400 \(Bad Request\) \(http:\/\/localhost:\d+\/contact\)/);
    await page.goto("/contact");
    const form = fields(page);
    await form.send.click();
    for (const [field, text] of Object.entries(MESSAGES)) {
      const control = form[field as keyof typeof MESSAGES];
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(text);
    }
    await expect(form.name).toBeFocused();

    const message = uniqueMessage("No JavaScript");
    await form.name.fill("Ada Lovelace");
    await form.email.fill("ada@example");
    await form.subject.selectOption("Product Questions");
    await form.message.fill(message);
    await form.send.click();
    // Only the email is wrong now; everything typed came back from the server.
    await expect(form.email).toHaveAccessibleDescription(MESSAGES.email);
    await expect(form.email).toBeFocused();
    await expect(form.name).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.name).toHaveValue("Ada Lovelace");
    await expect(form.subject).toHaveValue("Product Questions");
    await expect(form.message).toHaveValue(message);

    await form.email.fill("ada@example.com");
    await form.send.click();
    await expect(page.getByRole("heading", { name: "Message Received!" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "Thanks for reaching out! My humans and I will sniff it out and reply in 1–2 business days.",
    );
    await expectOneOwnerMail(message);

    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(page).toHaveURL(/\/contact\??$/);
    await expect(fields(page).name).toHaveValue("");
    await expect(fields(page).message).toHaveValue("");
  });
});
