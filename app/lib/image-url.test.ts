import { expect, test } from "vitest";
import { imageSrcSet, transformImageUrl } from "./image-url";

const url = "http://localhost:4000/cdn/shop/files/sweater.png?v=1";

test("a transform URL asks for the width in WebP and keeps the version", () => {
  expect(transformImageUrl(url, { width: 640 })).toBe(
    "http://localhost:4000/cdn/shop/files/sweater.png?v=1&width=640&format=webp",
  );
  expect(transformImageUrl(url, { width: 96, height: 120, crop: "center" })).toBe(
    "http://localhost:4000/cdn/shop/files/sweater.png?v=1&width=96&height=120&crop=center&format=webp",
  );
});

test("srcset lists each width up to the original's", () => {
  expect(
    imageSrcSet({ url, width: 1200 })
      ?.split(", ")
      .map((s) => s.split(" ")[1]),
  ).toEqual(["320w", "480w", "640w", "800w", "960w"]);
  expect(imageSrcSet({ url, width: 200 })).toMatch(/width=200&format=webp 200w$/);
});

test("inline placeholders have no srcset and pass through", () => {
  expect(imageSrcSet({ url: "data:image/svg+xml,x", width: 400 })).toBeUndefined();
  expect(transformImageUrl("data:image/svg+xml,x", { width: 40 })).toBe("data:image/svg+xml,x");
});

test("appending matches what the URL API writes", () => {
  const urls = [
    url,
    "http://localhost:4000/cdn/shop/files/sweater.png",
    "https://cdn.shopify.com/s/files/1/0/files/a%20b.webp?v=12&x=",
    "http://localhost:4000/cdn/shop/files/sweater.png?width=2000&v=1",
    "HTTP://LOCALHOST:4000/cdn/a.png?v=1",
    "http://localhost:4000/cdn/a b.png?q=a+b",
  ];
  const viaUrlApi = (raw: string, width: number, height?: number) => {
    const expected = new URL(raw);
    expected.searchParams.set("width", String(width));
    if (height) {
      expected.searchParams.set("height", String(height));
      expected.searchParams.set("crop", "center");
    }
    expected.searchParams.set("format", "webp");
    return expected.toString();
  };
  for (const raw of urls) {
    expect(transformImageUrl(raw, { width: 640 })).toBe(viaUrlApi(raw, 640));
    expect(transformImageUrl(raw, { width: 96, height: 120, crop: "center" })).toBe(
      viaUrlApi(raw, 96, 120),
    );
  }
});
