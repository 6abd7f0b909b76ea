import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openStorefrontDatabase, type StorefrontDatabaseHandle } from "../db/client";
import { shopOriginFrom } from "../shop-origin";
import { createVitalsRecorder, vitalsP75, type VitalsRecorder } from "./vitals-histogram";
import { createVitalsRouter, VITALS_PATH } from "./vitals-router";

// POST /api/vitals over HTTP, into the storefront's database (in-memory PGlite).
let database: StorefrontDatabaseHandle;
let recorder: VitalsRecorder;
let server: ReturnType<express.Express["listen"]>;
let url: string;
let origin: string;

beforeAll(async () => {
  database = await openStorefrontDatabase({ dataDir: "memory://" });
  recorder = createVitalsRecorder(database.db, { flushMs: 60_000 });
  const app = express();
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  url = `${origin}${VITALS_PATH}`;
  app.use(
    createVitalsRouter({
      recorder,
      shop: shopOriginFrom(origin),
      limit: { points: 20, durationSeconds: 60 },
    }),
  );
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await recorder.close();
  await database.close();
});

const send = (body: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", origin, ...headers },
  });

const today = () => new Date().toISOString().slice(0, 10);

it("adds a beacon's report to today's histogram and answers 204", async () => {
  const report = {
    template: "product",
    metrics: { LCP: 2100, INP: 80, CLS: 0, FCP: 900, TTFB: 120 },
  };
  const answer = await send(JSON.stringify(report));
  expect(answer.status).toBe(204);
  // A string beacon arrives as text/plain.
  expect(
    (await send(JSON.stringify(report), { "content-type": "text/plain;charset=UTF-8" })).status,
  ).toBe(204);
  await recorder.flush();
  const rows = await vitalsP75(database.db, { from: today(), to: today() });
  expect(rows.find((r) => r.metric === "LCP")).toEqual({
    template: "product",
    metric: "LCP",
    p75: 2100,
    samples: 2,
    rating: "good",
  });
  expect(rows.map((r) => r.metric).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
});

it("refuses what is not a report, and nothing is counted", async () => {
  await recorder.flush();
  const before = await vitalsP75(database.db, { from: today(), to: today() });
  const refusals = [
    await send("{"),
    await send(JSON.stringify({ template: "home", metrics: { LCP: -5 } })),
    await send(JSON.stringify({ template: "home", metrics: {}, extra: 1 })),
    await send(JSON.stringify({ template: "home", metrics: { LCP: 1 } }), {
      "content-type": "application/x-www-form-urlencoded",
    }),
    await send(JSON.stringify({ template: "home", metrics: { LCP: 1 } }), {
      origin: "https://elsewhere.example",
    }),
    await send(JSON.stringify({ template: "home", metrics: { LCP: 1 }, pad: "x".repeat(2000) })),
    await fetch(url),
  ];
  expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 415, 403, 413, 405]);
  for (const answer of refusals) expect(answer.headers.get("cache-control")).toBe("no-store");
  await recorder.flush();
  expect(await vitalsP75(database.db, { from: today(), to: today() })).toEqual(before);
});

it("holds one client to its allowance, with Retry-After", async () => {
  const report = JSON.stringify({ template: "other", metrics: { TTFB: 50 } });
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let i = 0; i < 25; i += 1) {
    const answer = await send(report);
    statuses.push(answer.status);
    if (answer.status === 429) retryAfter = answer.headers.get("retry-after");
  }
  expect(statuses).toContain(429);
  expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(20);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});
