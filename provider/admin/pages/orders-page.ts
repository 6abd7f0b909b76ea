import { and, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { fulfillments, orders } from "../../db/schema/index";
import { html } from "../../http/html";
import { CARRIERS, DEFAULT_CARRIER } from "../../orders/carriers";
import { formatAmount, pageNumber, pager, type ConsolePage } from "../console-page";

const PAGE_SIZE = 25;

const FILTERS: Record<string, { label: string; where: SQL | undefined }> = {
  unfulfilled: {
    label: "To fulfil",
    where: and(eq(orders.fulfillmentStatus, "UNFULFILLED"), isNull(orders.cancelledAt)),
  },
  all: { label: "All", where: undefined },
};

/** Orders, newest first: mark one fulfilled with its carrier and tracking, or cancel it. */
export const ordersPage: ConsolePage = {
  path: "/orders",
  title: "Orders",
  async render(deps, { query, forms, here }) {
    const filterKey = query.get("show") === "all" ? "all" : "unfulfilled";
    const filter = FILTERS[filterKey]!;
    const page = pageNumber(query);
    const [[total], rows] = await Promise.all([
      deps.db.select({ n: count() }).from(orders).where(filter.where),
      deps.db
        .select()
        .from(orders)
        .where(filter.where)
        .orderBy(desc(orders.processedAt), desc(orders.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE),
    ]);
    const shipments = rows.length
      ? await deps.db
          .select()
          .from(fulfillments)
          .where(
            inArray(
              fulfillments.orderId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    const pages = Math.max(1, Math.ceil((total?.n ?? 0) / PAGE_SIZE));
    return html`<div class="toolbar">
        ${Object.entries(FILTERS).map(([key, entry]) =>
          key === filterKey
            ? html`<strong>${entry.label}</strong>`
            : html`<a href="/admin/orders?show=${key}">${entry.label}</a>`,
        )}
        <span class="muted">${total?.n ?? 0} orders</span>
      </div>
      <div class="card">
        <table>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Customer</th>
              <th scope="col" class="number">Total</th>
              <th scope="col">Payment</th>
              <th scope="col">Fulfilment</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map((order) => {
              const tracking = shipments
                .filter((s) => s.orderId === order.id)
                .flatMap((s) => s.tracking);
              const open = !order.cancelledAt && order.fulfillmentStatus === "UNFULFILLED";
              return html`<tr>
                <th scope="row">${order.name}</th>
                <td>${order.processedAt.toISOString().slice(0, 10)}</td>
                <td>${order.email ?? ""}</td>
                <td class="number">${formatAmount(order.totalCents / 100, order.currencyCode)}</td>
                <td>${order.financialStatus.toLowerCase()}</td>
                <td>
                  ${
                    order.cancelledAt
                      ? html`<span class="badge bad">Cancelled</span>`
                      : html`<span
                          class="badge ${order.fulfillmentStatus === "FULFILLED" ? "ok" : ""}"
                          >${order.fulfillmentStatus.toLowerCase().replace("_", " ")}</span
                        >`
                  }
                  ${tracking.map(
                    (t) =>
                      html`<div class="muted">
                        ${t.company}
                        ${t.url ? html`<a href="${t.url}" rel="noreferrer">${t.number}</a>` : t.number}
                      </div>`,
                  )}
                </td>
                <td>
                  ${
                    open
                      ? html`${forms.action("fulfil-order", {
                          hidden: { orderId: order.id },
                          fields: html`<label for="carrier-${order.id}">Carrier</label>
                            <select id="carrier-${order.id}" name="company">
                              ${Object.keys(CARRIERS).map(
                                (carrier) =>
                                  html`<option
                                    value="${carrier}"
                                    ${carrier === DEFAULT_CARRIER ? html`selected` : ""}
                                  >
                                    ${carrier}
                                  </option>`,
                              )}
                            </select>
                            <label for="tracking-${order.id}">Tracking number</label>
                            <input
                              id="tracking-${order.id}"
                              type="text"
                              name="number"
                              required
                              size="22"
                              autocomplete="off"
                            />
                            <label for="tracking-url-${order.id}"
                              >Tracking URL <span class="hint">(optional)</span></label
                            >
                            <input
                              id="tracking-url-${order.id}"
                              type="url"
                              name="url"
                              size="22"
                              placeholder="The carrier's page"
                            />`,
                          submit: "Mark as fulfilled",
                          submitLabel: `Mark ${order.name} as fulfilled`,
                        })}
                        ${forms.action("cancel-order", {
                          hidden: { orderId: order.id },
                          submit: "Cancel order",
                          submitLabel: `Cancel ${order.name}`,
                          danger: true,
                        })}`
                      : ""
                  }
                </td>
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
      ${pager(here, page, pages)}`;
  },
};
