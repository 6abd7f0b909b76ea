import { z } from "zod";

/** Spec §5: the five subjects of the dropdown, in its order. */
export const CONTACT_SUBJECTS = [
  "Order Information",
  "Product Questions",
  "Returns & Exchanges",
  "Feedback & Suggestions",
  "Other",
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/**
 * One schema for the form (react-hook-form) and the server (POST /api/contact-form and the
 * route action): the server never trusts the browser, so both check exactly the same rules.
 * The upper bounds are not in the spec; they keep one message well inside the 16 KB body limit.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(2, "Please enter your name.").max(100, "Please shorten your name."),
  email: z
    .string()
    .trim()
    .max(254, "Please enter a valid email.")
    .pipe(z.email("Please enter a valid email.")),
  subject: z.enum(CONTACT_SUBJECTS, "Please select a subject."),
  message: z
    .string()
    .trim()
    .min(10, "Please share a bit more detail.")
    .max(5000, "Please keep your message under 5,000 characters."),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;
