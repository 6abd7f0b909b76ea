import { z } from "zod";
import { html, type SafeHtml } from "../http/html";

/**
 * Shoppers' field speed lives in the storefront's own database (its `POST /api/vitals`), not
 * the provider's: the console reads it as the owner's scripts do, from the storefront's owner
 * route on loopback (`GET /__storefront/owner/vitals?from&to`, `Authorization: Bearer
 * <OWNER_REPORT_TOKEN>`), and validates the answer before drawing it.
 */
export const FIELD_SPEED_PATH = "/__storefront/owner/vitals";

/** How long the page waits for the storefront before saying it could not be reached. */
export const FIELD_SPEED_TIMEOUT_MS = 3000;

export const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type FieldMetric = (typeof METRICS)[number];

const threshold = z.object({ good: z.number(), poor: z.number() });

const fieldSpeedReport = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  templates: z.array(z.string().max(40)).max(20),
  thresholds: z.object({
    LCP: threshold,
    INP: threshold,
    CLS: threshold,
    FCP: threshold,
    TTFB: threshold,
  }),
  p75: z
    .array(
      z.object({
        template: z.string().max(40),
        metric: z.enum(METRICS),
        p75: z.number().finite().min(0),
        samples: z.number().int().min(0),
        rating: z.enum(["good", "needs-improvement", "poor"]),
      }),
    )
    .max(200),
});
export type FieldSpeedReport = z.infer<typeof fieldSpeedReport>;

export type FieldSpeed =
  | { state: "ok"; report: FieldSpeedReport }
  /** No token configured: the console has no way in. */
  | { state: "not-configured" }
  /** Configured, but no usable answer; `why` is for the log, never the page. */
  | { state: "unreachable"; url: string; why: string };

/** The storefront's field speed report for the period, or why there is none. */
export async function readFieldSpeed(
  settings: { url: string; token: string } | null,
  period: { from: string; to: string },
): Promise<FieldSpeed> {
  if (!settings) return { state: "not-configured" };
  const url = `${settings.url}${FIELD_SPEED_PATH}?${new URLSearchParams(period)}`;
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${settings.token}`, accept: "application/json" },
      redirect: "error",
      signal: AbortSignal.timeout(FIELD_SPEED_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { state: "unreachable", url: settings.url, why: `answered ${response.status}` };
    }
    const parsed = fieldSpeedReport.safeParse(await response.json());
    if (!parsed.success) {
      return { state: "unreachable", url: settings.url, why: "answered no field speed report" };
    }
    return { state: "ok", report: parsed.data };
  } catch (error) {
    return {
      state: "unreachable",
      url: settings.url,
      why: error instanceof Error ? error.message : String(error),
    };
  }
}

const RATING = {
  good: { text: "good", badge: "badge ok" },
  "needs-improvement": { text: "needs improvement", badge: "badge" },
  poor: { text: "poor", badge: "badge bad" },
} as const;

const vital = (metric: FieldMetric, value: number) =>
  metric === "CLS" ? String(value) : `${Math.round(value)} ms`;

/**
 * The Analytics page's field speed card: p75 of each metric per page template for the period,
 * rated against the Core Web Vitals thresholds, or a plain sentence saying why there is none.
 */
export function fieldSpeedCard(speed: FieldSpeed): SafeHtml {
  const heading = html`<h2 id="field-speed-heading">Field speed (p75 of shoppers' page loads)</h2>`;
  if (speed.state === "not-configured") {
    return html`<section class="card" aria-labelledby="field-speed-heading">
      ${heading}
      <p>
        Field speed is measured in shoppers' browsers and kept by the storefront. This console reads
        it when it shares the storefront's <code>OWNER_REPORT_TOKEN</code> (<code>npm start</code>
        shares one); elsewhere, run <code>npm run vitals:report</code> beside the storefront.
      </p>
    </section>`;
  }
  if (speed.state === "unreachable") {
    return html`<section class="card" aria-labelledby="field-speed-heading">
      ${heading}
      <p role="status">
        The storefront could not be reached at ${speed.url}, so field speed cannot be shown right
        now. Is it running? The rest of this page does not need it.
      </p>
    </section>`;
  }
  const { report } = speed;
  if (!report.p75.length) {
    return html`<section class="card" aria-labelledby="field-speed-heading">
      ${heading}
      <p>No page loads were measured from ${report.period.from} to ${report.period.to}.</p>
    </section>`;
  }
  return html`<section class="card" aria-labelledby="field-speed-heading">
    ${heading}
    <table>
      <thead>
        <tr>
          <th scope="col">Template</th>
          ${METRICS.map((metric) => {
            const { good, poor } = report.thresholds[metric];
            return html`<th scope="col">
              ${metric}
              <span class="hint"
                >good ≤ ${vital(metric, good)}, poor &gt; ${vital(metric, poor)}</span
              >
            </th>`;
          })}
        </tr>
      </thead>
      <tbody>
        ${report.templates.map(
          (template) =>
            html`<tr>
              <th scope="row">${template}</th>
              ${METRICS.map((metric) => {
                const row = report.p75.find((r) => r.template === template && r.metric === metric);
                if (!row) return html`<td class="muted">no samples</td>`;
                const rating = RATING[row.rating];
                return html`<td>
                  ${vital(metric, row.p75)} <span class="${rating.badge}">${rating.text}</span>
                  <span class="hint">${row.samples} loads</span>
                </td>`;
              })}
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}
