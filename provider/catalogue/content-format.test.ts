import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCatalogue } from "./format";

const raw = JSON.parse(readFileSync(new URL("./catalogue.json", import.meta.url), "utf8")) as {
  version: 1;
  shop: unknown;
  products: unknown[];
};
const bare = { version: raw.version, shop: raw.shop, products: [] };

describe("the catalogue's written content", () => {
  it("ships the shop's pages, four policies, the /privacy redirect and a journal of two articles", () => {
    const catalogue = parseCatalogue(raw);
    expect(catalogue.pages.map((p) => p.handle)).toEqual(["about", "faq", "contact"]);
    expect(catalogue.policies.subscriptionPolicy).toBeNull();
    expect(Object.values(catalogue.policies).filter((policy) => policy !== null)).toHaveLength(4);
    expect(catalogue.urlRedirects).toEqual([
      { path: "/privacy", target: "/policies/privacy-policy" },
    ]);
    expect(catalogue.blogs.map((b) => [b.title, b.articles.length])).toEqual([["Journal", 2]]);
  });

  it("is optional: a file without it is a shop with nothing written", () => {
    const catalogue = parseCatalogue(bare);
    expect(catalogue.pages).toEqual([]);
    expect(catalogue.blogs).toEqual([]);
    expect(catalogue.urlRedirects).toEqual([]);
    expect(Object.values(catalogue.policies).every((policy) => policy === null)).toBe(true);
  });

  it("removes markup that could run from merchant HTML", () => {
    const catalogue = parseCatalogue({
      ...bare,
      pages: [
        {
          handle: "hello",
          title: "Hello",
          bodyHtml:
            '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p><script>steal()</script><a href="/faq">FAQ</a>',
          createdAt: "2025-01-01T00:00:00Z",
          updatedAt: "2025-01-01T00:00:00Z",
        },
      ],
    });
    expect(catalogue.pages[0]!.bodyHtml).toBe('<p>Hi <a>there</a></p><a href="/faq">FAQ</a>');
  });

  it("refuses duplicate handles and redirect paths, naming where", () => {
    const page = {
      handle: "about",
      title: "About",
      bodyHtml: "<p>Hi</p>",
      createdAt: "2025-01-01T00:00:00Z",
      updatedAt: "2025-01-01T00:00:00Z",
    };
    expect(() =>
      parseCatalogue({
        ...bare,
        pages: [page, page],
        urlRedirects: [
          { path: "/a", target: "/b" },
          { path: "/A", target: "/c" },
        ],
      }),
    ).toThrow(
      /Duplicate page handle "about"[\s\S]*pages\[1\]\.handle[\s\S]*Duplicate redirect path/,
    );
    expect(() =>
      parseCatalogue({ ...bare, urlRedirects: [{ path: "privacy", target: "/x" }] }),
    ).toThrow(/must be a path on the shop/);
  });
});
