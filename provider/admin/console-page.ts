import { html, type SafeHtml } from "../http/html";
import type { AdminDeps } from "./admin-deps";
import type { ConsoleForms } from "./console-form";

/** One page of the merchant console; CONSOLE_PAGES lists them in navigation order. */
export interface ConsolePage {
  /** Its path under /admin, e.g. `/products`. */
  path: `/${string}`;
  /** Its name in the navigation, and its heading. */
  title: string;
  /** The page's content; forms on it post to operations (ADMIN_OPERATIONS) through `forms`. */
  render(deps: AdminDeps, view: PageView): Promise<SafeHtml>;
}

export interface PageView {
  /** The page's query string (paging, search, filters), read through the page's own checks. */
  query: URLSearchParams;
  forms: ConsoleForms;
  /** The page's own path and query under /admin, for links that keep its place. */
  here: string;
}

const formats = new Map<string, Intl.NumberFormat>();

/** An amount in the shop's currency, as the merchant reads it ("$24.99"). */
export function formatAmount(amount: number | string, currencyCode: string): string {
  let format = formats.get(currencyCode);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency: currencyCode });
    formats.set(currencyCode, format);
  }
  return format.format(Number(amount));
}

/** A page number from the query: 1 unless a small positive integer is given. */
export function pageNumber(query: URLSearchParams): number {
  const value = Number(query.get("page") ?? "1");
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1;
}

/** `here` with some query parameters replaced (a pager's links). */
export function withQuery(here: string, changes: Record<string, string | null>): string {
  const url = new URL(here, "http://console.invalid");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}`;
}

/** The Previous / Next links under a paged list, each keeping the page's other query parameters. */
export function pager(here: string, page: number, pages: number): SafeHtml {
  return html`<nav class="pager" aria-label="Pages">
    ${page > 1 ? html`<a href="${withQuery(here, { page: String(page - 1) })}">Previous</a>` : ""}
    <span class="muted">Page ${page} of ${pages}</span>
    ${page < pages ? html`<a href="${withQuery(here, { page: String(page + 1) })}">Next</a>` : ""}
  </nav>`;
}
