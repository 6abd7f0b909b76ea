import type { Page } from "@playwright/test";
import { expect, NOT_FOUND_LOGS, test } from "./fixtures";

// The static pages: their content, titles and structured data.

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("About tells the founders' story with a photo and describes Peyton for search engines", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page).toHaveTitle("About Us | Peyton & Co.");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByText(/My humans and I/).first()).toBeVisible();
  const photo = page.getByRole("img", { name: /Peyton/ });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "Curated for tiny dogs" })).toBeVisible();
  await expect(page.getByText(/larger dogs later/)).toBeVisible();

  const about = (await jsonLd(page)).find((d) => d["@type"] === "AboutPage");
  expect(about?.mainEntity).toMatchObject({ "@type": "Thing", name: "Peyton" });
});

test("FAQ opens with all five answers, lets several stay open and links onwards", async ({
  page,
}) => {
  await page.goto("/faq");
  await expect(page).toHaveTitle("FAQ | Peyton & Co.");
  await expect(
    page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
  ).toBeVisible();
  const questions = [
    "How do I choose the right size?",
    "What shipping options do you offer?",
    "What is your returns policy?",
    "How should I care for my products?",
    "Can I modify or cancel my order?",
  ];
  for (const name of questions) {
    await expect(page.getByRole("button", { name })).toHaveAttribute("aria-expanded", "true");
  }
  await expect(page.getByText(/size up/)).toBeVisible();
  await expect(page.getByText(/2–3 business days/)).toBeVisible();
  await expect(page.getByText(/within 15 days/)).toBeVisible();
  await expect(page.getByText(/within 12 hours/)).toBeVisible();

  // Closing one leaves the others open; it opens again from the keyboard.
  const shipping = page.getByRole("button", { name: questions[1] });
  await shipping.click();
  await expect(shipping).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: questions[0] })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await shipping.focus();
  await page.keyboard.press("Enter");
  await expect(shipping).toHaveAttribute("aria-expanded", "true");

  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /contact us/i })).toHaveCount(3);
  for (const link of await main.getByRole("link", { name: /contact us/i }).all()) {
    await expect(link).toHaveAttribute("href", "/contact");
  }
  await main.getByRole("link", { name: "Returns & Exchanges" }).click();
  await expect(page).toHaveURL("/returns-exchanges");
});

test("Privacy Policy shows its last-updated date", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page).toHaveTitle("Privacy Policy | Peyton & Co.");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated: October 5, 2025")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Information we collect" })).toBeVisible();
});

test("Terms of Service covers orders, accounts and the launch discount and links to the policies", async ({
  page,
}) => {
  await page.goto("/terms");
  await expect(page).toHaveTitle("Terms of Service | Peyton & Co.");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText(/^Last updated: /)).toBeVisible();
  const main = page.getByRole("main");
  for (const section of [
    "Orders",
    "Prices and payment",
    "Shipping, returns and exchanges",
    "Your account and signing in",
    "The launch discount",
    "Acceptable use",
    "Our liability",
    "Governing law",
    "Contact us",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(main).toContainText("PEYTON20");
  await expect(main).toContainText("20% off your first order");
  await expect(main.getByRole("link", { name: "contact form" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await main.getByRole("link", { name: "Returns & Exchanges" }).click();
  await expect(page).toHaveURL("/returns-exchanges");
  await page.goBack();
  await main.getByRole("link", { name: "Shipping Policy" }).click();
  await expect(page).toHaveURL("/shipping");
  await expect(page.getByRole("heading", { level: 1, name: "Shipping Policy" })).toBeVisible();
});

test("/privacy is a permanent redirect to the Privacy Policy", async ({ page, request }) => {
  const answer = await request.get("/privacy", { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe("/privacy-policy");

  await page.goto("/privacy");
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});

test("the login page's Terms of Service and Privacy Policy links open those pages in the app", async ({
  page,
}) => {
  await page.goto("/account/login");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await page.goBack();
  // /privacy redirects inside the app too, without a full page load.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await main.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("Returns & Exchanges states the window, the conditions and what can't come back", async ({
  page,
}) => {
  await page.goto("/returns-exchanges");
  await expect(page.getByRole("heading", { level: 1, name: "Returns & Exchanges" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("15 days of delivery");
  await expect(main).toContainText("within 7 days");
  await expect(main).toContainText("5–7 business days");
  for (const item of ["toys and chew items", "grooming products", "personalized items"]) {
    await expect(main.getByRole("listitem").filter({ hasText: item })).toHaveCount(1);
  }
});

test("Shipping Policy lists the USPS services and the free-shipping threshold", async ({
  page,
}) => {
  await page.goto("/shipping");
  await expect(page.getByRole("heading", { level: 1, name: "Shipping Policy" })).toBeVisible();
  for (const service of [
    "USPS First Class Mail",
    "USPS Ground Advantage",
    "USPS Priority Mail",
    "USPS Priority Mail Express",
  ]) {
    await expect(page.getByRole("cell", { name: service, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("main")).toContainText("$75");
  await expect(page.getByRole("main")).toContainText("never refundable");
});

test("Coming Soon offers an email address", async ({ page }) => {
  await page.goto("/under-construction");
  await expect(page).toHaveTitle("Coming Soon | Peyton & Co.");
  const email = page.getByRole("link", { name: /@/ });
  await expect(email).toHaveAttribute("href", /^mailto:.+@.+/);
});

test("an unknown path shows the 404 page and logs the path", async ({ page, pageProblems }) => {
  pageProblems.expect(...NOT_FOUND_LOGS);
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/no-such-kennel");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => logged.some((line) => line.includes("/no-such-kennel"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("pages carry canonical, Open Graph and Twitter tags and the Organization JSON-LD", async ({
  page,
  baseURL,
}) => {
  await page.goto("/shipping");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/shipping`,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${baseURL}/images/og-image.png`,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const organization = (await jsonLd(page)).find((d) => d["@type"] === "Organization");
  expect(organization).toMatchObject({ name: "Peyton & Co." });
  expect(organization?.sameAs).toEqual([expect.stringMatching(/^https:\/\//)]);

  const image = await page.request.get("/images/og-image.png");
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("robots.txt keeps crawlers out of carts, accounts, checkout and filtered shop URLs", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  for (const rule of [
    "Disallow: /account",
    "Disallow: /checkout",
    "Disallow: /cart",
    "Disallow: /shop?*",
  ]) {
    expect(text).toContain(rule);
  }
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
