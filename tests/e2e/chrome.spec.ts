import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Journeys through the shop's chrome, at phone and desktop widths.

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1440) < 630;
const hasMenuDrawer = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/** The header search box: inline on wide screens, inside the left drawer under 630 px. */
async function openSearch(page: Page) {
  if (isNarrow(page)) {
    // A tap that lands before hydration is replayed once React is ready (app/lib/early-taps.ts).
    await page.getByRole("button", { name: "Open search" }).click();
    const drawer = page.getByRole("dialog", { name: "Search" });
    return drawer.getByRole("combobox", { name: "Search products" });
  }
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
  await box.click();
  return box;
}

test.describe("header navigation", () => {
  test("every page link leads to its page and marks itself as current", async ({ page }) => {
    await page.goto("/about");
    const pages = [
      { name: "FAQ", url: "/faq" },
      { name: "About Us", url: "/about" },
      { name: "Home", url: "/" },
      { name: "Shop", url: "/shop" },
      { name: "Contact", url: "/contact" },
    ];
    for (const { name, url } of pages) {
      if (hasMenuDrawer(page)) {
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        await menu.getByRole("link", { name, exact: true }).click();
        await expect(menu).toBeHidden();
      } else {
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name, exact: true })
          .click();
      }
      await expect(page).toHaveURL(url);
      if (!hasMenuDrawer(page)) {
        await expect(
          page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }),
        ).toHaveAttribute("aria-current", "page");
      }
    }
  });

  test("the menu drawer lists the links and the account link, and marks the current page", async ({
    page,
  }) => {
    test.skip(!hasMenuDrawer(page), "The links sit in the bar from the large breakpoint up.");
    await page.goto("/faq");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Account" })).toHaveAttribute(
      "href",
      "/account/login",
    );
    // Focus stays inside the drawer and returns to the button that opened it.
    for (let i = 0; i < 10; i += 1) await page.keyboard.press("Tab");
    await expect(menu.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the account link always goes to the login page", async ({ page }) => {
    test.skip(hasMenuDrawer(page), "Covered by the menu drawer journey.");
    await page.goto("/about");
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toHaveAttribute(
      "href",
      "/account/login",
    );
  });

  test("the header turns translucent once the page is scrolled", async ({ page }) => {
    await page.goto("/privacy-policy");
    const header = page.getByRole("banner");
    await expect(header).not.toHaveAttribute("data-scrolled");
    await page.mouse.wheel(0, 800);
    await expect(header).toHaveAttribute("data-scrolled", "");
  });

  test("the page scrolls to the top on every path change", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Shipping" }).click();
    await expect(page).toHaveURL("/shipping");
    await expect(page.getByRole("heading", { level: 1, name: "Shipping Policy" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the skip link jumps past the header to the page", async ({ page }) => {
    await page.goto("/faq");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });
});

test.describe("search drawer and inline search", () => {
  test("under 630 px the search lives in a left drawer and takes focus", async ({ page }) => {
    test.skip(!isNarrow(page), "Narrow screens only.");
    await page.goto("/about");
    await expect(page.getByRole("banner").getByRole("combobox")).toBeHidden();
    const trigger = page.getByRole("button", { name: "Open search" });
    await trigger.click();
    const box = page.getByRole("dialog", { name: "Search" }).getByRole("combobox");
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Search" })).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("from 630 px the search box sits in the header", async ({ page }) => {
    test.skip(isNarrow(page), "Wide screens only.");
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Open search" })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("combobox")).toBeVisible();
  });
});

