import { createStorefrontApiClient } from "@shopify/storefront-api-client";
import { describe, expect, it } from "vitest";
import {
  NEWEST_SHIPPED_VERSION,
  publicApiVersions,
  servedVersion,
  shopifyServedVersion,
  versionCalendar,
} from "./api-versions";

const day = (iso: string) => new Date(iso);

describe("Shopify's version calendar", () => {
  it("supports the four stable versions released in the last 12 months", () => {
    expect(versionCalendar(day("2026-11-27T12:00:00Z"))).toEqual({
      supported: ["2026-01", "2026-04", "2026-07", "2026-10"],
      latest: "2026-10",
      releaseCandidate: "2027-01",
    });
    // A version is released on the first of its month (UTC) and the oldest retires that day.
    expect(versionCalendar(day("2025-12-31T23:59:59Z")).supported).toEqual([
      "2025-01",
      "2025-04",
      "2025-07",
      "2025-10",
    ]);
    expect(versionCalendar(day("2026-01-01T00:00:00Z"))).toEqual({
      supported: ["2025-04", "2025-07", "2025-10", "2026-01"],
      latest: "2026-01",
      releaseCandidate: "2026-04",
    });
  });

  it("agrees with Shopify's own Storefront API client today", () => {
    // The client warns about a version it does not support, listing the ones it does: the
    // supported versions, the release candidate and unstable.
    const warnings: unknown[] = [];
    createStorefrontApiClient({
      storeDomain: "https://shop.example.com",
      apiVersion: "2019-10",
      publicAccessToken: "token",
      logger: (entry) => warnings.push(entry),
    });
    const { supported, releaseCandidate } = versionCalendar(new Date());
    expect(warnings).toContainEqual({
      type: "Unsupported_Api_Version",
      content: expect.objectContaining({
        supportedApiVersions: [...supported, releaseCandidate, "unstable"],
      }) as unknown,
    });
  });

  it("serves a retired or never-released version with the oldest supported one", () => {
    const today = day("2026-11-27T12:00:00Z");
    expect(shopifyServedVersion("2026-04", today)).toBe("2026-04");
    expect(shopifyServedVersion("2027-01", today)).toBe("2027-01");
    expect(shopifyServedVersion("unstable", today)).toBe("unstable");
    expect(shopifyServedVersion("2025-07", today)).toBe("2026-01");
    expect(shopifyServedVersion("2027-04", today)).toBe("2026-01");
    expect(shopifyServedVersion("2026-05", today)).toBe("2026-01");
    expect(shopifyServedVersion("latest", today)).toBeNull();
    expect(shopifyServedVersion("2026-13", today)).toBeNull();
  });

  it("lists the supported versions, the release candidate and unstable", () => {
    expect(publicApiVersions(day("2026-11-27T12:00:00Z"))).toEqual([
      { handle: "2026-01", displayName: "2026-01", supported: true },
      { handle: "2026-04", displayName: "2026-04", supported: true },
      { handle: "2026-07", displayName: "2026-07", supported: true },
      { handle: "2026-10", displayName: "2026-10 (Latest)", supported: true },
      { handle: "2027-01", displayName: "2027-01 (Release Candidate)", supported: false },
      { handle: "unstable", displayName: "unstable", supported: false },
    ]);
  });
});

describe("the schema the provider serves a version with", () => {
  it("is the version's own when the provider ships it and Shopify still serves it", () => {
    const today = day("2026-11-27T12:00:00Z");
    expect(servedVersion("2026-01", today)).toBe("2026-01");
    expect(servedVersion("2026-04", today)).toBe("2026-04");
    // While 2025-07 was supported, it was served as itself.
    expect(servedVersion("2025-07", day("2026-03-01T00:00:00Z"))).toBe("2025-07");
  });

  it("falls forward as Shopify does once a version is retired", () => {
    const today = day("2026-11-27T12:00:00Z");
    expect(servedVersion("2025-07", today)).toBe("2026-01");
    expect(servedVersion("2024-10", today)).toBe("2026-01");
    expect(servedVersion("2027-04", today)).toBe("2026-01");
  });

  it("is the newest shipped schema below a version the provider has no schema for", () => {
    const today = day("2026-11-27T12:00:00Z");
    for (const newer of ["2026-07", "2026-10", "2027-01", "unstable"]) {
      expect(servedVersion(newer, today)).toBe(NEWEST_SHIPPED_VERSION);
    }
    // A supported version older than every shipped schema takes the oldest shipped one.
    expect(servedVersion("2025-04", day("2026-03-01T00:00:00Z"))).toBe("2025-07");
  });

  it("is none for a path that names no version", () => {
    expect(servedVersion("latest", new Date())).toBeNull();
    expect(servedVersion("2026-4", new Date())).toBeNull();
  });
});
