import { html, type SafeHtml } from "../http/html";

export const STYLESHEET_PATH = "/authentication/assets/boutique.css";
const SHOP_NAME = "Boutique";

/** The sign-in pages' only stylesheet, served from the provider so the CSP needs no inline styles. */
export const STYLESHEET = `
:root { color-scheme: light; --blush: #fbe9ec; --rose: #9c3f52; --rose-dark: #7d2f40; --ink: #2b1d21; --muted: #6b5358; --error: #a1162b; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--blush); color: var(--ink); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: flex; align-items: center; justify-content: center; padding: 24px 16px; }
main { width: 100%; max-width: 420px; background: #fff; border-radius: 16px; padding: 32px 28px; box-shadow: 0 10px 30px rgba(156, 63, 82, 0.12); }
.brand { font-family: Georgia, "Times New Roman", serif; font-size: 1.5rem; letter-spacing: 0.04em; color: var(--rose); margin: 0 0 20px; text-align: center; }
h1 { font-family: Georgia, "Times New Roman", serif; font-weight: 400; font-size: 1.75rem; margin: 0 0 8px; }
p { margin: 0 0 16px; }
.lead { color: var(--muted); }
label { display: block; font-weight: 600; margin: 16px 0 6px; }
input[type="email"], input[type="text"] { width: 100%; font: inherit; padding: 12px 14px; border: 1px solid #c9aab1; border-radius: 10px; background: #fff; color: var(--ink); }
input[aria-invalid="true"] { border-color: var(--error); }
input.code { font-size: 1.5rem; letter-spacing: 0.4em; font-variant-numeric: tabular-nums; }
.error { color: var(--error); margin: 8px 0 0; font-size: 0.95rem; }
.notice { background: var(--blush); border-radius: 10px; padding: 10px 14px; }
button, .button { display: inline-block; width: 100%; margin-top: 20px; font: inherit; font-weight: 600; padding: 12px 16px; border: 0; border-radius: 999px; background: var(--rose); color: #fff; cursor: pointer; text-align: center; text-decoration: none; }
button:hover, .button:hover { background: var(--rose-dark); }
button.secondary { background: transparent; color: var(--rose); border: 1px solid var(--rose); }
.link-button { width: auto; margin: 0; padding: 0; background: none; color: var(--rose); text-decoration: underline; font-weight: 400; border-radius: 0; }
.link-button:hover { background: none; color: var(--rose-dark); }
a { color: var(--rose); }
:focus-visible { outline: 3px solid var(--ink); outline-offset: 2px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px 20px; justify-content: space-between; margin-top: 20px; font-size: 0.95rem; }
.actions form { margin: 0; }
.mailbox { max-width: 760px; }
.message { border-top: 1px solid #ecd3d8; padding: 16px 0; }
.message h2 { font-size: 1.05rem; margin: 0 0 4px; }
.message pre { white-space: pre-wrap; font: inherit; margin: 8px 0 0; }
.meta { color: var(--muted); font-size: 0.9rem; margin: 0; }
dl.details { font-size: 0.9rem; color: var(--muted); }
dl.details dt { font-weight: 600; }
dl.details dd { margin: 0 0 8px; overflow-wrap: anywhere; }
`;

