import { count, desc } from "drizzle-orm";
import { giftCards } from "../../db/schema/index";
import { html } from "../../http/html";
import { formatAmount, pageNumber, pager, type ConsolePage } from "../console-page";

const PAGE_SIZE = 50;

/** Gift cards: issue one (its code is shown once, in the outcome), or disable one. */
export const giftCardsPage: ConsolePage = {
  path: "/gift-cards",
  title: "Gift cards",
  async render(deps, { query, forms, here }) {
    const page = pageNumber(query);
    const today = deps.clock.now().toISOString().slice(0, 10);
    const [[total], rows] = await Promise.all([
      deps.db.select({ n: count() }).from(giftCards),
      deps.db
        .select()
        .from(giftCards)
        .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE),
    ]);
    const pages = Math.max(1, Math.ceil((total?.n ?? 0) / PAGE_SIZE));
    return html`<section class="card" aria-labelledby="issue-heading">
        <h2 id="issue-heading">Issue a gift card</h2>
        ${forms.action("issue-gift-card", {
          className: "stack",
          fields: html`<label for="gift-card-amount">Amount</label>
            <input
              id="gift-card-amount"
              type="text"
              inputmode="decimal"
              name="amount"
              required
              placeholder="50.00"
            />
            <label for="gift-card-expires">Expires on <span class="hint">(optional)</span></label>
            <input id="gift-card-expires" type="date" name="expiresOn" min="${today}" />`,
          submit: "Issue gift card",
        })}
      </section>
      <div class="card">
        <table>
          <thead>
            <tr>
              <th scope="col">Code ends</th>
              <th scope="col" class="number">Balance</th>
              <th scope="col" class="number">Issued for</th>
              <th scope="col">Expires</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map((card) => {
              const expired = card.expiresOn !== null && card.expiresOn < today;
              return html`<tr>
                <th scope="row">…${card.lastCharacters}</th>
                <td class="number">${formatAmount(card.balanceCents / 100, card.currencyCode)}</td>
                <td class="number">
                  ${formatAmount(card.initialValueCents / 100, card.currencyCode)}
                </td>
                <td>${card.expiresOn ?? "Never"}</td>
                <td>
                  ${
                    card.disabledAt
                      ? html`<span class="badge bad">Disabled</span>`
                      : expired
                        ? html`<span class="badge bad">Expired</span>`
                        : html`<span class="badge ok">Active</span>`
                  }
                </td>
                <td>
                  ${
                    card.disabledAt
                      ? ""
                      : forms.action("disable-gift-card", {
                          hidden: { giftCardId: card.id },
                          submit: "Disable",
                          submitLabel: `Disable the card ending ${card.lastCharacters}`,
                          danger: true,
                        })
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
