import { data, type RouterContextProvider } from "react-router";
import { EMPTY_DRAFT, type ContactDraft } from "../lib/contact-draft";
import type { ContactFieldErrors } from "../lib/contact-message";
import type { ContactFormResult } from "../lib/contact-form-result";
import { contactInboxContext } from "./contact-inbox";

/** Fresh for every render: each server-rendered form is one attempt of its own. */
export function newAttemptKey() {
  return crypto.randomUUID();
}

function text(value: FormDataEntryValue | null) {
  return typeof value === "string" ? value.slice(0, 20_000) : "";
}

/**
 * The post came from one of the shop's own pages. A page elsewhere could otherwise make a
 * visitor's browser send messages in their name (a form posts across sites without a
 * preflight). Browsers send Origin with every form post; only the host is compared, so a proxy
 * that ends TLS in front of the server does not turn https into a mismatch.
 */
function fromOwnSite(request: Request) {
  const origin = request.headers.get("Origin");
  if (origin === null) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

/**
 * The route action of /contact: the same inbox, and so the same validation, rate limit,
 * honeypot and idempotency, as `POST /api/contact-form`.
 */
export async function receiveContactForm({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  if (!fromOwnSite(request)) throw data("Forbidden", { status: 403 });
  const form = await request.formData();
  const posted = text(form.get("idempotency_key"));
  // A key that is not a UUID (a tampered form) is replaced: the server would refuse it anyway.
  const idempotencyKey = /^[0-9a-f-]{36}$/i.test(posted) ? posted : newAttemptKey();
  const values: ContactDraft = {
    ...EMPTY_DRAFT,
    name: text(form.get("name")),
    email: text(form.get("email")),
    subject: text(form.get("subject")),
    message: text(form.get("message")),
  };
  const again = (
    status: "invalid" | "limited" | "failed",
    init: { status: number; headers?: HeadersInit },
    extra: { errors?: ContactFieldErrors; retryAfterSeconds?: number } = {},
  ) =>
    data<ContactFormResult>(
      { status, errors: extra.errors ?? {}, ...extra, values, idempotencyKey },
      { ...init, headers: { "Cache-Control": "no-store", ...init.headers } },
    );

  let receipt;
  try {
    receipt = await context.get(contactInboxContext).receive({
      fields: Object.fromEntries(form),
      idempotencyKey,
    });
  } catch (error) {
    // The message was not stored; the shopper keeps it and is told to try again.
    // The reason only, never the message itself (the shopper's words stay out of the log).
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`contact page: a message could not be stored: ${reason}`);
    return again("failed", { status: 500 });
  }
  if (receipt.status === "accepted") {
    return data<ContactFormResult>(
      { status: "sent" },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  if (receipt.status === "limited") {
    return again(
      "limited",
      { status: 429, headers: { "Retry-After": String(receipt.retryAfterSeconds) } },
      { retryAfterSeconds: receipt.retryAfterSeconds },
    );
  }
  return again("invalid", { status: 400 }, { errors: receipt.errors });
}
