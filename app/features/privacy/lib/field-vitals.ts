import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import type { PageTemplate } from "./page-template";

/** Where the storefront's own server takes field measurements (server/vitals/). */
export const VITALS_ENDPOINT = "/api/vitals";

export type VitalName = "LCP" | "INP" | "CLS" | "FCP" | "TTFB";

/** One page load's report: its template and the metrics measured so far. */
export interface VitalsReport {
  template: PageTemplate;
  metrics: Partial<Record<VitalName, number>>;
}

/**
 * Measures this page load's Core Web Vitals (LCP, INP, CLS) and FCP and TTFB with Google's
 * `web-vitals`, and sends what it has with `sendBeacon` each time the page is hidden (the last
 * moment a report is sure to leave: a tab closed from the background never fires `unload`).
 * Each metric is sent with the value it reached; a later hide sends only what changed since.
 * The template is the page the visit landed on: LCP, FCP and TTFB belong to that load.
 */
export function startFieldVitals(options: {
  template: PageTemplate;
  endpoint?: string;
  /** Read at each report: a visitor who withdrew consent sends nothing more. */
  allowed?: () => boolean;
  send?: (endpoint: string, body: string) => boolean;
}) {
  const endpoint = options.endpoint ?? VITALS_ENDPOINT;
  // A string beacon goes as text/plain, a simple request the server reads as JSON.
  const send = options.send ?? ((url: string, body: string) => navigator.sendBeacon(url, body));
  const latest: VitalsReport["metrics"] = {};
  const sent: VitalsReport["metrics"] = {};
  const record = (metric: Metric) => {
    latest[metric.name as VitalName] = metric.value;
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onFCP(record);
  onTTFB(record);
  // Registered after web-vitals' own listeners, so their final values are in `latest` first.
  const report = () => {
    if (document.visibilityState !== "hidden") return;
    if (options.allowed && !options.allowed()) return;
    const changed: VitalsReport["metrics"] = {};
    for (const [name, value] of Object.entries(latest) as [VitalName, number][]) {
      if (sent[name] !== value) changed[name] = value;
    }
    if (!Object.keys(changed).length) return;
    const body: VitalsReport = { template: options.template, metrics: changed };
    if (send(endpoint, JSON.stringify(body))) {
      Object.assign(sent, changed);
    }
  };
  document.addEventListener("visibilitychange", report);
}

/** Whether this page load is in the sample measured (`rate` between 0 and 1). */
export function inSample(rate: number, random: () => number = Math.random): boolean {
  return random() < rate;
}
