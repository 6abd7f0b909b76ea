import { count, desc, eq } from "drizzle-orm";
import { webhookDeliveries } from "../../db/schema/index";
import { html } from "../../http/html";
import { pageNumber, pager, type ConsolePage } from "../console-page";

const PAGE_SIZE = 50;
const STATUSES = ["pending", "delivered", "failed"] as const;

/** The webhook subscriptions, and each delivery with its tries and the endpoint's last answer. */
export const webhooksPage: ConsolePage = {
  path: "/webhooks",
  title: "Webhooks",
  async render(deps, { query, here }) {
    const { subscriptions } = deps.settings.webhooks;
    const wanted = query.get("status");
    const status = STATUSES.find((s) => s === wanted) ?? null;
    const where = status ? eq(webhookDeliveries.status, status) : undefined;
    const page = pageNumber(query);
    const [[total], rows] = await Promise.all([
      deps.db.select({ n: count() }).from(webhookDeliveries).where(where),
      deps.db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE),
    ]);
    const pages = Math.max(1, Math.ceil((total?.n ?? 0) / PAGE_SIZE));
    return html`<section class="card" aria-labelledby="subscriptions-heading">
        <h2 id="subscriptions-heading">Subscriptions</h2>
        ${
          subscriptions.length
            ? html`<table>
                <thead>
                  <tr>
                    <th scope="col">Topic</th>
                    <th scope="col">Endpoint</th>
                  </tr>
                </thead>
                <tbody>
                  ${subscriptions.map(
                    (s) =>
                      html`<tr>
                        <td>${s.topic}</td>
                        <td><code>${s.url}</code></td>
                      </tr>`,
                  )}
                </tbody>
              </table>`
            : html`<p class="muted">
                Nothing is subscribed: set PROVIDER_WEBHOOK_URL (or PROVIDER_WEBHOOK_SUBSCRIPTIONS)
                and PROVIDER_WEBHOOK_SECRET. <code>npm start</code> subscribes the local storefront.
              </p>`
        }
      </section>
      <div class="toolbar">
        ${[null, ...STATUSES].map((s) =>
          s === status
            ? html`<strong>${s ?? "All"}</strong>`
            : html`<a href="/admin/webhooks${s ? `?status=${s}` : ""}">${s ?? "All"}</a>`,
        )}
        <span class="muted">${total?.n ?? 0} deliveries</span>
      </div>
      <div class="card">
        <table>
          <thead>
            <tr>
              <th scope="col">Triggered</th>
              <th scope="col">Topic</th>
              <th scope="col">Endpoint</th>
              <th scope="col">Status</th>
              <th scope="col" class="number">Tries</th>
              <th scope="col">Last answer</th>
              <th scope="col">Next try</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (row) =>
                html`<tr>
                  <td>${row.triggeredAt.toISOString().replace("T", " ").slice(0, 19)}</td>
                  <td>${row.topic}</td>
                  <td><code>${row.url}</code></td>
                  <td>
                    <span
                      class="badge ${
                        row.status === "delivered" ? "ok" : row.status === "failed" ? "bad" : ""
                      }"
                      >${row.status}</span
                    >
                  </td>
                  <td class="number">${row.attempts}</td>
                  <td>
                    ${row.lastStatus !== null ? html`<strong>${row.lastStatus}</strong> ` : ""}
                    <span class="muted">${row.lastResponse ?? ""}</span>
                  </td>
                  <td>
                    ${
                      row.status === "pending" && row.nextAttemptAt
                        ? row.nextAttemptAt.toISOString().replace("T", " ").slice(0, 19)
                        : ""
                    }
                  </td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      ${pager(here, page, pages)}`;
  },
};
