import { createContext } from "react-router";
import type { ContactFieldErrors } from "../lib/contact-message";

/**
 * Where a contact message goes. The server (server/contact/) implements it over the database
 * and hands it to the app through the load context, bound to the request's client (for the rate
 * limit), so the no-JavaScript route action and `POST /api/contact-form` store messages by
 * exactly the same rules.
 */
export interface ContactInbox {
  receive(submission: ContactSubmission): Promise<ContactReceipt>;
}

export interface ContactSubmission {
  /** The raw fields as posted (JSON or form body); the inbox validates them. */
  fields: Record<string, unknown>;
  /** Sent by the client with each attempt; a retry of the same attempt is stored once. */
  idempotencyKey?: string;
}

export type ContactReceipt =
  | { status: "accepted"; id: string }
  | { status: "invalid"; errors: ContactFieldErrors }
  | { status: "limited"; retryAfterSeconds: number };

export const contactInboxContext = createContext<ContactInbox>();
