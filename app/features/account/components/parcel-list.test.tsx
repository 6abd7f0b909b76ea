import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ParcelSummary } from "./parcel-list";

// An order card's parcels, drawn from the same fulfilment fields as the order page's.

const tracked = (id: string, number: string) => ({
  id,
  status: "SUCCESS",
  trackingInformation: [
    {
      company: "USPS",
      number,
      url: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
    },
  ],
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("ParcelSummary", () => {
  test("shows each parcel's carrier, number to copy and Track link", () => {
    const html = renderToStaticMarkup(
      <ParcelSummary
        orderName="#1020"
        fulfillments={[
          tracked("gid://shopify/Fulfillment/1", "9400111111111111111111"),
          { id: "gid://shopify/Fulfillment/2", status: "SUCCESS", trackingInformation: [] },
          { id: "gid://shopify/Fulfillment/3", status: "CANCELLED", trackingInformation: [] },
        ]}
      />,
    );
    expect(html).toContain('aria-label="Parcels of order #1020"');
    expect(text(html)).toContain("Parcel 1 of 2: USPS 9400111111111111111111");
    expect(text(html)).toContain("Parcel 2 of 2: No tracking yet");
    expect(html).toContain('aria-label="Copy tracking number 9400111111111111111111"');
    expect(html).toContain(
      'href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111111111111111111"',
    );
    expect(text(html)).toContain("Track with USPS (opens in a new tab)");
  });

  test("shows nothing before the first fulfilment, and no parcel number for a single one", () => {
    expect(renderToStaticMarkup(<ParcelSummary orderName="#1" fulfillments={[]} />)).toBe("");
    const one = renderToStaticMarkup(
      <ParcelSummary orderName="#2" fulfillments={[tracked("f", "9400222222222222222222")]} />,
    );
    expect(text(one)).not.toContain("Parcel 1");
    expect(text(one)).toContain("USPS 9400222222222222222222");
  });

  test("never links a tracking page that is not a web address", () => {
    const html = renderToStaticMarkup(
      <ParcelSummary
        orderName="#3"
        fulfillments={[
          {
            id: "f",
            trackingInformation: [{ company: "USPS", number: "1", url: "javascript:alert(1)" }],
          },
        ]}
      />,
    );
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<a ");
  });
});
