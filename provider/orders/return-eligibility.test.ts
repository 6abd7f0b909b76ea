import { describe, expect, it } from "vitest";
import {
  lineEligibility,
  type EligibilityLine,
  type EligibilityParcel,
} from "./return-eligibility";

const DAY = 24 * 60 * 60 * 1000;
const deliveredAt = new Date("2026-11-01T15:00:00Z");
const daysAfterDelivery = (days: number) => new Date(deliveredAt.getTime() + days * DAY);

const sweater: EligibilityLine = { id: 1, quantity: 2, productType: "Sweaters", tags: ["knit"] };
const harness: EligibilityLine = { id: 2, quantity: 1, productType: "Harnesses", tags: [] };
const chewToy: EligibilityLine = { id: 3, quantity: 1, productType: "Chew Toys", tags: ["rope"] };

const parcel = (lines: EligibilityLine[], at: Date | null = deliveredAt): EligibilityParcel => ({
  deliveredAt: at,
  succeeded: true,
  lines: lines.map((l) => ({ lineItemId: l.id, quantity: l.quantity })),
});

const none = new Map<number, number>();

describe("lineEligibility", () => {
  it("offers every delivered unit on day 14 after delivery", () => {
    const [line] = lineEligibility([sweater], [parcel([sweater])], none, daysAfterDelivery(14));
    expect(line).toEqual({
      lineItemId: 1,
      returnable: 2,
      nonReturnable: [],
      excludedCategory: null,
    });
  });

  it("offers nothing on day 16: the 15-day window has closed", () => {
    const [line] = lineEligibility([sweater], [parcel([sweater])], none, daysAfterDelivery(16));
    expect(line!.returnable).toBe(0);
    expect(line!.nonReturnable).toEqual([{ reason: "RETURN_WINDOW_EXPIRED", quantity: 2 }]);
  });

  it("refuses an excluded category as final sale, whatever the date", () => {
    const [toy] = lineEligibility([chewToy], [parcel([chewToy])], none, daysAfterDelivery(1));
    expect(toy!.returnable).toBe(0);
    expect(toy!.nonReturnable).toEqual([{ reason: "FINAL_SALE", quantity: 1 }]);
    expect(toy!.excludedCategory?.label).toBe("toys and chew items");
  });

  it("treats a variant sold below its compare-at price as a sale item", () => {
    const onSale = { ...harness, onSale: true };
    const [line] = lineEligibility([onSale], [parcel([onSale])], none, daysAfterDelivery(1));
    expect(line!.excludedCategory?.id).toBe("sale");
  });

  it("offers only what is left of a partly returned line", () => {
    const requested = new Map([[sweater.id, 1]]);
    const [line] = lineEligibility([sweater], [parcel([sweater])], requested, daysAfterDelivery(3));
    expect(line!.returnable).toBe(1);
    expect(line!.nonReturnable).toEqual([{ reason: "RETURNED", quantity: 1 }]);
  });

  it("counts only delivered units: the rest of the line is still unfulfilled", () => {
    const parcels = [
      { ...parcel([harness]) },
      { deliveredAt: null, succeeded: true, lines: [{ lineItemId: sweater.id, quantity: 2 }] },
    ];
    const [sweaterLine, harnessLine] = lineEligibility(
      [sweater, harness],
      parcels,
      none,
      daysAfterDelivery(2),
    );
    expect(sweaterLine!.nonReturnable).toEqual([{ reason: "UNFULFILLED", quantity: 2 }]);
    expect(harnessLine!.returnable).toBe(1);
  });

  it("gives each parcel its own window", () => {
    const early = { ...parcel([harness]), deliveredAt: daysAfterDelivery(-10) };
    const [harnessLine, sweaterLine] = lineEligibility(
      [harness, sweater],
      [early, parcel([sweater])],
      none,
      daysAfterDelivery(10),
    );
    expect(harnessLine!.nonReturnable).toEqual([{ reason: "RETURN_WINDOW_EXPIRED", quantity: 1 }]);
    expect(sweaterLine!.returnable).toBe(2);
  });

  it("ignores a cancelled fulfilment", () => {
    const voided = { ...parcel([harness]), succeeded: false };
    const [line] = lineEligibility([harness], [voided], none, daysAfterDelivery(1));
    expect(line!.nonReturnable).toEqual([{ reason: "UNFULFILLED", quantity: 1 }]);
  });
});
