import { describe, expect, it } from "vitest";
import { lastDeliveredAt, parcelsOf } from "./parcels";

const usps = (number: string) => ({
  company: "USPS",
  number,
  url: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
});

describe("parcelsOf", () => {
  it("gives each fulfilment its carrier, number, link, delivery date and contents", () => {
    const [parcel] = parcelsOf([
      {
        id: "f1",
        status: "SUCCESS",
        estimatedDeliveryAt: null,
        trackingInformation: [usps("9400111202555842761234")],
        events: { nodes: [{ status: "DELIVERED", happenedAt: "2026-11-15T10:00:00Z" }] },
        fulfillmentLineItems: {
          nodes: [
            {
              id: "p1",
              quantity: 2,
              lineItem: { id: "l1", title: "Cloud Puff", variantTitle: "S" },
            },
            {
              id: "p2",
              quantity: 1,
              lineItem: { id: "l2", title: "Tote", variantTitle: "Default Title" },
            },
          ],
        },
      },
    ]);
    expect(parcel).toEqual({
      id: "f1",
      tracking: [
        {
          carrier: "USPS",
          number: "9400111202555842761234",
          url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761234",
        },
      ],
      deliveredAt: "2026-11-15T10:00:00Z",
      estimatedDeliveryAt: null,
      items: [
        { id: "p1", title: "Cloud Puff", variantTitle: "S", quantity: 2 },
        { id: "p2", title: "Tote", variantTitle: null, quantity: 1 },
      ],
    });
  });

  it("leaves out cancelled fulfilments and keeps a link only to a web address", () => {
    const parcels = parcelsOf([
      { id: "void", status: "CANCELLED", trackingInformation: [usps("1")] },
      {
        id: "f2",
        status: "SUCCESS",
        trackingInformation: [{ company: "USPS", number: "2", url: "javascript:alert(1)" }],
      },
      { id: "f3", status: "SUCCESS", trackingInformation: [] },
    ]);
    expect(parcels.map((p) => p.id)).toEqual(["f2", "f3"]);
    expect(parcels[0]!.tracking).toEqual([{ carrier: "USPS", number: "2", url: null }]);
    expect(parcels[1]!.tracking).toEqual([]);
  });

  it("finds the latest delivery", () => {
    const parcels = parcelsOf([
      { id: "a", events: { nodes: [{ status: "DELIVERED", happenedAt: "2026-11-02T00:00:00Z" }] } },
      {
        id: "b",
        events: { nodes: [{ status: "IN_TRANSIT", happenedAt: "2026-11-09T00:00:00Z" }] },
      },
      { id: "c", events: { nodes: [{ status: "DELIVERED", happenedAt: "2026-11-05T00:00:00Z" }] } },
    ]);
    expect(lastDeliveredAt(parcels)).toBe("2026-11-05T00:00:00Z");
    expect(lastDeliveredAt([])).toBeNull();
  });
});
