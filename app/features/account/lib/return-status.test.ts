import { describe, expect, it } from "vitest";
import { noReturnText, nonReturnableText, returnStatusText } from "./return-status";

describe("returnStatusText", () => {
  it("tells an approved customer when to ship", () => {
    expect(returnStatusText("OPEN")).toEqual({
      title: "Return approved",
      detail: "Please ship the items back within 7 days of approval.",
    });
  });

  it("shows the merchant's note on a decline, else the reason", () => {
    expect(returnStatusText("DECLINED", { reason: "OTHER", note: "Worn, sorry." }).detail).toBe(
      "Worn, sorry.",
    );
    expect(returnStatusText("DECLINED", { reason: "FINAL_SALE", note: null }).detail).toBe(
      "These items are final sale.",
    );
  });
});

describe("why an item or an order can't go back", () => {
  it("names the excluded category from the product's type", () => {
    expect(nonReturnableText("FINAL_SALE", { productType: "Chew Toys", tags: [] })).toBe(
      "Final sale: toys and chew items can't be returned",
    );
    expect(nonReturnableText("RETURN_WINDOW_EXPIRED")).toBe("The 15-day return window has closed");
  });

  it("explains an order past its window", () => {
    expect(noReturnText(["RETURN_WINDOW_EXPIRED"], "2026-01-10T12:00:00Z")).toMatch(
      /^This order was delivered on January 10, 2026\. Returns are accepted within 15 days of delivery, so it can no longer be returned\.$/,
    );
    expect(noReturnText(["RETURNED"], null)).toBeNull();
  });
});
