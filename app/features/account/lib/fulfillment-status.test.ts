import { describe, expect, it } from "vitest";
import {
  displayStatusOf,
  orderStatusBadge,
  statusColour,
  statusText,
  type FulfillmentFacts,
} from "./fulfillment-status";

const shipped = (event: string | null, tracked = true): FulfillmentFacts => ({
  status: "SUCCESS",
  latestShipmentStatus: event,
  trackingInformation: tracked ? [{ number: "1Z" }] : [],
  requiresShipping: true,
});

describe("orderStatusBadge", () => {
  it("reads Confirmed (blue) when the order has no fulfilment", () => {
    expect(orderStatusBadge([])).toEqual({ text: "Confirmed", colour: "blue" });
  });

  it("shows the last fulfilment's status, not an earlier one", () => {
    const voided = { ...shipped("LABEL_PURCHASED"), status: "CANCELLED" };
    expect(orderStatusBadge([voided, shipped("DELIVERED")])).toEqual({
      text: "Delivered",
      colour: "green",
    });
    expect(orderStatusBadge([shipped("DELIVERED"), voided])).toEqual({
      text: "Label Voided",
      colour: "red",
    });
  });

  it("shows a shipped fulfilment waiting for its first scan as On its way (grey)", () => {
    expect(orderStatusBadge([shipped(null)])).toEqual({ text: "On its way", colour: "grey" });
  });

  it("shows No status (grey) for a fulfilment without a status", () => {
    expect(orderStatusBadge([{ status: null }])).toEqual({ text: "No status", colour: "grey" });
  });
});

describe("statusText", () => {
  it.each([
    ["success", "On its way"],
    ["SUCCESS", "On its way"],
    ["Success", "On its way"],
    ["", "No status"],
    ["in_transit", "In Transit"],
    ["out_for_delivery", "Out For Delivery"],
    ["delivered", "Delivered"],
    ["marked_as_fulfilled", "Marked As Fulfilled"],
  ])("%j reads %j", (status, text) => {
    expect(statusText(status)).toBe(text);
  });
});

describe("statusColour", () => {
  it.each([
    ["delivered", "green"],
    ["picked_up", "green"],
    ["fulfilled", "green"],
    ["in_transit", "blue"],
    ["out_for_delivery", "blue"],
    ["marked_as_fulfilled", "blue"],
    ["confirmed", "blue"],
    ["ready_for_pickup", "yellow"],
    ["label_purchased", "yellow"],
    ["label_printed", "yellow"],
    ["submitted", "yellow"],
    ["attempted_delivery", "orange"],
    ["delayed", "orange"],
    ["not_delivered", "orange"],
    ["failure", "red"],
    ["canceled", "red"],
    ["label_voided", "red"],
    ["success", "grey"],
    ["", "grey"],
    ["something_new", "grey"],
  ])("%j is %s", (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });

  it("compares the status lowercased", () => {
    expect(statusColour("DELIVERED")).toBe("green");
    expect(statusColour("Label_Voided")).toBe("red");
  });
});

describe("displayStatusOf (Customer Account API fields to the display status)", () => {
  it.each([
    ["a carrier event", shipped("IN_TRANSIT"), "in_transit"],
    ["delivery", shipped("DELIVERED"), "delivered"],
    ["a pickup", shipped("PICKED_UP", false), "picked_up"],
    ["nothing to ship", { ...shipped(null, false), requiresShipping: false }, "fulfilled"],
    ["no tracking", shipped(null, false), "marked_as_fulfilled"],
    ["tracking, no scan yet", shipped(null), "success"],
    ["cancelled before a label", { ...shipped(null, false), status: "CANCELLED" }, "canceled"],
    [
      "cancelled after a label",
      { ...shipped("LABEL_PURCHASED"), status: "CANCELLED" },
      "label_voided",
    ],
    ["failed before a scan", { ...shipped(null), status: "FAILURE" }, "failure"],
    ["an error", { ...shipped(null), status: "ERROR" }, "failure"],
    [
      "failed after a scan",
      { ...shipped("ATTEMPTED_DELIVERY"), status: "FAILURE" },
      "not_delivered",
    ],
    ["sent to a fulfilment service", { ...shipped(null, false), status: "OPEN" }, "submitted"],
    ["pending", { ...shipped(null, false), status: "PENDING" }, "submitted"],
    ["no status", { status: null }, ""],
  ])("%s gives %j", (_, facts, status) => {
    expect(displayStatusOf(facts)).toBe(status);
  });
});
