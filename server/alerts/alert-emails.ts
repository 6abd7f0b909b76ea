import type { SendMailOptions } from "nodemailer";
import type { OutboxQueue } from "../contact/outbox";

export const CONFIRM_PATH = "/back-in-stock/confirm";
export const UNSUBSCRIBE_PATH = "/back-in-stock/unsubscribe";

export interface AlertForEmail {
  variantId: string;
  email: string;
  token: string;
  productTitle: string;
  productHandle: string;
  size: string;
}

export interface ShopIdentity {
  /** STOREFRONT_ORIGIN: every link in an email is built from it. */
  origin: string;
  name: string;
  /** The address shoppers' emails come from. */
  email: string;
}

export interface EmailRow {
  toAddress: string;
  subject: string;
  textBody: string;
  headers: Record<string, string>;
}

const link = (shop: ShopIdentity, path: string, token: string) =>
  `${shop.origin}${path}?token=${encodeURIComponent(token)}`;

/**
 * The product's page with the waited-for variant chosen: `variant` (its numeric id, as Shopify's
 * links name one) picks it exactly, colour included; `Size` says which to a person reading it.
 */
export function productLink(shop: ShopIdentity, alert: AlertForEmail): string {
  const url = new URL(`/product/${encodeURIComponent(alert.productHandle)}`, shop.origin);
  url.searchParams.set("Size", alert.size);
  url.searchParams.set("variant", alert.variantId.split("/").pop() ?? "");
  return url.href;
}

/**
 * RFC 8058 one-click unsubscribe, which Gmail and Yahoo require of bulk senders: a mail client
 * POSTs `List-Unsubscribe=One-Click` to the URL, with no cookie and no page to click through.
 * The same link is in the body for people.
 */
function unsubscribeHeaders(shop: ShopIdentity, alert: AlertForEmail): Record<string, string> {
  return {
    "List-Unsubscribe": `<${link(shop, UNSUBSCRIBE_PATH, alert.token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

const what = (alert: AlertForEmail) => `${alert.productTitle} in size ${alert.size}`;

/** The double opt-in: nothing more is sent until the shopper follows the confirm link. */
export function confirmationEmail(shop: ShopIdentity, alert: AlertForEmail): EmailRow {
  return {
    toAddress: alert.email,
    subject: `Confirm your back-in-stock alert for ${alert.productTitle}`,
    textBody: [
      `You asked ${shop.name} to email you when ${what(alert)} is back in stock.`,
      "",
      "Confirm that this is your address:",
      link(shop, CONFIRM_PATH, alert.token),
      "",
      "If you did not ask, ignore this email: nothing more will be sent, and the request is",
      "deleted after 7 days.",
      "",
      `Unsubscribe: ${link(shop, UNSUBSCRIBE_PATH, alert.token)}`,
    ].join("\n"),
    headers: unsubscribeHeaders(shop, alert),
  };
}

/** The one email a confirmed request gets when its size is for sale again. */
export function restockEmail(shop: ShopIdentity, alert: AlertForEmail): EmailRow {
  return {
    toAddress: alert.email,
    subject: `${alert.productTitle} (${alert.size}) is back in stock`,
    textBody: [
      `Good news: ${what(alert)} is back in stock at ${shop.name}.`,
      "",
      productLink(shop, alert),
      "",
      "Sizes are limited, so this is the only email we send about it.",
      "",
      `Unsubscribe: ${link(shop, UNSUBSCRIBE_PATH, alert.token)}`,
    ].join("\n"),
    headers: unsubscribeHeaders(shop, alert),
  };
}

/** Shoppers' emails (the outgoing_emails table), sent by the outbox from the shop's address. */
export function shopperEmailQueue(shop: Pick<ShopIdentity, "name" | "email">): OutboxQueue {
  return {
    name: "shopper email outbox",
    table: "outgoing_emails",
    columns: ["to_address", "subject", "text_body", "headers"],
    email: (row): SendMailOptions => ({
      from: { name: shop.name, address: shop.email },
      to: String(row.to_address),
      subject: String(row.subject),
      text: String(row.text_body),
      headers: row.headers as Record<string, string>,
    }),
  };
}
