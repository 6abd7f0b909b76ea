import { expect, type Locator, type Page } from "@playwright/test";
import { messagesQuoting } from "../support/dev-mailbox";
import { PROVIDER_PORT } from "./ports";

// What the contact journeys share: the form's fields as a shopper finds them, and the provider's
// dev mailbox, where the shop owner's notification of each stored message lands.

const PROVIDER_URL = `http://localhost:${PROVIDER_PORT}`;
export const SHOP_EMAIL = "hello@peytonandco.example";
export const SUBJECTS = [
  "Order Information",
  "Product Questions",
  "Returns & Exchanges",
  "Feedback & Suggestions",
  "Other",
];
export const MESSAGES = {
  name: "Please enter your name.",
  email: "Please enter a valid email.",
  subject: "Please select a subject.",
  message: "Please share a bit more detail.",
};

/** A message no other journey (or earlier run) has sent, to find it in the owner's mailbox. */
export function uniqueMessage(topic: string) {
  return `${topic}: does the raincoat come in XS? Ref ${Date.now()}${Math.floor(Math.random() * 1e6)}`;
}

export function fields(page: Page) {
  const form = page.getByRole("form", { name: "Contact us" });
  return {
    form,
    name: form.getByRole("textbox", { name: "Name" }),
    email: form.getByRole("textbox", { name: "Email" }),
    subject: form.getByRole("combobox", { name: "Subject" }),
    message: form.getByRole("textbox", { name: "Message" }),
    send: form.getByRole("button", { name: /Send Message|Sending\.\.\./ }),
  };
}

export async function fillForm(page: Page, message: string) {
  const form = fields(page);
  await form.name.fill("Ada Lovelace");
  await form.email.fill("ada@example.com");
  await form.subject.selectOption("Product Questions");
  await form.message.fill(message);
  return form;
}

/** The form is still as the shopper filled it. */
export async function expectFilled(page: Page, message: string) {
  const form = fields(page);
  await expect(form.name).toHaveValue("Ada Lovelace");
  await expect(form.email).toHaveValue("ada@example.com");
  await expect(form.subject).toHaveValue("Product Questions");
  await expect(form.message).toHaveValue(message);
}

/** Exactly one owner email for this message, even once the outbox has had time for a second. */
export async function expectOneOwnerMail(message: string) {
  await expect
    .poll(() => messagesQuoting(PROVIDER_URL, message), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  // A duplicate would be delivered by the same outbox moments later: give it the time.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await messagesQuoting(PROVIDER_URL, message)).toBe(1);
}

export function toast(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/** Once hydrated the form sends messages itself; before that it posts like a plain form. */
export async function openContactPage(page: Page) {
  await page.goto("/contact");
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
}
