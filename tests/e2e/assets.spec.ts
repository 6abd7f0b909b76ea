import { expect, test } from "./fixtures";

// The browser's scripts and stylesheet are compressed at build time (vite.config.ts) and sent as
// those copies, cached for a year under their hashed names.

test("a page's scripts and stylesheet arrive as the build's Brotli copies, cached for a year", async ({
  page,
}) => {
  const html = await (await page.request.get("/")).text();
  // The stylesheet's link, and the modules the loader names in its plan (it requests them only
  // once the page has painted).
  const files = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThan(3);
  for (const file of new Set(files)) {
    // A browser's own header lists gzip first; Brotli is what it gets.
    const response = await page.request.get(file, {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(response.status(), file).toBe(200);
    const headers = response.headers();
    expect(headers["cache-control"], file).toBe("public, max-age=31536000, immutable");
    if (Number(headers["content-length"]) > 1024)
      expect(headers["content-encoding"], file).toBe("br");
  }
});

test("a client that takes only gzip gets gzip, and one that takes neither gets the file", async ({
  page,
}) => {
  const html = await (await page.request.get("/")).text();
  const stylesheet = html.match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
  const gzip = await page.request.get(stylesheet, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const plain = await page.request.get(stylesheet, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toBe(await gzip.text());
  expect(await plain.text()).toContain("--color-");
});

test("an asset that does not exist is a 404", async ({ page }) => {
  expect((await page.request.get("/assets/missing-0000.js")).status()).toBe(404);
});
