import { expect, test } from "./fixtures";

// Pages served from the storefront's page cache (docs/decisions/0004-page-cache.md) carry a
// policy that names their scripts by hash instead of a nonce; they must run exactly as a freshly
// rendered page does.

for (const path of ["/", "/shop", "/product/cloud-puff-cable-sweater"]) {
  test(`${path} served from the page cache runs its scripts under its policy`, async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    page.on("pageerror", (error) => refused.push(error.message));

    // The first request renders the page and leaves it in the cache.
    expect((await page.request.get(path)).ok()).toBe(true);
    const response = await page.goto(path, { waitUntil: "networkidle" });
    const headers = response!.headers();
    expect(headers["x-page-cache"]).toMatch(/^(hit|stale)$/);
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(headers["content-security-policy"]).not.toContain("'nonce-");

    // Only a page whose scripts ran opens the cart: the early-tap recorder is inline, the
    // drawer needs React.
    await page.getByRole("button", { name: "Open cart" }).click();
    await expect(page.getByRole("dialog", { name: "Your Cart" })).toBeVisible();
    expect(refused).toEqual([]);
  });
}
