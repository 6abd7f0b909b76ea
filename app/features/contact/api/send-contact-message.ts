import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ContactFieldErrors, ContactMessage } from "../lib/contact-message";

export const CONTACT_ENDPOINT = "/api/contact-form";

/** One attempt: the message, the honeypot as the browser filled it, and the attempt's key. */
export interface ContactSend {
  message: ContactMessage;
  /** The hidden `website` field: empty for a person; whatever a bot put there otherwise. */
  website: string;
  idempotencyKey: string;
}

/**
 * How `POST /api/contact-form` answered (the server's contract is in server/contact/):
 * stored, refused per field, rate-limited, failed, or never reached at all.
 */
export type ContactSendResult =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactFieldErrors }
  | { status: "limited"; retryAfterSeconds: number }
  | { status: "failed" }
  | { status: "offline" };

const fieldErrorsSchema = z
  .object({
    name: z.optional(z.string()),
    email: z.optional(z.string()),
    subject: z.optional(z.string()),
    message: z.optional(z.string()),
  })
  .check(z.refine((errors) => Object.values(errors).some(Boolean)));

const answerSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ error: z.string(), errors: fieldErrorsSchema }),
]);

/**
 * Sends one attempt to `POST /api/contact-form`. Never throws: the form tells the shopper
 * something different for each outcome, and a mutation is never retried blindly.
 * The idempotency key makes sending the same attempt twice safe; whether to is the caller's call.
 */
export async function sendContactMessage(
  { message, website, idempotencyKey }: ContactSend,
  fetchImpl: typeof fetch = fetch,
): Promise<ContactSendResult> {
  let response: Response;
  try {
    response = await fetchImpl(CONTACT_ENDPOINT, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": idempotencyKey,
      },
      body: JSON.stringify({
        name: message.name,
        email_address: message.email,
        subject: message.subject,
        message: message.message,
        website,
      }),
    });
  } catch {
    // fetch rejects only when no answer came: offline, DNS, a dropped connection.
    return { status: "offline" };
  }

  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After"));
    return {
      status: "limited",
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60,
    };
  }
  // A proxy's HTML error page, or a body cut short, is a failure like any other.
  const answer = answerSchema.safeParse(await response.json().catch(() => null));
  if (response.ok && answer.success && "ok" in answer.data) return { status: "sent" };
  if (response.status === 400 && answer.success && "errors" in answer.data) {
    return { status: "invalid", errors: answer.data.errors };
  }
  return { status: "failed" };
}

/** The form's mutation: one request per submit, never retried by the query client. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (send: ContactSend) => sendContactMessage(send),
    retry: false,
  });
}
