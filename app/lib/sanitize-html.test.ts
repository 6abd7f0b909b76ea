import { describe, expect, test } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

// Vitest runs in Node, so this exercises the server implementation; the browser one (DOMPurify,
// same allow-list) is covered by the product journey in tests/e2e/product.spec.ts.
describe("sanitizeHtml (server)", () => {
  test("keeps the allow-listed formatting", () => {
    const html = "<p>Soft <strong>cotton</strong> and <em>merino</em></p><ul><li>One</li></ul>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  test("removes scripts, event handlers, styles and frames", () => {
    const out = sanitizeHtml(
      `<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><iframe src="https://x"></iframe><img src=x onerror=alert(1)>`,
    );
    expect(out).toBe("<p>Hi</p>");
  });

  test("keeps http(s), mailto and tel links and marks them noopener noreferrer", () => {
    expect(sanitizeHtml('<a href="https://example.com/a">a</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://example.com/a">a</a>',
    );
    expect(sanitizeHtml('<a href="mailto:hi@example.com">m</a>')).toContain(
      'href="mailto:hi@example.com"',
    );
    expect(sanitizeHtml('<a href="tel:+15551234">t</a>')).toContain('href="tel:+15551234"');
  });

  test("drops javascript:, data: and relative hrefs but keeps the text", () => {
    for (const href of ["javascript:alert(1)", " JaVaScRiPt:alert(1)", "data:text/html,x", "/x"]) {
      const out = sanitizeHtml(`<a href="${href}" target="_blank">x</a>`);
      expect(out).not.toContain("href");
      expect(out).not.toContain("target");
      expect(out).toContain(">x</a>");
    }
  });

  test("empty input stays empty", () => {
    expect(sanitizeHtml("")).toBe("");
  });
});
