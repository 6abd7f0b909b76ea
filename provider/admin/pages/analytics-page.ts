import { analyticsReport, type AnalyticsReport } from "../../db/analytics-report";
import { html, type SafeHtml } from "../../http/html";
import type { ConsolePage } from "../console-page";
import { fieldSpeedCard, readFieldSpeed } from "../storefront-field-speed";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest period one page shows: a year of days in the chart is already dense. */
const MAX_DAYS = 366;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The period asked for, or the last seven days (today included) when it is missing or wrong. */
export function reportPeriod(query: URLSearchParams, now: Date): { from: string; to: string } {
  const to = query.get("to") ?? "";
  const from = query.get("from") ?? "";
  const valid =
    DAY.test(from) &&
    DAY.test(to) &&
    !Number.isNaN(Date.parse(from)) &&
    !Number.isNaN(Date.parse(to)) &&
    from <= to &&
    (Date.parse(to) - Date.parse(from)) / DAY_MS < MAX_DAYS;
  if (valid) return { from, to };
  return { from: isoDay(new Date(now.getTime() - 6 * DAY_MS)), to: isoDay(now) };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Sessions (bars) and orders (line) per day, drawn on the server: no script on the page. */
function dailyChart(daily: AnalyticsReport["daily"]): SafeHtml {
  const width = 640;
  const height = 160;
  const pad = 24;
  const peak = Math.max(1, ...daily.map((d) => Math.max(d.sessions, d.orders)));
  const step = (width - 2 * pad) / Math.max(1, daily.length);
  const y = (value: number) => height - pad - (value / peak) * (height - 2 * pad);
  const bars = daily.map(
    (d, i) =>
      html`<rect
        x="${(pad + i * step + step * 0.15).toFixed(1)}"
        y="${y(d.sessions).toFixed(1)}"
        width="${(step * 0.7).toFixed(1)}"
        height="${(height - pad - y(d.sessions)).toFixed(1)}"
        fill="#e8b4bc"
        ><title>${d.day}: ${d.sessions} sessions</title></rect
      >`,
  );
  const points = daily
    .map((d, i) => `${(pad + i * step + step / 2).toFixed(1)},${y(d.orders).toFixed(1)}`)
    .join(" ");
  return html`<figure>
    <svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title" width="100%">
      <title id="chart-title">Sessions (bars) and orders (line) per day</title>
      <line
        x1="${pad}"
        y1="${height - pad}"
        x2="${width - pad}"
        y2="${height - pad}"
        stroke="#999"
      />
      ${bars}
      <polyline points="${points}" fill="none" stroke="#7d3142" stroke-width="2" />
      <text x="${pad}" y="${pad - 8}" font-size="11">${peak}</text>
      <text x="${pad}" y="${height - 6}" font-size="11">${daily[0]?.day ?? ""}</text>
      <text x="${width - pad}" y="${height - 6}" font-size="11" text-anchor="end">
        ${daily.at(-1)?.day ?? ""}
      </text>
    </svg>
    <figcaption>Sessions (bars) and orders (line) per day.</figcaption>
  </figure>`;
}

/** A card listing searched words and how often, or a sentence when there are none. */
function searchTable(
  id: string,
  heading: string,
  rows: AnalyticsReport["topSearches"],
  empty: string,
): SafeHtml {
  return html`<section class="card" aria-labelledby="${id}-heading">
    <h2 id="${id}-heading">${heading}</h2>
    ${
      rows.length
        ? html`<table>
            <thead>
              <tr>
                <th scope="col">Search</th>
                <th scope="col" class="number">Searches</th>
              </tr>
            </thead>
            <tbody>
              ${rows.map(
                (s) =>
                  html`<tr>
                    <th scope="row">${s.term}</th>
                    <td class="number">${s.searches}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : html`<p>${empty}</p>`
    }
  </section>`;
}

/**
 * Analytics: what shoppers did in a chosen period, from the events the storefront sent with their
 * consent (Shopify's analytics, at the Monorail endpoint) and the checkout's own records; orders
 * are every order placed, consent or not. Field speed (shoppers' Web Vitals) is the storefront's
 * own data, read from it over HTTP for the same period.
 */
export const analyticsPage: ConsolePage = {
  path: "/analytics",
  title: "Analytics",
  async render(deps, { query }) {
    const period = reportPeriod(query, deps.clock.now());
    const [report, speed] = await Promise.all([
      analyticsReport(deps.db, period),
      readFieldSpeed(deps.settings.fieldSpeed, period),
    ]);
    if (speed.state === "unreachable") {
      deps.logger.error("field speed could not be read from the storefront", {
        url: speed.url,
        why: speed.why,
      });
    }
    const figures: [string, string][] = [
      ["Sessions", String(report.sessions)],
      ["Page views", String(report.pageViews)],
      ["Product views", String(report.productViews)],
      ["Add-to-cart rate", percent(report.addToCartRate)],
      ["Checkouts started", String(report.checkouts)],
      ["Orders", String(report.orders)],
      ["Conversion rate", percent(report.conversionRate)],
    ];
    return html`<section class="card" aria-labelledby="period-heading">
        <h2 id="period-heading">Period</h2>
        <form method="get" action="/admin/analytics" class="stack">
          <label for="analytics-from">From</label>
          <input id="analytics-from" type="date" name="from" value="${period.from}" required />
          <label for="analytics-to">To</label>
          <input id="analytics-to" type="date" name="to" value="${period.to}" required />
          <button type="submit">Show</button>
        </form>
      </section>
      <section class="card" aria-labelledby="summary-heading">
        <h2 id="summary-heading">${period.from} to ${period.to}</h2>
        <dl class="figures">
          ${figures.map(
            ([name, value]) =>
              html`<dt>${name}</dt>
                <dd>${value}</dd>`,
          )}
        </dl>
        ${dailyChart(report.daily)}
      </section>
      <section class="card" aria-labelledby="products-heading">
        <h2 id="products-heading">Top products</h2>
        ${
          report.topProducts.length
            ? html`<table>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col" class="number">Views</th>
                  </tr>
                </thead>
                <tbody>
                  ${report.topProducts.map(
                    (p) =>
                      html`<tr>
                        <th scope="row">${p.name}</th>
                        <td class="number">${p.views}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>`
            : html`<p>No product views in this period.</p>`
        }
      </section>
      ${searchTable("searches", "Top searches", report.topSearches, "No searches in this period.")}
      ${searchTable(
        "no-results",
        "Searches with no results",
        report.searchesWithoutResults,
        "Every search in this period found something.",
      )}
      ${fieldSpeedCard(speed)}`;
  },
};
