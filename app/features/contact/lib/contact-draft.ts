import { z } from "zod/mini";
import {
  browserStorage,
  readStoredJson,
  removeStored,
  writeStored,
  type StorageLike,
} from "~/lib/browser-storage";

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
    name: z.string().check(z.maxLength(MAX_FIELD)),
    email: z.string().check(z.maxLength(MAX_FIELD)),
    subject: z.string().check(z.maxLength(MAX_FIELD)),
    message: z.string().check(z.maxLength(MAX_FIELD)),
  }),
});

export type ContactDraft = z.output<typeof draftSchema>["values"];

export const EMPTY_DRAFT: ContactDraft = { name: "", email: "", subject: "", message: "" };

/** sessionStorage, or null where there is none (the server) or it is refused (privacy settings). */
export function draftStorage(): StorageLike | null {
  return browserStorage("session");
}

function isEmpty(draft: ContactDraft) {
  return Object.values(draft).every((value) => value === "");
}

/**
 * The saved draft, or null. Storage is input like any other (another script, an old version, a
 * hand edit): anything that is not a well-formed draft is removed rather than put in the form.
 */
export function readContactDraft(storage = draftStorage()): ContactDraft | null {
  const draft = readStoredJson(storage, CONTACT_DRAFT_KEY, draftSchema);
  if (!draft) return null;
  if (isEmpty(draft.values)) {
    clearContactDraft(storage);
    return null;
  }
  return draft.values;
}

/** Keeps the draft; an empty form leaves nothing behind. True when it is now stored. */
export function saveContactDraft(draft: ContactDraft, storage = draftStorage()): boolean {
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
  // A full quota or a refusing browser: the form still holds the text for this page's life.
  return writeStored(storage, CONTACT_DRAFT_KEY, JSON.stringify({ version: 1, values }));
}

export function clearContactDraft(storage = draftStorage()) {
  removeStored(storage, CONTACT_DRAFT_KEY);
}
