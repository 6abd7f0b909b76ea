import { describe, expect, it } from "vitest";
import { formatLongDate, formatLongDateTime, itemCount, shownVariantTitle } from "./order-format";
import { orderGidFromParam, orderPathId } from "./order-id";

describe("order dates", () => {
  it("writes the long US date, and the date with the time", () => {
    // Noon UTC is the same calendar day in every time zone the tests run in.
    expect(formatLongDate("2026-11-24T12:00:00Z")).toBe("November 24, 2026");
    expect(formatLongDateTime("2026-11-24T12:00:00Z")).toMatch(
      /^November 24, 2026(,| at) \d{1,2}:\d{2}\s?[AP]M$/,
    );
  });

  it("writes nothing for a missing or unreadable date", () => {
    expect(formatLongDate(null)).toBe("");
    expect(formatLongDateTime("not a date")).toBe("");
  });
});

describe("itemCount", () => {
  it("sums the quantities and says item or items", () => {
    expect(itemCount([{ quantity: 1 }])).toBe("1 item");
    expect(itemCount([{ quantity: 2 }, { quantity: 3 }])).toBe("5 items");
    expect(itemCount([])).toBe("0 items");
  });
});

describe("shownVariantTitle", () => {
  it("hides Default Title and empty titles", () => {
    expect(shownVariantTitle("Default Title")).toBeNull();
    expect(shownVariantTitle(null)).toBeNull();
    expect(shownVariantTitle("S / Pink")).toBe("S / Pink");
  });
});

describe("order ids in the URL", () => {
  it("turns an order GID into its number and back", () => {
    expect(orderPathId("gid://shopify/Order/5001")).toBe("5001");
    expect(orderGidFromParam("5001")).toBe("gid://shopify/Order/5001");
  });

  it.each(["", "0", "-1", "12a", "1.5", "gid://shopify/Order/1", "1".repeat(20), "%2F"])(
    "refuses %j",
    (param) => {
      expect(orderGidFromParam(param)).toBeNull();
    },
  );

  it("refuses a GID of another kind", () => {
    expect(orderPathId("gid://shopify/Customer/1")).toBeNull();
  });
});
