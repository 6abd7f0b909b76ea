import { html } from "../../http/html";
import { listReturns, RETURN_DECLINE_REASONS, type ReturnStatus } from "../../orders/returns";
import type { ConsolePage } from "../console-page";

const FILTERS: Record<string, { label: string; status: ReturnStatus | undefined }> = {
  requested: { label: "To review", status: "REQUESTED" },
  open: { label: "Approved", status: "OPEN" },
  all: { label: "All", status: undefined },
};

const DECLINE_LABELS: Record<string, string> = {
  FINAL_SALE: "Final sale",
  RETURN_PERIOD_ENDED: "Return period ended",
  OTHER: "Other",
};

/**
 * Return requests, newest first: approve or decline (with a reason and a note the customer reads)
 * a requested one, close an approved one once its parcel is in.
 */
export const returnsPage: ConsolePage = {
  path: "/returns",
  title: "Returns",
  async render(deps, { query, forms }) {
    const key = query.get("show") ?? "requested";
    const filterKey = key in FILTERS ? key : "requested";
    const filter = FILTERS[filterKey]!;
    const rows = await listReturns(deps.db, { status: filter.status });
    return html`<div class="toolbar">
        ${Object.entries(FILTERS).map(([name, entry]) =>
          name === filterKey
            ? html`<strong>${entry.label}</strong>`
            : html`<a href="/admin/returns?show=${name}">${entry.label}</a>`,
        )}
        <span class="muted">${rows.length} returns</span>
      </div>
      <div class="card">
        <table>
          <thead>
            <tr>
              <th scope="col">Return</th>
              <th scope="col">Requested</th>
              <th scope="col">Customer</th>
              <th scope="col">Items</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (ret) =>
                html`<tr>
                  <th scope="row">${ret.name}</th>
                  <td>${ret.createdAt.toISOString().slice(0, 10)}</td>
                  <td>${ret.customerEmail ?? ""}</td>
                  <td>
                    <ul>
                      ${ret.lines.map(
                        (line) =>
                          html`<li>
                            ${line.title}${
                              line.variantTitle && line.variantTitle !== "Default Title"
                                ? ` (${line.variantTitle})`
                                : ""
                            }
                            × ${line.quantity}:
                            ${line.reason.toLowerCase().replace(/_/g, " ")}${
                              line.customerNote ? html` — “${line.customerNote}”` : ""
                            }
                          </li>`,
                      )}
                    </ul>
                  </td>
                  <td>
                    ${ret.status.toLowerCase()}${ret.declineNote ? html`: ${ret.declineNote}` : ""}
                  </td>
                  <td>
                    ${
                      ret.status === "REQUESTED"
                        ? html`${forms.action("approve-return", {
                            hidden: { returnId: ret.id },
                            submit: "Approve",
                            submitLabel: `Approve return ${ret.name}`,
                          })}
                          ${forms.action("decline-return", {
                            hidden: { returnId: ret.id },
                            className: "stack",
                            fields: html`<label for="decline-reason-${ret.id}">Reason</label>
                              <select id="decline-reason-${ret.id}" name="reason">
                                ${RETURN_DECLINE_REASONS.map(
                                  (reason) =>
                                    html`<option value="${reason}">
                                      ${DECLINE_LABELS[reason]}
                                    </option>`,
                                )}
                              </select>
                              <label for="decline-note-${ret.id}"
                                >Note to the customer
                                <span class="hint">(required for Other)</span></label
                              >
                              <input
                                id="decline-note-${ret.id}"
                                type="text"
                                name="note"
                                maxlength="500"
                              />`,
                            submit: "Decline",
                            submitLabel: `Decline return ${ret.name}`,
                            danger: true,
                          })}`
                        : ret.status === "OPEN"
                          ? forms.action("close-return", {
                              hidden: { returnId: ret.id },
                              submit: "Close",
                              submitLabel: `Close return ${ret.name}`,
                            })
                          : ""
                    }
                  </td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>`;
  },
};
