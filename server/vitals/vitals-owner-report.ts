import type { StorefrontDatabase } from "../db/client";
import {
  THRESHOLDS,
  TEMPLATES,
  vitalsP75,
  type MetricName,
  type VitalsP75,
} from "./vitals-histogram";

/** The owner's report's name: `GET /__storefront/owner/vitals`, `npm run vitals:report`. */
export const VITALS_OWNER_REPORT = "vitals";

/** The longest period one report covers: the histogram keeps a row per day, a year is plenty. */
export const MAX_REPORT_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface VitalsOwnerReport {
  period: { from: string; to: string };
  templates: readonly string[];
  /** Each metric's Core Web Vitals boundaries at the 75th percentile (ms; CLS unitless). */
  thresholds: Record<MetricName, { good: number; poor: number }>;
  /** Only the template and metric pairs that have samples in the period. */
  p75: VitalsP75[];
}

/**
 * The period an owner asked for (`from`, `to`: UTC days, both included), or the last seven days
 * to `now` when neither is given. A wrong one is refused with a RangeError saying why, which
 * the owner's route answers as 400.
 */
export function vitalsReportPeriod(query: URLSearchParams, now: Date) {
  const from = query.get("from");
  const to = query.get("to");
  if (from === null && to === null) {
    return { from: isoDay(new Date(now.getTime() - 6 * DAY_MS)), to: isoDay(now) };
  }
  // A day that does not exist (2026-02-30) is refused, not rolled over into the next month.
  const valid = (day: string | null): day is string => {
    if (day === null || !DAY.test(day)) return false;
    const at = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(at) && isoDay(new Date(at)) === day;
  };
  if (!valid(from) || !valid(to)) throw new RangeError("from and to are days, YYYY-MM-DD.");
  if (from > to) throw new RangeError("from must not come after to.");
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_REPORT_DAYS) {
    throw new RangeError(`A report covers at most ${MAX_REPORT_DAYS} days.`);
  }
  return { from, to };
}

/** Field speed for the owner: p75 per template and metric over the period, with the thresholds. */
export async function vitalsOwnerReport(
  db: StorefrontDatabase,
  query: URLSearchParams,
  now = new Date(),
): Promise<VitalsOwnerReport> {
  const period = vitalsReportPeriod(query, now);
  return { period, templates: TEMPLATES, thresholds: THRESHOLDS, p75: await vitalsP75(db, period) };
}

const METRIC_ORDER: MetricName[] = ["LCP", "INP", "CLS", "FCP", "TTFB"];
const RATING_WORDS = { good: "good", "needs-improvement": "needs improvement", poor: "poor" };

/** A metric's value as the owner reads it: milliseconds for times, CLS as it is. */
export const formatVital = (metric: MetricName, value: number) =>
  metric === "CLS" ? String(value) : `${Math.round(value)} ms`;

/**
 * The report as a plain-text table for a terminal: a row per template, a column per metric,
 * each cell the p75, its rating and its number of samples; the thresholds beneath.
 */
export function vitalsReportTable(
  report: Pick<VitalsOwnerReport, "period" | "templates" | "thresholds" | "p75">,
): string {
  const cell = (template: string, metric: MetricName) => {
    const row = report.p75.find((r) => r.template === template && r.metric === metric);
    return row
      ? `${formatVital(metric, row.p75)} ${RATING_WORDS[row.rating]} (${row.samples})`
      : "–";
  };
  const table = [
    ["template", ...METRIC_ORDER],
    ...report.templates.map((template) => [
      template,
      ...METRIC_ORDER.map((metric) => cell(template, metric)),
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const lines = table.map((row) =>
    row
      .map((text, i) => text.padEnd(widths[i]!))
      .join("  ")
      .trimEnd(),
  );
  const thresholds = METRIC_ORDER.map((metric) => {
    const { good, poor } = report.thresholds[metric];
    return `${metric} good ≤ ${formatVital(metric, good)}, poor > ${formatVital(metric, poor)}`;
  });
  return [
    `Field speed, p75 of shoppers' page loads, ${report.period.from} to ${report.period.to} (UTC)`,
    "",
    ...lines,
    "",
    "Each cell: p75, its rating, (samples). Core Web Vitals thresholds at p75:",
    ...thresholds.map((line) => `  ${line}`),
  ].join("\n");
}
