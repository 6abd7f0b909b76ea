import { expect, test } from "./fixtures";

// The page paints (with its largest image) before the app's scripts are even requested; the app
// then loads and hydrates.

const PAGES = ["/", "/shop", "/product/cloud-puff-cable-sweater"];

for (const path of PAGES) {
  test(`${path} paints and shows its largest image before requesting a script`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: "networkidle" });
    // The client entry takes the early-tap recorder away right before hydrating.
    await expect.poll(() => page.evaluate(() => window.__takeEarlyTaps === undefined)).toBe(true);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => /\/assets\/[^?]+\.js$/.test(entry.name));
      const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const imageEntry = resources.find((entry) => entry.name === image?.currentSrc);
      return {
        firstPaint: paint?.startTime ?? null,
        scripts: scripts.length,
        firstScriptRequest: Math.min(...scripts.map((entry) => entry.startTime)),
        imageLoaded: imageEntry?.responseEnd ?? null,
      };
    });
    expect(timing.firstPaint).not.toBeNull();
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstScriptRequest).toBeGreaterThanOrEqual(timing.firstPaint!);
    expect(timing.imageLoaded).not.toBeNull();
    expect(timing.firstScriptRequest).toBeGreaterThanOrEqual(timing.imageLoaded!);
  });
}
