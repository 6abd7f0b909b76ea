import { z } from "zod";

/** Session storage: a draft belongs to this tab and outlives a reload or a crash, not the tab. */
export const CONTACT_DRAFT_KEY = "boutique.contact-draft";

/**
 * The longest field a draft keeps: well past the message's 5,000-character limit, so a shopper
 * who typed too much still gets it all back to trim, yet a tampered entry cannot be huge.
 */
const MAX_FIELD = 20_000;

/**
 * What the shopper has typed so far, unvalidated (a draft is by nature incomplete). Stored with
 * a version, so a later change of shape reads an old entry as malformed and drops it.
 */
const draftSchema = z.object({
  version: z.literal(1),
  values: z.object({
    name: z.string().max(MAX_FIELD),
    email: z.string().max(MAX_FIELD),
    subject: z.string().max(MAX_FIELD),
    message: z.string().max(MAX_FIELD),
  }),
});

export type ContactDraft = z.output<typeof draftSchema>["values"];

export const EMPTY_DRAFT: ContactDraft = { name: "", email: "", subject: "", message: "" };

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** sessionStorage, or null where there is none (the server) or it is refused (privacy settings). */
export function draftStorage(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isEmpty(draft: ContactDraft) {
  return Object.values(draft).every((value) => value === "");
}

/**
 * The saved draft, or null. Storage is input like any other (another script, an old version, a
 * hand edit): anything that is not a well-formed draft is removed rather than put in the form.
 */
export function readContactDraft(storage = draftStorage()): ContactDraft | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CONTACT_DRAFT_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const draft = draftSchema.safeParse(parsed);
  if (!draft.success || isEmpty(draft.data.values)) {
    clearContactDraft(storage);
    return null;
  }
  return draft.data.values;
}

/** Keeps the draft; an empty form leaves nothing behind. True when it is now stored. */
export function saveContactDraft(draft: ContactDraft, storage = draftStorage()): boolean {
  if (!storage) return false;
  if (isEmpty(draft)) {
    clearContactDraft(storage);
    return false;
  }
  const values = {
    name: draft.name.slice(0, MAX_FIELD),
    email: draft.email.slice(0, MAX_FIELD),
    subject: draft.subject.slice(0, MAX_FIELD),
    message: draft.message.slice(0, MAX_FIELD),
  };
  try {
    storage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ version: 1, values }));
    return true;
  } catch {
    // A full quota or a refusing browser: the form still holds the text for this page's life.
    return false;
  }
}

export function clearContactDraft(storage = draftStorage()) {
  try {
    storage?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // Nothing to clear in a storage that cannot be used.
  }
}
