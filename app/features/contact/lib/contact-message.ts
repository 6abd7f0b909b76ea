import { z } from "zod/mini";

/** The five subjects of the dropdown, in its order. */
export const CONTACT_SUBJECTS = [
  "Order Information",
  "Product Questions",
  "Returns & Exchanges",
  "Feedback & Suggestions",
  "Other",
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * One schema for the form (react-hook-form) and the server (POST /api/contact-form and the
 * route action): the server never trusts the browser, so both check exactly the same rules.
 * The upper bounds are not in the spec; they keep one message well inside the 16 KB body limit.
 */
export const contactMessageSchema = z.object({
  // The name goes into the owner's email headers (Reply-To), where a line break or control
  // character has no business; PostgreSQL cannot store a NUL in any text.
  name: z.string().check(
    z.trim(),
    z.minLength(2, "Please enter your name."),
    z.maxLength(100, "Please shorten your name."),
    z.refine((value) => !CONTROL_CHARACTER.test(value), "Please enter your name."),
  ),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254, "Please enter a valid email.")),
    z.email("Please enter a valid email."),
  ),
  subject: z.enum(CONTACT_SUBJECTS, "Please select a subject."),
  message: z.string().check(
    z.trim(),
    z.minLength(10, "Please share a bit more detail."),
    z.maxLength(5000, "Please keep your message under 5,000 characters."),
    z.refine((value) => !value.includes("\u0000"), "Please share a bit more detail."),
  ),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;