test.describe("header search suggestions", () => {
  test("suggestions match name or category, trimmed and case-insensitive, five at most", async ({
    page,
  }) => {
    await page.goto("/about");
    const box = await openSearch(page);
    await box.fill("  TOYS ");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect(options).toHaveCount(5);
    for (const option of await options.all()) {
      await expect(option).toContainText("Toys");
      await expect(option).toContainText(/\$\d+\.\d\d/);
      await expect(option.getByRole("img")).toHaveCount(0); // decorative: alt=""
    }
    await box.fill("sweater");
    await expect(options.first()).toContainText(/sweater/i);
    expect(await options.count()).toBeLessThanOrEqual(5);
  });

  test('an unmatched query says "No products found"', async ({ page }) => {
    await page.goto("/about");
    const box = await openSearch(page);
    await box.fill("zebra-striped tuxedo");
    await expect(page.getByText("No products found", { exact: true })).toBeVisible();
  });

  test("Escape and the clear button reset and close the dropdown", async ({ page }) => {
    await page.goto("/about");
    const box = await openSearch(page);
    await box.fill("toy");
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await expect(listbox).toBeVisible();
    await box.press("Escape");
    await expect(box).toHaveValue("");
    await expect(listbox).toBeHidden();

    await box.fill("toy");
    await expect(listbox).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(box).toHaveValue("");
    await expect(listbox).toBeHidden();
  });

  test("a click outside keeps typed text open", async ({ page }) => {
    test.skip(isNarrow(page), "The drawer's overlay closes the drawer itself.");
    await page.goto("/about");
    const box = await openSearch(page);
    await box.fill("toy");
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await expect(listbox).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(listbox).toBeVisible();
    await expect(box).toHaveValue("toy");
  });

  test("submitting searches the shop; an empty submit does nothing", async ({ page }) => {
    await page.goto("/about");
    let box = await openSearch(page);
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL("/about");

    await box.fill("  cable sweater ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/shop\?search=cable(%20|\+)sweater$/);
    if (isNarrow(page)) {
      await expect(page.getByRole("dialog", { name: "Search" })).toBeHidden();
      box = await openSearch(page);
    }
    await expect(box).toHaveValue("");
  });

  test("picking a suggestion opens its product and resets the box", async ({ page }) => {
    await page.goto("/about");
    const box = await openSearch(page);
    await box.fill("toy");
    const first = page.getByRole("option").first();
    const text = (await first.textContent()) ?? "";
    const handle = /·\s*([a-z0-9-]+)/.exec(text)?.[1];
    expect(handle).toBeTruthy();
    await first.click();
    await expect(page).toHaveURL(`/product/${handle}`);
    await expect(page.getByRole("listbox")).toBeHidden();
  });

  test("the keyboard can walk the suggestions and pick one", async ({ page }) => {
    await page.goto("/about");
    const box = await openSearch(page);
    await box.fill("toy");
    await expect(page.getByRole("option")).toHaveCount(5);
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    await expect(page.getByRole("option").nth(1)).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  });
});

test.describe("cart button and drawer shell", () => {
  test("the cart opens empty and Continue Shopping closes it", async ({ page }) => {
    await page.goto("/faq");
    const button = page.getByRole("button", { name: "Open cart" });
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await button.click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await expect(cart.getByText("Your cart is empty")).toBeVisible();
    await cart.getByRole("button", { name: "Continue Shopping" }).click();
    await expect(cart).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("taps made before the page's scripts arrive open the cart once they do", async ({
    page,
  }) => {
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // The document's content is on screen; its module scripts are still on their way.
    await page.goto("/faq", { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Open cart" });
    await button.click();
    await button.click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await expect(cart).toBeHidden();
    releaseScripts();
    // Two impatient taps are one intent: the drawer opens and stays open.
    await expect(cart.getByText("Your cart is empty")).toBeVisible();
    await expect(cart).toBeVisible();
  });
});

test.describe("footer and launch banner", () => {
  test("the footer has the customer care links, the social link and this year", async ({
    page,
  }) => {
    await page.goto("/faq");
    const footer = page.getByRole("contentinfo");
    const care = footer.getByRole("navigation", { name: "Customer Care" });
    for (const [name, href] of [
      ["Shipping", "/shipping"],
      ["Returns & Exchanges", "/returns-exchanges"],
      ["Contact Us", "/contact"],
      ["Privacy Policy", "/privacy-policy"],
    ] as const) {
      await expect(care.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Peyton & Co.`);
  });

  test("clicking the launch code copies it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/faq");
    const offer = page.getByRole("complementary", { name: "Launch offer" });
    await expect(offer).toContainText("20% off your first order");
    await offer.getByRole("button", { name: "Copy discount code PEYTON20" }).click();
    await expect(page.getByText("Discount code copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("PEYTON20");
  });

  test("a refused clipboard says to copy the code by hand", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("NotAllowedError")) },
      });
    });
    await page.goto("/faq");
    await page.getByRole("button", { name: "Copy discount code PEYTON20" }).click();
    await expect(page.getByText("Copy failed")).toBeVisible();
    await expect(page.getByText("Please copy the code PEYTON20 manually.")).toBeVisible();
  });
});

test.describe("chrome-free pages", () => {
  test("/under-construction hides the banner, header, cart and footer", async ({ page }) => {
    await page.goto("/under-construction");
    await expect(page.getByRole("heading", { level: 1, name: "Coming Soon" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Launch offer" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open cart" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);

    // Leaving the page brings the chrome back.
    await page.getByRole("link", { name: "Back to the shop" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
