import { html, type SafeHtml } from "../http/html";
import { CONSOLE_STYLESHEET_PATH } from "./console-style";

export interface NavEntry {
  path: string;
  title: string;
}

/** The console's frame: the navigation (one link per page, in order), the outcome, the page. */
export function consoleLayout(view: {
  shopName: string;
  nav: readonly NavEntry[];
  current: string;
  title: string;
  notice?: string | null;
  error?: string | null;
  body: SafeHtml;
}): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${view.title} – ${view.shopName} admin</title>
        <link rel="stylesheet" href="${CONSOLE_STYLESHEET_PATH}" />
      </head>
      <body>
        <header>
          <a class="brand" href="/admin">${view.shopName} admin</a>
          <nav aria-label="Console">
            <ul>
              ${view.nav.map(
                (entry) =>
                  html`<li>
                    <a
                      href="/admin${entry.path}"
                      ${entry.path === view.current ? html`aria-current="page"` : ""}
                      >${entry.title}</a
                    >
                  </li>`,
              )}
            </ul>
          </nav>
        </header>
        <main>
          <h1>${view.title}</h1>
          ${view.error ? html`<div class="alert" role="alert">${view.error}</div>` : ""}
          ${view.notice ? html`<div class="notice" role="status">${view.notice}</div>` : ""}
          ${view.body}
        </main>
      </body>
    </html>`.value;
}

/** A message alone in the frame: a refused form, an unknown page. */
export function consoleMessage(shopName: string, title: string, message: string): string {
  return consoleLayout({
    shopName,
    nav: [],
    current: "",
    title,
    body: html`<div class="card">
      <p>${message}</p>
      <p><a href="/admin">Back to the console</a></p>
    </div>`,
  });
}
