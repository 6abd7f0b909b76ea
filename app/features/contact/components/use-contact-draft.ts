import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import {
  clearContactDraft,
  readContactDraft,
  saveContactDraft,
  type ContactDraft,
} from "../lib/contact-draft";
import type { ContactMessage } from "../lib/contact-message";

/** The form's fields as typed: a draft until the schema accepts it. */
export type ContactFormValues = ContactDraft;

const FIELDS = ["name", "email", "subject", "message"] as const;

/** Long enough to skip most keystrokes, short enough that a crash loses a word at most. */
const SAVE_DELAY_MS = 300;

function draftOf(values: Partial<Record<keyof ContactDraft, string | undefined>>): ContactDraft {
  return {
    name: values.name ?? "",
    email: values.email ?? "",
    subject: values.subject ?? "",
    message: values.message ?? "",
  };
}

/**
 * Keeps what the shopper types in session storage until the message is accepted: put back after
 * a reload or a crashed tab, saved shortly after each change and at once when the page is hidden
 * (the last chance a phone gives before it discards a tab). Returns `discard`, for a sent message.
 */
export function useContactDraft(form: UseFormReturn<ContactFormValues, unknown, ContactMessage>) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const discarded = useRef(false);

  useEffect(() => {
    // A field already holding text wins over the draft: the shopper typed it before the page's
    // script arrived, or the server sent it back with a no-JavaScript post.
    const draft = readContactDraft();
    if (draft) {
      for (const field of FIELDS) {
        if (!form.getValues(field) && draft[field]) form.setValue(field, draft[field]);
      }
    }
    const saveNow = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (!discarded.current) saveContactDraft(draftOf(form.getValues()));
    };
    const { unsubscribe } = form.watch(() => {
      discarded.current = false;
      clearTimeout(timer.current);
      timer.current = setTimeout(saveNow, SAVE_DELAY_MS);
    });
    const onHide = () => {
      if (document.visibilityState === "hidden" && timer.current !== undefined) saveNow();
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", saveNow);
    return () => {
      unsubscribe();
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", saveNow);
      if (timer.current !== undefined) saveNow();
    };
  }, [form]);

  return {
    /** The message was accepted: forget the draft, including a save still waiting to happen. */
    discard() {
      clearTimeout(timer.current);
      timer.current = undefined;
      discarded.current = true;
      clearContactDraft();
    },
  };
}
