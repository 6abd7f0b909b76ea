import { between, sql } from "drizzle-orm";
import { z } from "zod";
import type { StorefrontDatabase } from "../db/client";
import { webVitalsHistogram } from "../db/schema";

export const TEMPLATES = ["home", "shop", "product", "account", "other"] as const;
export type Template = (typeof TEMPLATES)[number];

/**
 * Each metric's bucket width and the largest value taken. Times are in milliseconds, kept to
 * 10 ms (a fiftieth of the nearest threshold, INP's 200 ms); CLS to 0.001. A value past the
 * largest is no real page load's.
 */
export const METRICS = {
  LCP: { width: 10, max: 120_000 },
  INP: { width: 10, max: 120_000 },
  FCP: { width: 10, max: 120_000 },
  TTFB: { width: 10, max: 120_000 },
  CLS: { width: 0.001, max: 10 },
} as const;
export type MetricName = keyof typeof METRICS;
const METRIC_NAMES = Object.keys(METRICS) as MetricName[];

/** Core Web Vitals' "good" and "poor" boundaries at the 75th percentile (web.dev). */
export const THRESHOLDS: Record<MetricName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

const metricValue = (name: MetricName) => z.number().finite().min(0).max(METRICS[name].max);

/** One page load's report as the browser sends it; at least one metric. */
export const vitalsReport = z
  .object({
    template: z.enum(TEMPLATES),
    metrics: z
      .object({
        LCP: metricValue("LCP").optional(),
        INP: metricValue("INP").optional(),
        CLS: metricValue("CLS").optional(),
        FCP: metricValue("FCP").optional(),
        TTFB: metricValue("TTFB").optional(),
      })
      .strict()
      .refine((metrics) => Object.keys(metrics).length > 0, "no metric"),
  })
  .strict();
export type VitalsReport = z.infer<typeof vitalsReport>;

export const bucketOf = (metric: MetricName, value: number) =>
  Math.round(value / METRICS[metric].width);

/** A bucket's value, rounded to the metric's precision (0.001 × 3 is 0.003, not 0.0030000000000000001). */
export const valueOfBucket = (metric: MetricName, bucket: number) =>
  Number((bucket * METRICS[metric].width).toFixed(3));

/**
 * The 75th percentile of a histogram by nearest rank: the smallest bucket that at least three
 * quarters of the samples are at or below (what CrUX and web-vitals' guidance report). Null
 * with no samples.
 */
export function p75OfHistogram(buckets: { bucket: number; samples: number }[]): number | null {
  const total = buckets.reduce((sum, b) => sum + b.samples, 0);
  if (!total) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const b of [...buckets].sort((x, y) => x.bucket - y.bucket)) {
    seen += b.samples;
    if (seen >= rank) return b.bucket;
  }
  return null;
}

export interface VitalsRecorder {
  /** Counts a report; written with the next flush. */
  add(report: VitalsReport, at?: Date): void;
  /** Writes every count waiting, in one statement. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counts reports in memory and adds them to the database's histogram every `flushMs` (and once
 * `maxKeys` distinct buckets wait), so a burst of reports costs one statement, not one each. A
 * failed write keeps its counts for the next flush, up to `maxKeys`; past that they are dropped
 * (field speed is a sample, never worth the server's memory).
 */
export function createVitalsRecorder(
  db: StorefrontDatabase,
  options: {
    flushMs?: number;
    maxKeys?: number;
    onError?: (error: unknown) => void;
  } = {},
): VitalsRecorder {
  const maxKeys = options.maxKeys ?? 10_000;
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, number>) {
    const rows = [...batch].map(([key, samples]) => {
      const [day, template, metric, bucket] = key.split("|");
      return { day, template, metric, bucket: Number(bucket), samples };
    });
    try {
      await db.execute(sql`
        INSERT INTO web_vitals_histogram (day, template, metric, bucket, samples)
        SELECT r.day::date, r.template, r.metric, r.bucket, r.samples
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            AS r(day text, template text, metric text, bucket integer, samples bigint)
        ON CONFLICT (day, template, metric, bucket)
          DO UPDATE SET samples = web_vitals_histogram.samples + excluded.samples`);
    } catch (error) {
      options.onError?.(error);
      for (const [key, samples] of batch) {
        if (pending.size >= maxKeys && !pending.has(key)) break;
        pending.set(key, (pending.get(key) ?? 0) + samples);
      }
    }
  }

  function flush(): Promise<void> {
    if (pending.size) {
      const batch = pending;
      pending = new Map();
      // One write at a time, in order.
      writing = writing.then(() => write(batch));
    }
    return writing;
  }

  const timer = setInterval(() => void flush(), options.flushMs ?? 1000);
  timer.unref();

  return {
    add(report, at = new Date()) {
      const day = at.toISOString().slice(0, 10);
      for (const name of METRIC_NAMES) {
        const value = report.metrics[name];
        if (value === undefined) continue;
        const key = `${day}|${report.template}|${name}|${bucketOf(name, value)}`;
        pending.set(key, (pending.get(key) ?? 0) + 1);
      }
      if (pending.size >= maxKeys) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export interface VitalsP75 {
  template: Template;
  metric: MetricName;
  p75: number;
  samples: number;
  rating: "good" | "needs-improvement" | "poor";
}

/** The 75th percentile of every template's metrics over the days `from` to `to` (UTC, inclusive). */
export async function vitalsP75(
  db: StorefrontDatabase,
  period: { from: string; to: string },
): Promise<VitalsP75[]> {
  const rows = await db
    .select({
      template: webVitalsHistogram.template,
      metric: webVitalsHistogram.metric,
      bucket: webVitalsHistogram.bucket,
      samples: sql<number>`sum(${webVitalsHistogram.samples})::bigint`.mapWith(Number),
    })
    .from(webVitalsHistogram)
    .where(between(webVitalsHistogram.day, period.from, period.to))
    .groupBy(webVitalsHistogram.template, webVitalsHistogram.metric, webVitalsHistogram.bucket);
  const groups = new Map<string, { bucket: number; samples: number }[]>();
  for (const row of rows) {
    const key = `${row.template}|${row.metric}`;
    groups.set(key, [...(groups.get(key) ?? []), { bucket: row.bucket, samples: row.samples }]);
  }
  const result: VitalsP75[] = [];
  for (const template of TEMPLATES) {
    for (const metric of METRIC_NAMES) {
      const buckets = groups.get(`${template}|${metric}`);
      const bucket = buckets ? p75OfHistogram(buckets) : null;
      if (bucket === null || !buckets) continue;
      const p75 = valueOfBucket(metric, bucket);
      const { good, poor } = THRESHOLDS[metric];
      result.push({
        template,
        metric,
        p75,
        samples: buckets.reduce((sum, b) => sum + b.samples, 0),
        rating: p75 <= good ? "good" : p75 <= poor ? "needs-improvement" : "poor",
      });
    }
  }
  return result;
}
