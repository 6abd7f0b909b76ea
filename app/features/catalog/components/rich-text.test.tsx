import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { RichText } from "./rich-text";

const render = (tree: unknown) =>
  renderToStaticMarkup(<RichText value={JSON.stringify(tree)} />).replace(/^<div>|<\/div>$/g, "");

const text = (value: string, extra: object = {}) => ({ type: "text", value, ...extra });

describe("RichText", () => {
  test("root and paragraph", () => {
    expect(
      render({ type: "root", children: [{ type: "paragraph", children: [text("Hi")] }] }),
    ).toBe("<p>Hi</p>");
  });

  test("bold and italic text", () => {
    expect(
      render({
        type: "paragraph",
        children: [
          text("B", { bold: true }),
          text("I", { italic: true }),
          text("BI", { bold: true, italic: true }),
        ],
      }),
    ).toBe("<p><strong>B</strong><em>I</em><strong><em>BI</em></strong></p>");
  });

  test("headings of any level render as h3", () => {
    expect(render({ type: "heading", level: 1, children: [text("Why I love it")] })).toBe(
      "<h3>Why I love it</h3>",
    );
  });

  test("lists and list items", () => {
    expect(
      render({
        type: "list",
        listType: "unordered",
        children: [{ type: "list-item", children: [text("One")] }],
      }),
    ).toBe("<ul><li>One</li></ul>");
    expect(render({ type: "list", listType: "ordered", children: [] })).toBe("<ol></ol>");
  });

  test("newlines become line breaks", () => {
    expect(render(text("Machine wash,\nor hand wash"))).toBe("Machine wash,<br/>or hand wash");
  });

  test("unknown nodes render their children, and a link's URL never reaches the page", () => {
    expect(
      render({
        type: "paragraph",
        children: [{ type: "link", url: "javascript:alert(1)", children: [text("click")] }],
      }),
    ).toBe("<p>click</p>");
  });

  test("text is escaped, not parsed as HTML", () => {
    expect(render(text("<img src=x onerror=alert(1)>"))).toBe("&lt;img src=x onerror=alert(1)&gt;");
  });

  test("a parse failure shows the raw string and logs it", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(renderToStaticMarkup(<RichText value="Not <json>" />)).toBe(
      "<div>Not &lt;json&gt;</div>",
    );
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
