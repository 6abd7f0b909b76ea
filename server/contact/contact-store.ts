import { randomUUID } from "node:crypto";
import { and, eq, gt, isNotNull } from "drizzle-orm";
import type {
  ContactInbox,
  ContactReceipt,
  ContactSubmission,
} from "../../app/features/contact/api/contact-inbox";
import type {
  ContactFieldErrors,
  ContactMessage,
  contactMessageSchema,
} from "../../app/features/contact/lib/contact-message";
import type { StorefrontDatabase } from "../db/client";
import { contactMessages } from "../db/schema";
import type { ContactLimiter } from "./rate-limit";

/**
 * What the store needs of the app: the one validation schema the form also uses. It comes
 * from the server bundle (server/request-handler.ts re-exports it), never by importing app/ at
 * run time, so there is one copy of it; in development that module loads lazily through Vite,
 * hence a getter.
 */
export interface ContactRules {
  schema: typeof contactMessageSchema;
}
export type LoadContactRules = () => ContactRules | Promise<ContactRules>;

/** The contact inbox of each client, over one database and one rate limiter. */
export interface ContactStore {
  forClient(clientAddress: string): ContactInbox;
}

/** The hidden field only a robot fills in (spec's form has no such visible field). */
export const HONEYPOT_FIELD = "website";

/** Clients send a UUID per attempt; anything else is not a key this store keeps. */
export const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stores contact messages by one set of rules for both doors (POST /api/contact-form and the
 * /contact route action): honeypot, validation, idempotency, rate limit, in that order. A
 * message is accepted only once its row is committed; `onStored` then tells the outbox.
 */
export function createContactStore(deps: {
  db: StorefrontDatabase;
  limiter: ContactLimiter;
  rules: LoadContactRules;
  /**
   * The keys stored recently, kept by this process: only when it is the database's one user
   * (embedded PGlite, which the lock in server/db/client.ts guarantees). Without it each
   * attempt asks the database, which other instances write to as well.
   */
  keys?: RecentKeys;
  onStored?: (id: string) => void;
}): ContactStore {
  const { db, limiter, keys } = deps;

  async function existing(key: string | undefined): Promise<string | undefined> {
    if (!key) return undefined;
    const rows = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.idempotencyKey, key));
    return rows[0]?.id;
  }

  async function receive(client: string, submission: ContactSubmission): Promise<ContactReceipt> {
    const { fields } = submission;
    // A robot is told what a person would be, so it learns nothing; nothing is stored.
    if (text(fields[HONEYPOT_FIELD]).trim() !== "") return { status: "accepted", id: randomUUID() };

    const { schema } = await deps.rules();
    // Only the four fields are read (the form sends the email as email_address; `email` is
    // its alias), so nothing else a client posts can reach the row.
    const parsed = schema.safeParse({
      name: text(fields.name),
      email: text(fields.email_address ?? fields.email),
      subject: text(fields.subject),
      message: text(fields.message),
    });
    if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error.issues) };

    const key = IDEMPOTENCY_KEY.test(submission.idempotencyKey ?? "")
      ? submission.idempotencyKey!.toLowerCase()
      : undefined;
    // A retry of a message already stored answers as the first attempt did, and costs nothing.
    const stored = key && (keys ? keys.find(key) : await existing(key));
    if (stored) return { status: "accepted", id: stored };

    const decision = await limiter.consume(client);
    if (!decision.allowed) {
      return { status: "limited", retryAfterSeconds: decision.retryAfterSeconds };
    }
    const id = await insert(parsed.data, key);
    if (key) keys?.add(key, id);
    deps.onStored?.(id);
    return { status: "accepted", id };
  }

  async function insert(message: ContactMessage, key: string | undefined): Promise<string> {
    // The unique key decides between duplicates that arrive together (on one instance or on
    // several): the first insert wins, the others find its row.
    const inserted = await db
      .insert(contactMessages)
      .values({ ...message, idempotencyKey: key })
      .onConflictDoNothing({ target: contactMessages.idempotencyKey })
      .returning({ id: contactMessages.id });
    const id = inserted[0]?.id ?? (await existing(key));
    if (!id) throw new Error("contact message neither inserted nor found");
    return id;
  }

  return {
    forClient: (client) => ({
      receive: (submission) =>
        receive(client, submission).catch((error: unknown) => {
          throw new Error(`the contact message could not be stored: ${reason(error)}`);
        }),
    }),
  };
}

/**
 * Why storing failed, without what the shopper wrote: a failed query's error repeats its
 * parameters (names, addresses, the message), and callers log what they catch, so the error
 * thrown carries only the driver's own reason.
 */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  if (error.cause instanceof Error) return error.cause.message;
  return error.message.split("\nparams:")[0]!.slice(0, 300);
}

/** A field posted as anything but text (a number, a list) is read as empty: invalid, not a crash. */
function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof ContactFieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** How long a retry is recognised without asking the database (embedded only). */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;

export interface RecentKeys {
  find(key: string): string | undefined;
  add(key: string, id: string): void;
}

/**
 * The idempotency keys of the messages stored in the last day, and their rows, in memory: a
 * retry is found without a query, which matters most when a flood is being refused (every
 * refused attempt would otherwise cost a lookup). Loaded from the database at start. A retry
 * older than a day is not recognised here, but the unique key still stores it only once.
 */
export async function loadRecentKeys(
  db: StorefrontDatabase,
  now = Date.now(),
): Promise<RecentKeys> {
  const since = new Date(now - RETRY_WINDOW_MS);
  const rows = await db
    .select({
      id: contactMessages.id,
      key: contactMessages.idempotencyKey,
      at: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(and(isNotNull(contactMessages.idempotencyKey), gt(contactMessages.createdAt, since)));
  const keys = new Map<string, { id: string; at: number }>();
  for (const row of rows) keys.set(row.key!, { id: row.id, at: row.at.getTime() });
  let pruned = Date.now();
  return {
    find: (key) => keys.get(key)?.id,
    add(key, id) {
      const at = Date.now();
      keys.set(key, { id, at });
      // Once an hour, forget keys past the window (a Map keeps insertion order: oldest first).
      if (at - pruned < 60 * 60_000) return;
      pruned = at;
      for (const [old, entry] of keys) {
        if (at - entry.at < RETRY_WINDOW_MS) break;
        keys.delete(old);
      }
    },
  };
}
