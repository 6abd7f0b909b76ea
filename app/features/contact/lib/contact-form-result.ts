import type { ContactDraft } from "./contact-draft";
import type { ContactFieldErrors } from "./contact-message";

/**
 * What the page shows after a form post without JavaScript: the success panel, or the form
 * again, still filled, with the reason beside the fields or above the button. The attempt's key
 * comes back too, so sending the corrected form is still the same attempt.
 */
export type ContactFormResult =
  | { status: "sent" }
  | {
      status: "invalid" | "limited" | "failed";
      errors: ContactFieldErrors;
      retryAfterSeconds?: number;
      values: ContactDraft;
      idempotencyKey: string;
    };
