import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port";
import { startPostgres, type PostgresServer } from "../../tests/support/postgres-server";
import { openStorefrontDatabase, type StorefrontDatabaseHandle } from "../db/client";
import {
  bucketOf,
  createVitalsRecorder,
  p75OfHistogram,
  valueOfBucket,
  vitalsP75,
  vitalsReport,
} from "./vitals-histogram";

describe("the 75th percentile of a histogram", () => {
  it("is the smallest value at or above three quarters of the samples (nearest rank)", () => {
    // 1..8: the 6th smallest of 8 is the 75th percentile.
    const samples = [1, 2, 3, 4, 5, 6, 7, 8].map((bucket) => ({ bucket, samples: 1 }));
    expect(p75OfHistogram(samples)).toBe(6);
    // Unsorted, with counts: 10 × 100, 5 × 300, 5 × 900 → rank 15 falls on 300.
    expect(
      p75OfHistogram([
        { bucket: 900, samples: 5 },
        { bucket: 100, samples: 10 },
        { bucket: 300, samples: 5 },
      ]),
    ).toBe(300);
    expect(p75OfHistogram([{ bucket: 4, samples: 1 }])).toBe(4);
    expect(p75OfHistogram([])).toBeNull();
  });

  it("keeps times to 10 ms and CLS to 0.001", () => {
    expect(valueOfBucket("LCP", bucketOf("LCP", 2504))).toBe(2500);
    expect(valueOfBucket("INP", bucketOf("INP", 196))).toBe(200);
    expect(valueOfBucket("CLS", bucketOf("CLS", 0.0031))).toBe(0.003);
  });
});

describe("a report", () => {
  it("takes a template and at least one metric within its bounds, nothing else", () => {
    expect(
      vitalsReport.safeParse({ template: "home", metrics: { LCP: 1200, CLS: 0 } }).success,
    ).toBe(true);
    for (const body of [
      { template: "home", metrics: {} },
      { template: "checkout", metrics: { LCP: 1 } },
      { template: "home", metrics: { LCP: -1 } },
      { template: "home", metrics: { LCP: 1e9 } },
      { template: "home", metrics: { CLS: 11 } },
      { template: "home", metrics: { LCP: "1" } },
      { template: "home", metrics: { FID: 10 } },
      { template: "home", metrics: { LCP: 1 }, extra: true },
      null,
    ]) {
      expect(vitalsReport.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

/** LCP samples whose p75 is known: 100 loads at 1000..1990 ms in 10 ms steps → p75 1740 ms. */
const LCP_SAMPLES = Array.from({ length: 100 }, (_, i) => 1000 + i * 10);

describe("the storefront's histogram (PGlite)", () => {
  let database: StorefrontDatabaseHandle;
  beforeAll(async () => {
    database = await openStorefrontDatabase({ dataDir: "memory://" });
  });
  afterAll(() => database.close());

  it("adds every report and answers p75 per template and metric, rated against the thresholds", async () => {
    const recorder = createVitalsRecorder(database.db, { flushMs: 60_000 });
    const day = new Date("2026-11-27T12:00:00Z");
    for (const value of LCP_SAMPLES) {
      recorder.add({ template: "product", metrics: { LCP: value, CLS: 0.02 } }, day);
    }
    recorder.add({ template: "home", metrics: { INP: 640 } }, day);
    // Another day, outside the period asked for.
    recorder.add({ template: "product", metrics: { LCP: 9000 } }, new Date("2026-11-20T12:00:00Z"));
    await recorder.close();
    const rows = await vitalsP75(database.db, { from: "2026-11-27", to: "2026-11-27" });
    expect(rows).toEqual([
      { template: "home", metric: "INP", p75: 640, samples: 1, rating: "poor" },
      { template: "product", metric: "LCP", p75: 1740, samples: 100, rating: "good" },
      { template: "product", metric: "CLS", p75: 0.02, samples: 100, rating: "good" },
    ]);
  });
});

describe("instances sharing PostgreSQL", () => {
  let postgres: PostgresServer | undefined;
  let skipped = "";
  beforeAll(async () => {
    const started = await startPostgres(await freePort());
    if ("skipped" in started) skipped = started.skipped;
    else postgres = started;
  }, 60_000);
  afterAll(() => postgres?.stop());

  it("each adds its own counts, and p75 is the one over every sample", async () => {
    expect(skipped, "PostgreSQL should be available on this machine").toBe("");
    const [a, b] = await Promise.all([
      openStorefrontDatabase({ databaseUrl: postgres!.url, dataDir: "unused" }),
      openStorefrontDatabase({ databaseUrl: postgres!.url, dataDir: "unused" }),
    ]);
    try {
      const first = createVitalsRecorder(a!.db, { flushMs: 60_000 });
      const second = createVitalsRecorder(b!.db, { flushMs: 60_000 });
      const day = new Date("2026-11-27T08:00:00Z");
      // The slow loads all reach one instance: p75 of either half alone would be wrong.
      LCP_SAMPLES.forEach((value, i) =>
        (i < 50 ? first : second).add({ template: "shop", metrics: { LCP: value } }, day),
      );
      await Promise.all([first.close(), second.close()]);
      const rows = await vitalsP75(a!.db, { from: "2026-11-27", to: "2026-11-27" });
      expect(rows).toEqual([
        { template: "shop", metric: "LCP", p75: 1740, samples: 100, rating: "good" },
      ]);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
    }
  });
});
