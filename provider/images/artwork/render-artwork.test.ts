import { readFileSync } from "node:fs";
import { describe, it, expect } from "vitest";
import { parseCatalogue } from "../../catalogue/format";
import { artMotifs, artViews, type Art } from "../../catalogue/artwork-schema";
import { renderArtwork } from "./render-artwork";

const catalogue = parseCatalogue(
  JSON.parse(readFileSync(new URL("../../catalogue/catalogue.json", import.meta.url), "utf8")),
);
const images = catalogue.products.flatMap((product) => product.images);

function expectWellFormed(svg: string): void {
  expect(svg.startsWith("<svg ")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toMatch(/viewBox="-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+"/);
  expect(svg).not.toMatch(/undefined|NaN|Infinity|null|\[object/);
  // Minimal tag balance check: every opened element is closed, in order.
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name ?? "");
  }
  expect(stack).toEqual([]);
  const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
}

describe("renderArtwork", () => {
  it("renders every image in the shipped catalogue to well-formed, small SVG", () => {
    expect(images.length).toBeGreaterThan(100);
    for (const image of images) {
      const svg = renderArtwork(image.art, { width: image.width, height: image.height });
      expectWellFormed(svg);
      expect(svg).toContain(`width="${image.width}" height="${image.height}"`);
      expect(svg.length, image.key).toBeLessThan(8 * 1024);
    }
  });

  it("renders every motif in every view, including odd sizes", () => {
    for (const motif of artMotifs) {
      for (const view of artViews) {
        for (const size of [
          { width: 1200, height: 1500 },
          { width: 200, height: 250 },
          { width: 640, height: 320 },
          { width: 1, height: 1 },
        ]) {
          const svg = renderArtwork({ motif, view, colors: ["#abc"] }, size);
          expectWellFormed(svg);
          expect(svg.length).toBeLessThan(8 * 1024);
        }
      }
    }
  });

  it("is deterministic", () => {
    const art: Art = { motif: "sweater", colors: ["#f4b6c2", "#fbe3e8"], view: "front" };
    expect(renderArtwork(art, { width: 1200, height: 1500 })).toBe(
      renderArtwork(art, { width: 1200, height: 1500 }),
    );
  });

  it("draws different colours differently", () => {
    for (const motif of artMotifs) {
      for (const view of artViews) {
        const size = { width: 400, height: 500 };
        const pink = renderArtwork({ motif, view, colors: ["#f4b6c2"] }, size);
        const navy = renderArtwork({ motif, view, colors: ["#2c3e6b"] }, size);
        expect(pink, `${motif} ${view}`).not.toBe(navy);
        expect(navy).toContain("#2c3e6b");
      }
    }
  });

  it("draws different views differently", () => {
    const size = { width: 400, height: 500 };
    for (const motif of artMotifs) {
      const outputs = artViews.map((view) =>
        renderArtwork({ motif, view, colors: ["#5faa6e"] }, size),
      );
      expect(new Set(outputs).size, motif).toBe(artViews.length);
    }
  });

  it("writes text only on the size chart, escaping the label", () => {
    const size = { width: 1200, height: 1500 };
    for (const view of artViews) {
      const svg = renderArtwork(
        { motif: "coat", view, colors: ["#2c3e6b"], label: "Tom & Jerry's <Coat>" },
        size,
      );
      if (view === "size-chart") {
        expect(svg).toContain('font-family="sans-serif"');
        expect(svg).toContain("Tom &amp; Jerry&#39;s &lt;Coat&gt;");
        for (const heading of ["XS", "S", "M", "Chest", "Neck", "Back"]) {
          expect(svg).toContain(`>${heading}</text>`);
        }
      } else {
        expect(svg).not.toContain("<text");
      }
    }
  });

  it("keeps the 4:5 artboard centred in other aspect ratios", () => {
    const wide = renderArtwork(
      { motif: "ball", view: "front", colors: ["#d8ec5a"] },
      { width: 1000, height: 500 },
    );
    expect(wide).toContain('viewBox="-300 0 1000 500"');
    const tall = renderArtwork(
      { motif: "ball", view: "front", colors: ["#d8ec5a"] },
      { width: 400, height: 1000 },
    );
    expect(tall).toContain('viewBox="0 -250 400 1000"');
  });
});
