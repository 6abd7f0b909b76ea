import type { Page } from "@playwright/test";
import { expect, NOT_FOUND_LOGS, test } from "./fixtures";

// The home page, at phone and desktop widths.

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

test(
  "the home page is server-rendered with Peyton's picks from the provider",
  { tag: "@smoke" },
  async ({ page, request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    // First paint carries the products: they are in the HTML before any script runs.
    expect(html).toContain("Peyton&#x27;s Picks");
    expect(html).toContain("Cloud Puff Cable Sweater");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
    expect(html).toContain('property="og:title"');

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/", { waitUntil: "networkidle" });
    const picks = page.getByRole("region", { name: "Peyton's Picks" });
    await expect(picks.getByRole("heading", { name: "Peyton's Picks" })).toBeVisible();
    const cards = picks.getByRole("listitem");
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    // Card photos are decorative (the link names the product), so they have an empty alt.
    await expect(cards.first().locator("img")).toHaveJSProperty("complete", true);
    expect(errors).toEqual([]);
  },
);

test("the hero shows the headline, paragraph and background for the width", async ({ page }) => {
  const heroRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/images/hero-")) heroRequests.push(new URL(r.url()).pathname);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const hero = page.getByRole("region", { name: /Tiniest Trendsetters/ });
  await expect(hero).toHaveCSS("height", "500px");
  const mobile = isMobile(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "A Dog Boutique for the Tiniest Trendsetters" }),
  ).toBeVisible({ visible: mobile });
  await expect(
    page.getByRole("heading", { level: 1, name: "For the Tiniest Trendsetters", exact: true }),
  ).toBeVisible({ visible: !mobile });
  await expect(hero.getByText("sized for little legs")).toBeVisible({ visible: !mobile });
  // Only the background the browser shows is downloaded, with high priority.
  expect(heroRequests).toEqual([mobile ? "/images/hero-mobile.webp" : "/images/hero-desktop.webp"]);
  await expect(hero.locator("img")).toHaveAttribute("fetchpriority", "high");

  await hero.getByRole("link", { name: "Shop Bestsellers" }).click();
  await expect(page).toHaveURL("/shop");
  await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
});

test("the carousel buttons show on desktop only and disable at the ends", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  const picks = page.getByRole("region", { name: "Peyton's Picks" });
  const previous = picks.getByRole("button", { name: "Previous products" });
  const next = picks.getByRole("button", { name: "Next products" });
  if (isMobile(page)) {
    await expect(previous).toBeHidden();
    await expect(next).toBeHidden();
    await expect(picks.getByRole("listitem").first()).toHaveCSS("width", "280px");
    return;
  }
  await expect(picks.getByRole("listitem").first()).toHaveCSS("width", "320px");
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(previous).toBeEnabled();
  // No loop: keep going until the end, where next disables.
  for (let i = 0; i < 20 && (await next.isEnabled()); i++) await next.click();
  await expect(next).toBeDisabled();
});

test("the carousel shows four skeletons while the picks load on a client navigation", async ({
  page,
}) => {
  await page.goto("/faq", { waitUntil: "networkidle" });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/*/graphql.json", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("banner").getByRole("link", { name: "Peyton & Co." }).click();
  const loading = page.getByRole("status", { name: "Loading Peyton's Picks" });
  await expect(loading.getByRole("listitem")).toHaveCount(4);
  release();
  await expect(loading).toBeHidden();
  await expect(
    page.getByRole("region", { name: "Peyton's Picks" }).getByRole("article").first(),
  ).toBeVisible();
});

test("the about blurb links to the story and to all products", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  const about = page.getByRole("region", { name: "Hello from Peyton" });
  await expect(about.getByRole("link", { name: "Read our story" })).toHaveAttribute(
    "href",
    "/about",
  );
  await expect(about.getByRole("link", { name: "Browse all products" })).toHaveAttribute(
    "href",
    "/shop",
  );
});

test("each category tile opens the shop filtered to its category", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  const tiles = page.getByRole("region", { name: "Shop by category" }).getByRole("link");
  await expect(tiles).toHaveCount(6);
  const expected = {
    Dazzle: "Accessories",
    Travel: "Carriers",
    Wear: "Clothing",
    Nest: "Home",
    Play: "Toys",
    Walk: "Walking",
  };
  for (const [name, category] of Object.entries(expected)) {
    await expect(tiles.filter({ hasText: name })).toHaveAttribute(
      "href",
      `/shop?category=${encodeURIComponent(category)}`,
    );
  }
  await tiles.filter({ hasText: "Walk" }).click();
  await expect(page).toHaveURL("/shop?category=Walking");
  await expect(page.getByRole("button", { name: "Remove filter Walking" })).toBeVisible();
});

test("an unknown path shows the not-found page", async ({ page, pageProblems }) => {
  pageProblems.expect(...NOT_FOUND_LOGS);
  const response = await page.goto("/no-such-page", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
