import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStorefrontDatabase, type StorefrontDatabaseHandle } from "../db/client";
import { OWNER_PATH, ownerRouter } from "../owner-access";
import { createVitalsRecorder } from "./vitals-histogram";
import {
  VITALS_OWNER_REPORT,
  vitalsOwnerReport,
  vitalsReportPeriod,
  vitalsReportTable,
} from "./vitals-owner-report";

// The owner's field speed report: p75 per template over known samples, as the merchant console
// and `npm run vitals:report` read it from the storefront's owner route.

const TOKEN = "k".repeat(40);
const NOW = new Date("2026-11-27T15:00:00Z");

let database: StorefrontDatabaseHandle;
let server: ReturnType<express.Express["listen"]>;
let base: string;

beforeAll(async () => {
  database = await openStorefrontDatabase({ dataDir: "memory://" });
  const recorder = createVitalsRecorder(database.db, { flushMs: 60_000 });
  const day = new Date("2026-11-27T12:00:00Z");
  // 100 product loads at 1000..1990 ms: the p75 by nearest rank is the 75th, 1740 ms.
  for (let i = 0; i < 100; i++) {
    recorder.add({ template: "product", metrics: { LCP: 1000 + i * 10, CLS: 0.3 } }, day);
  }
  // Four home loads: p75 (3rd of 4) is 300 ms, between INP's good 200 and poor 500.
  for (const inp of [100, 200, 300, 900]) {
    recorder.add({ template: "home", metrics: { INP: inp } }, day);
  }
  recorder.add({ template: "shop", metrics: { TTFB: 5000 } }, new Date("2026-11-01T12:00:00Z"));
  await recorder.close();

  const app = express();
  app.use(
    ownerRouter([TOKEN], {
      [VITALS_OWNER_REPORT]: (query) => vitalsOwnerReport(database.db, query, NOW),
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${OWNER_PATH}/vitals`;
});

afterAll(async () => {
  server?.close();
  await database?.close();
});

const ask = (query: string, token = TOKEN) =>
  fetch(`${base}${query}`, { headers: { authorization: `Bearer ${token}` } });

describe("the owner's field speed report", () => {
  it("answers p75 per template and metric over the period, rated against the thresholds", async () => {
    const answer = await ask("?from=2026-11-27&to=2026-11-27");
    expect(answer.status).toBe(200);
    const report = await answer.json();
    expect(report).toEqual({
      period: { from: "2026-11-27", to: "2026-11-27" },
      templates: ["home", "shop", "product", "account", "other"],
      thresholds: expect.objectContaining({ LCP: { good: 2500, poor: 4000 } }),
      p75: [
        { template: "home", metric: "INP", p75: 300, samples: 4, rating: "needs-improvement" },
        { template: "product", metric: "LCP", p75: 1740, samples: 100, rating: "good" },
        { template: "product", metric: "CLS", p75: 0.3, samples: 100, rating: "poor" },
      ],
    });
    // The month's period takes in the older shop load too.
    const month = await (await ask("?from=2026-11-01&to=2026-11-30")).json();
    expect(month.p75).toContainEqual({
      template: "shop",
      metric: "TTFB",
      p75: 5000,
      samples: 1,
      rating: "poor",
    });
    expect((await ask("?from=2026-11-27&to=2026-11-27", "x".repeat(40))).status).toBe(404);
  });

  it("takes the last seven days by default and refuses a period it cannot read", async () => {
    expect(vitalsReportPeriod(new URLSearchParams(), NOW)).toEqual({
      from: "2026-11-21",
      to: "2026-11-27",
    });
    for (const query of [
      "?from=2026-11-27",
      "?from=2026-02-30&to=2026-03-01",
      "?from=2026-11-28&to=2026-11-27",
      "?from=2024-01-01&to=2026-01-01",
    ]) {
      const answer = await ask(query);
      expect(answer.status, query).toBe(400);
      expect((await answer.json()).error).toMatch(/days|after|at most/);
    }
  });

  it("prints as a table for the terminal", async () => {
    const report = await vitalsOwnerReport(
      database.db,
      new URLSearchParams({ from: "2026-11-27", to: "2026-11-27" }),
    );
    const text = vitalsReportTable(report);
    expect(text).toContain("2026-11-27 to 2026-11-27");
    const product = text.split("\n").find((line) => line.startsWith("product"))!;
    expect(product).toContain("1740 ms good (100)");
    expect(product).toContain("0.3 poor (100)");
    expect(text.split("\n").find((line) => line.startsWith("home"))).toContain(
      "300 ms needs improvement (4)",
    );
    expect(text).toContain("LCP good ≤ 2500 ms, poor > 4000 ms");
  });
});
