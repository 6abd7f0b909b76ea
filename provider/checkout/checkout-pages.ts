import type { OrderAddressRecord } from "../db/schema/index";
import { html, type SafeHtml } from "../http/html";
import { formatAddress } from "../orders/address-format";
import { US_STATES } from "../orders/territories";
import {
  FREE_SHIPPING_OVER_CENTS,
  SHIPPING_METHODS,
  shippingPrice,
  taxRateBps,
  type OrderTotals,
} from "../orders/totals";
import type { CheckoutLine } from "./checkout-cart";
import type { CheckoutValues, FieldErrors } from "./checkout-form";
import { CHECKOUT_STYLESHEET_PATH } from "./checkout-style";

export interface Shop {
  name: string;
  storefrontOrigin: string;
  publicUrl: string;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per currency: building one costs far more than formatting with it. */
export function formatMoney(cents: number, currencyCode: string) {
  let format = moneyFormats.get(currencyCode);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency: currencyCode });
    moneyFormats.set(currencyCode, format);
  }
  return format.format(cents / 100);
}

export function imageSrc(publicUrl: string, key: string) {
  return `${publicUrl}/cdn/shop/files/${key}.png?v=1&width=112&height=112&crop=center`;
}

export function layout(
  shop: Shop,
  title: string,
  body: SafeHtml,
  options: { noindex?: boolean } = {},
) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        ${options.noindex ? html`<meta name="robots" content="noindex, nofollow" />` : ""}
        <title>${title} – ${shop.name}</title>
        <link rel="stylesheet" href="${CHECKOUT_STYLESHEET_PATH}" />
      </head>
      <body>
        <a class="brand" href="${shop.storefrontOrigin}">${shop.name}</a>
        ${body}
      </body>
    </html>`.value;
}

/** A message page: invalid link, completed or expired cart, errors. */
export function messagePage(
  shop: Shop,
  title: string,
  message: string,
  links: { href: string; label: string }[] = [],
) {
  const allLinks = [...links, { href: shop.storefrontOrigin, label: "Continue shopping" }];
  return layout(
    shop,
    title,
    html`<main>
      <div class="card center">
        <h1>${title}</h1>
        <p>${message}</p>
        <p>
          ${allLinks.map(
            (link, i) =>
              html`${i ? " " : ""}<a
                  class="${i === allLinks.length - 1 ? "button-link" : ""}"
                  href="${link.href}"
                  >${link.label}</a
                >`,
          )}
        </p>
      </div>
    </main>`,
    { noindex: true },
  );
}

function field(
  name: keyof CheckoutValues,
  label: string,
  values: CheckoutValues,
  errors: FieldErrors,
  attributes: {
    type?: string;
    autocomplete?: string;
    inputmode?: string;
    required?: boolean;
    hint?: string;
  } = {},
) {
  const error = errors[name];
  const id = `field-${name}`;
  const described = [error ? `${id}-error` : "", attributes.hint ? `${id}-hint` : ""]
    .filter(Boolean)
    .join(" ");
  return html`<div class="field">
    <label for="${id}"
      >${label}${attributes.required === false ? html` <span class="hint">(optional)</span>` : ""}</label
    >
    <input
      id="${id}"
      name="${name}"
      type="${attributes.type ?? "text"}"
      value="${values[name]}"
      ${attributes.autocomplete ? html`autocomplete="${attributes.autocomplete}"` : ""}
      ${attributes.inputmode ? html`inputmode="${attributes.inputmode}"` : ""}
      ${attributes.required === false ? "" : html`required`}
      ${error ? html`aria-invalid="true"` : ""}
      ${described ? html`aria-describedby="${described}"` : ""}
    />
    ${attributes.hint ? html`<p class="hint" id="${id}-hint">${attributes.hint}</p>` : ""}
    ${error ? html`<p class="error" id="${id}-error">${error}</p>` : ""}
  </div>`;
}

export interface CheckoutView {
  shop: Shop;
  actionUrl: string;
  csrf: string;
  values: CheckoutValues;
  errors: FieldErrors;
  alert: string | null;
  notice: string | null;
  lines: CheckoutLine[];
  totals: OrderTotals;
  /** The cart's gift cards that pay towards this order, and what each pays. */
  giftCards: GiftCardPayment[];
  /** What the card pays after the gift cards. */
  amountDueCents: number;
  note: string | null;
  currencyCode: string;
}

export interface GiftCardPayment {
  lastCharacters: string;
  amountCents: number;
}

/** The buyer's note, as typed: line breaks kept, nothing interpreted. */
function noteSection(note: string | null) {
  return note?.trim()
    ? html`<h3>Note</h3>
        <p class="note">
          ${note.split("\n").map((line, i) => html`${i ? html`<br />` : ""}${line}`)}
        </p>`
    : "";
}

export function checkoutPage(view: CheckoutView) {
  const { values, errors, totals, currencyCode, shop } = view;
  const money = (cents: number) => formatMoney(cents, currencyCode);
  const errorCount = Object.keys(errors).length;
  const stateError = errors.state;
  const summary =
    view.alert ??
    (errorCount
      ? `Please correct ${errorCount === 1 ? "the highlighted field" : `the ${errorCount} highlighted fields`}.`
      : null);
  const taxRate = values.state ? taxRateBps(values.state) / 100 : null;

  const form = html`<form class="card" method="post" action="${view.actionUrl}" novalidate>
    <h1>Checkout</h1>
    ${summary ? html`<div class="alert" role="alert">${summary}</div>` : ""}
    ${view.notice ? html`<div class="notice" role="status">${view.notice}</div>` : ""}
    <input type="hidden" name="csrf" value="${view.csrf}" />
    <fieldset>
      <legend>Contact</legend>
      ${field("email", "Email", values, errors, { type: "email", autocomplete: "email" })}
    </fieldset>
    <fieldset>
      <legend>Shipping address</legend>
      <p class="hint">We ship within the United States only.</p>
      <div class="row two">
        ${field("firstName", "First name", values, errors, { autocomplete: "given-name" })}
        ${field("lastName", "Last name", values, errors, { autocomplete: "family-name" })}
      </div>
      ${field("address1", "Address", values, errors, { autocomplete: "address-line1" })}
      ${field("address2", "Apartment, suite, etc.", values, errors, { autocomplete: "address-line2", required: false })}
      <div class="row three">
        ${field("city", "City", values, errors, { autocomplete: "address-level2" })}
        <div class="field">
          <label for="field-state">State</label>
          <select
            id="field-state"
            name="state"
            autocomplete="address-level1"
            required
            ${stateError ? html`aria-invalid="true" aria-describedby="field-state-error"` : ""}
          >
            <option value="">Select</option>
            ${US_STATES.map(
              ([code, name]) =>
                html`<option value="${code}" ${values.state === code ? html`selected` : ""}>
                  ${name}
                </option>`,
            )}
          </select>
          ${stateError ? html`<p class="error" id="field-state-error">${stateError}</p>` : ""}
        </div>
        ${field("zip", "ZIP code", values, errors, { autocomplete: "postal-code", inputmode: "numeric" })}
      </div>
    </fieldset>
    <fieldset ${errors.shippingMethod ? html`aria-describedby="field-shippingMethod-error"` : ""}>
      <legend>Shipping method</legend>
      <div class="methods">
        ${SHIPPING_METHODS.map((method) => {
          const price = shippingPrice(method, totals.subtotalBeforeDiscountsCents);
          return html`<label class="method">
            <input
              type="radio"
              name="shippingMethod"
              value="${method.code}"
              ${values.shippingMethod === method.code ? html`checked` : ""}
            />
            <span>${method.title}<small>${method.deliveryEstimate}</small></span>
            <span class="price">${price === 0 ? "Free" : money(price)}</span>
          </label>`;
        })}
      </div>
      <p class="hint">
        Standard shipping is free on orders over ${money(FREE_SHIPPING_OVER_CENTS)} before taxes and
        discounts.
      </p>
      ${errors.shippingMethod ? html`<p class="error" id="field-shippingMethod-error">${errors.shippingMethod}</p>` : ""}
    </fieldset>
    <fieldset>
      <legend>Discount code</legend>
      <div class="discount">
        ${field("discountCode", "Discount code", values, errors, { required: false, autocomplete: "off" })}
        <button class="secondary" type="submit" name="intent" value="apply">Apply</button>
      </div>
    </fieldset>
    <fieldset>
      <legend>Payment</legend>
      ${
        view.giftCards.length
          ? html`<p class="hint">
              ${view.giftCards.map(
                (card, i) =>
                  html`${i ? html`<br />` : ""}Gift card ending ${card.lastCharacters} pays
                  ${money(card.amountCents)}.`,
              )}
            </p>`
          : ""
      }
      ${
        view.amountDueCents > 0
          ? html`<p class="hint">
                This is a demo. Pay ${view.giftCards.length ? "the rest " : ""}with 4242 4242 4242
                4242; 4000 0000 0000 0002 is declined.
              </p>
              ${field("cardNumber", "Card number", values, errors, { autocomplete: "cc-number", inputmode: "numeric" })}
              <div class="row two">
                ${field("cardExpiry", "Expiration date (MM/YY)", values, errors, { autocomplete: "cc-exp", inputmode: "numeric" })}
                ${field("cardCvc", "Security code", values, errors, { autocomplete: "cc-csc", inputmode: "numeric" })}
              </div>`
          : html`<p class="notice">Your gift cards cover this order: no card is needed.</p>`
      }
    </fieldset>
    <button class="primary" type="submit" name="intent" value="pay">
      ${view.amountDueCents > 0 ? html`Pay now · ${money(view.amountDueCents)}` : "Place order"}
    </button>
  </form>`;

  const aside = html`<aside class="card summary" aria-labelledby="summary-heading">
    <h2 id="summary-heading">Order summary</h2>
    <ul>
      ${view.lines.map(
        (line) =>
          html`<li>
            ${line.image ? html`<img src="${imageSrc(shop.publicUrl, line.image.key)}" alt="${line.image.altText ?? line.title}" width="56" height="56" />` : html`<span></span>`}
            <span
              >${line.title}
              ${line.variantTitle !== "Default Title" ? html`<br /><span class="options">${line.options.map((o) => `${o.name}: ${o.value}`).join(" · ")}</span>` : ""}
              <br /><span class="options">Quantity ${line.quantity}</span></span
            >
            <span>${money(line.unitPriceCents * line.quantity)}</span>
          </li>`,
      )}
    </ul>
    ${totalsList(totals, currencyCode, {
      taxLabel: taxRate === null ? "Estimated tax" : `Tax (${values.state} ${taxRate}%)`,
      shippingLabel: "Shipping",
    })}
    ${giftCardList(view.giftCards, view.amountDueCents, currencyCode)} ${noteSection(view.note)}
  </aside>`;

  return layout(shop, "Checkout", html`<main class="checkout">${form}${aside}</main>`, {
    noindex: true,
  });
}

function totalsList(
  totals: Pick<
    OrderTotals,
    "subtotalBeforeDiscountsCents" | "discountCents" | "shippingCents" | "taxCents" | "totalCents"
  > & { discountCode?: { code: string } | null },
  currencyCode: string,
  labels: { taxLabel: string; shippingLabel: string; discountLabel?: string },
) {
  const money = (cents: number) => formatMoney(cents, currencyCode);
  const discountLabel =
    labels.discountLabel ??
    (totals.discountCode ? `Discount (${totals.discountCode.code})` : "Discount");
  return html`<dl class="totals">
    <dt>Subtotal</dt>
    <dd>${money(totals.subtotalBeforeDiscountsCents)}</dd>
    ${
      totals.discountCents
        ? html`<dt>${discountLabel}</dt>
            <dd>−${money(totals.discountCents)}</dd>`
        : ""
    }
    <dt>${labels.shippingLabel}</dt>
    <dd>${totals.shippingCents === 0 ? "Free" : money(totals.shippingCents)}</dd>
    <dt>${labels.taxLabel}</dt>
    <dd>${money(totals.taxCents)}</dd>
    <dt class="total">Total</dt>
    <dd class="total">${currencyCode} ${money(totals.totalCents)}</dd>
  </dl>`;
}

/** Gift cards paid after the total; then what is left for the card. */
function giftCardList(cards: GiftCardPayment[], amountDueCents: number, currencyCode: string) {
  if (!cards.length) return "";
  const money = (cents: number) => formatMoney(cents, currencyCode);
  return html`<dl class="totals">
    ${cards.map(
      (card) =>
        html`<dt>Gift card ••••${card.lastCharacters}</dt>
          <dd>−${money(card.amountCents)}</dd>`,
    )}
    <dt class="total">Paid by card</dt>
    <dd class="total">${money(amountDueCents)}</dd>
  </dl>`;
}

export interface StatusPageOrder {
  name: string;
  confirmationNumber: string;
  email: string | null;
  currencyCode: string;
  subtotalBeforeDiscountsCents: number;
  discountCents: number;
  discountCodes: string[];
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  note: string | null;
  giftCards: { lastCharacters: string; amountCents: number }[];
  shippingAddress: OrderAddressRecord | null;
  shippingMethod: { title: string } | null;
  lines: {
    title: string;
    variantTitle: string | null;
    variantOptions: { name: string; value: string }[];
    quantity: number;
    unitPriceCents: number;
    imageKey: string | null;
    imageAltText: string | null;
  }[];
}

export function statusPage(shop: Shop, order: StatusPageOrder) {
  const money = (cents: number) => formatMoney(cents, order.currencyCode);
  const firstName = order.shippingAddress?.firstName?.trim();
  const address = order.shippingAddress;
  return layout(
    shop,
    `Order ${order.name}`,
    html`<main class="checkout">
      <section class="card">
        <p class="hint">Order ${order.name} · Confirmation ${order.confirmationNumber}</p>
        <h1>Thank you${firstName ? `, ${firstName}` : ""}!</h1>
        <p>
          Your order is confirmed.
          ${order.email ? html`We’ll email <strong>${order.email}</strong> when it ships.` : ""}
        </p>
        ${
          address
            ? html`<h2>Shipping address</h2>
                <address>
                  ${formatAddress(address, { withName: true }).map((line, i) => html`${i ? html`<br />` : ""}${line}`)}
                </address>`
            : ""
        }
        ${
          order.shippingMethod
            ? html`<h2>Shipping method</h2>
                <p>${order.shippingMethod.title}</p>`
            : ""
        }
        <p><a class="button-link" href="${shop.storefrontOrigin}">Continue shopping</a></p>
      </section>
      <aside class="card summary" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Order ${order.name}</h2>
        <ul>
          ${order.lines.map(
            (line) =>
              html`<li>
                ${line.imageKey ? html`<img src="${imageSrc(shop.publicUrl, line.imageKey)}" alt="${line.imageAltText ?? line.title}" width="56" height="56" />` : html`<span></span>`}
                <span
                  >${line.title}
                  ${line.variantOptions.length ? html`<br /><span class="options">${line.variantOptions.map((o) => `${o.name}: ${o.value}`).join(" · ")}</span>` : ""}
                  <br /><span class="options">Quantity ${line.quantity}</span></span
                >
                <span>${money(line.unitPriceCents * line.quantity)}</span>
              </li>`,
          )}
        </ul>
        ${totalsList(order, order.currencyCode, {
          taxLabel: "Tax",
          shippingLabel: "Shipping",
          discountLabel: order.discountCodes.length
            ? `Discount (${order.discountCodes.join(", ")})`
            : "Discount",
        })}
        ${giftCardList(
          order.giftCards,
          order.totalCents - order.giftCards.reduce((sum, card) => sum + card.amountCents, 0),
          order.currencyCode,
        )}
        ${noteSection(order.note)}
      </aside>
    </main>`,
    { noindex: true },
  );
}
