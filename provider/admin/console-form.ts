import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import { html, type SafeHtml } from "../http/html";
import { sameSecret } from "../http/same-secret";

/*
 * Cross-site request protection for the console's forms: a random token in an HttpOnly,
 * SameSite=Strict cookie scoped to /admin, repeated in a hidden field of every form (the
 * double-submit pattern). A page on another site can make the browser post a form here, but
 * can neither read the cookie nor send it along (SameSite), so the two never match. A request
 * the browser itself marks as cross-site (`Sec-Fetch-Site`) is refused before that.
 */

const CSRF_COOKIE = "boutique_admin_csrf";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The request's CSRF token, set as a cookie on the answer when it has none yet. */
export function csrfToken(req: Request, res: Response, secure: boolean): string {
  const existing = readCookie(req, CSRF_COOKIE);
  if (existing && TOKEN.test(existing)) return existing;
  const token = randomBytes(32).toString("base64url");
  res.cookie(CSRF_COOKIE, token, { httpOnly: true, sameSite: "strict", path: "/admin", secure });
  return token;
}

/** Whether a posted form carries the token of the browser that was shown the form. */
export function csrfValid(req: Request, field: unknown): boolean {
  if (req.headers["sec-fetch-site"] === "cross-site") return false;
  const cookie = readCookie(req, CSRF_COOKIE);
  return (
    typeof field === "string" &&
    cookie !== null &&
    TOKEN.test(cookie) &&
    TOKEN.test(field) &&
    sameSecret(field, cookie)
  );
}

/** What a page needs to draw forms that post to an operation and come back to it. */
export interface ConsoleForms {
  /**
   * A form that runs `operation` (an entry of ADMIN_OPERATIONS) and then shows this page again
   * with the outcome. `fields` are the operation's inputs; `hidden` adds fixed ones (an id).
   */
  action(
    operation: string,
    options: {
      hidden?: Record<string, string | number>;
      fields?: SafeHtml;
      submit: string;
      /** The button's accessible name when its text alone is ambiguous in a list. */
      submitLabel?: string;
      className?: string;
      danger?: boolean;
    },
  ): SafeHtml;
}

export function consoleForms(csrf: string, back: string): ConsoleForms {
  return {
    action(operation, options) {
      const hidden = Object.entries(options.hidden ?? {});
      return html`<form
        class="${options.className ?? "inline"}"
        method="post"
        action="/admin/actions/${operation}"
      >
        <input type="hidden" name="csrf" value="${csrf}" />
        <input type="hidden" name="back" value="${back}" />
        ${hidden.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
        ${options.fields ?? ""}
        <button
          type="submit"
          class="${options.danger ? "danger" : "secondary"}"
          ${options.submitLabel ? html`aria-label="${options.submitLabel}"` : ""}
        >
          ${options.submit}
        </button>
      </form>`;
    },
  };
}