export function layout(title: string, body: SafeHtml, options: { wide?: boolean } = {}): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${SHOP_NAME}</title>
        <link rel="stylesheet" href="${STYLESHEET_PATH}" />
      </head>
      <body>
        <main class="${options.wide ? "mailbox" : ""}">
          <p class="brand">${SHOP_NAME}</p>
          ${body}
        </main>
      </body>
    </html>`.value;
}

function errorText(id: string, error: string | undefined) {
  return error ? html`<p id="${id}" class="error" role="alert">${error}</p>` : html``;
}

export function emailPage(input: {
  action: string;
  csrf: string;
  email?: string;
  error?: string;
}): string {
  return layout(
    "Sign in",
    html`<h1>Sign in</h1>
      <p class="lead">
        Enter your email and we'll send you a code to sign in. New here? We'll create your account.
      </p>
      <form method="post" action="${input.action}">
        <input type="hidden" name="csrf" value="${input.csrf}" />
        <label for="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="email"
          required
          autofocus
          maxlength="254"
          value="${input.email ?? ""}"
          ${input.error ? html`aria-invalid="true" aria-describedby="email-error"` : ""}
        />
        ${errorText("email-error", input.error)}
        <button type="submit">Continue</button>
      </form>`,
  );
}

export function codePage(input: {
  email: string;
  action: string;
  resendAction: string;
  changeEmailHref: string;
  csrf: string;
  error?: string;
  notice?: string;
}): string {
  return layout(
    "Enter your code",
    html`<h1>Enter code</h1>
      <p class="lead">Enter the 6-digit code we sent to <strong>${input.email}</strong></p>
      ${input.notice ? html`<p class="notice" role="status">${input.notice}</p>` : ""}
      <form method="post" action="${input.action}">
        <input type="hidden" name="csrf" value="${input.csrf}" />
        <label for="code">6-digit code</label>
        <input
          id="code"
          name="code"
          type="text"
          class="code"
          inputmode="numeric"
          autocomplete="one-time-code"
          pattern="[0-9]{6}"
          maxlength="6"
          required
          autofocus
          ${input.error ? html`aria-invalid="true" aria-describedby="code-error"` : ""}
        />
        ${errorText("code-error", input.error)}
        <button type="submit">Sign in</button>
      </form>
      <div class="actions">
        <form method="post" action="${input.resendAction}">
          <input type="hidden" name="csrf" value="${input.csrf}" />
          <button type="submit" class="link-button">Send a new code</button>
        </form>
        <a href="${input.changeEmailHref}">Use a different email</a>
      </div>`,
  );
}

export function messagePage(input: {
  title: string;
  message: string;
  link?: { href: string; label: string };
  details?: Record<string, string>;
}): string {
  const details = Object.entries(input.details ?? {});
  return layout(
    input.title,
    html`<h1>${input.title}</h1>
      <p>${input.message}</p>
      ${
        details.length
          ? html`<dl class="details">
              ${details.map(
                ([key, value]) =>
                  html`<dt>${key}</dt>
                    <dd>${value}</dd>`,
              )}
            </dl>`
          : ""
      }
      ${input.link ? html`<a class="button" href="${input.link.href}">${input.link.label}</a>` : ""}`,
  );
}

/** oidc-provider's logout form is passed in as markup it generated (a hidden xsrf field). */
export function logoutConfirmPage(form: SafeHtml, formId: string): string {
  return layout(
    "Sign out",
    html`<h1>Sign out?</h1>
      <p>Do you want to sign out of ${SHOP_NAME}?</p>
      ${form}
      <button type="submit" form="${formId}" name="logout" value="yes" autofocus>
        Yes, sign me out
      </button>
      <button type="submit" form="${formId}" class="secondary">No, stay signed in</button>`,
  );
}

export interface MailboxEntry {
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
}

export function mailboxPage(messages: MailboxEntry[], filter: string | undefined): string {
  return layout(
    "Dev mailbox",
    html`<h1>Dev mailbox</h1>
      <p class="lead">
        Sign-in codes the local provider would have emailed, and the mail sent to it over SMTP (the
        shop owner's contact notifications), newest
        first${filter ? html` — only <strong>${filter}</strong>` : ""}.
      </p>
      ${messages.length === 0 ? html`<p>No messages yet.</p>` : ""}
      ${messages.map(
        (m) =>
          html`<article class="message">
            <h2>${m.subject}</h2>
            <p class="meta">
              To <span class="recipient">${m.recipient}</span> ·
              <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time>
            </p>
            <pre>${m.body}</pre>
          </article>`,
      )}`,
    { wide: true },
  );
}
