import { zodResolver } from "@hookform/resolvers/zod";
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { useSendContactMessage } from "../api/send-contact-message";
import { AttemptKeys } from "../lib/attempt-keys";
import type { ContactFormResult } from "../lib/contact-form-result";
import {
  CONTACT_SUBJECTS,
  contactMessageSchema,
  type ContactField,
  type ContactFieldErrors,
  type ContactMessage,
} from "../lib/contact-message";
import { contactFeedback, limitedNotice } from "./contact-feedback";
import { useContactDraft, type ContactFormValues } from "./use-contact-draft";

const FIELD_ORDER: ContactField[] = ["name", "email", "subject", "message"];

/**
 * The fields hold what was typed (a subject not yet chosen is ""), and the schema decides
 * whether that is a message: its input type is narrower than a form's, its verdict the same.
 */
const resolver = zodResolver(contactMessageSchema) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactMessage
>;

function asFormErrors(errors: ContactFieldErrors | undefined) {
  const entries = FIELD_ORDER.flatMap((field) => {
    const message = errors?.[field];
    return message ? [[field, { type: "server", message }] as const] : [];
  });
  return entries.length > 0
    ? (Object.fromEntries(entries) as FieldErrors<ContactFormValues>)
    : undefined;
}

const subscribeToNothing = () => () => {};

/**
 * The contact form. It works in two ways. Hydrated, it checks the fields with
 * the schema the server uses and sends the message to `POST /api/contact-form` itself. Before
 * its script has arrived (or without JavaScript at all) it is a plain form posting to the
 * route's action, and `result` brings back what the server said, with the fields as sent.
 */
export function ContactForm({
  attemptKey,
  result,
  onSent,
  takeFocus = false,
}: {
  /** The server's idempotency key for a post without JavaScript. */
  attemptKey: string;
  result?: Exclude<ContactFormResult, { status: "sent" }>;
  onSent: () => void;
  /** True when the form replaced the success panel the shopper was on ("Send Another Message"). */
  takeFocus?: boolean;
}) {
  const id = useId();
  const serverErrors = useMemo(() => asFormErrors(result?.errors), [result]);
  const form = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver,
    // Passed in, not set later: the server render already shows them beside the fields.
    errors: serverErrors,
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const draft = useContactDraft(form);
  useEffect(() => {
    // The button that had the focus went with the panel: start the new message where it starts.
    if (takeFocus) form.setFocus("name");
  }, [form, takeFocus]);
  const send = useSendContactMessage();
  const [keys] = useState(() => new AttemptKeys());
  const [notice, setNotice] = useState(() => {
    if (result?.status === "limited") return limitedNotice(result.retryAfterSeconds ?? 60);
    if (result?.status === "failed") return contactFeedback.failedDescription;
    return null;
  });
  const website = useRef<HTMLInputElement>(null);
  // Set before the first await, so a second click in the same instant finds the form busy.
  const inFlight = useRef(false);
  const busy = formState.isSubmitting;
  // False in the server's render and while hydrating: until then a submit is a plain post.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  const deliver = async (message: ContactMessage) => {
    setNotice(null);
    const outcome = await send.mutateAsync({
      message,
      website: website.current?.value ?? "",
      idempotencyKey: keys.keyFor(message),
    });
    switch (outcome.status) {
      case "sent":
        keys.accepted();
        draft.discard();
        reset({ name: "", email: "", subject: "", message: "" });
        contactFeedback.sent();
        onSent();
        return;
      case "invalid": {
        // The server's rules are the form's own, so this is rare (an address it refuses).
        const fields = FIELD_ORDER.filter((field) => outcome.errors[field]);
        fields.forEach((field, index) =>
          setError(
            field,
            { type: "server", message: outcome.errors[field] },
            { shouldFocus: index === 0 },
          ),
        );
        return;
      }
      case "limited":
        setNotice(limitedNotice(outcome.retryAfterSeconds));
        return;
      case "failed":
        contactFeedback.failed();
        return;
      case "offline":
        contactFeedback.offline();
        return;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void handleSubmit(deliver)(event).finally(() => {
      inFlight.current = false;
    });
  };

  const errorOf = (field: ContactField) => formState.errors[field]?.message;
  const firstInvalid = FIELD_ORDER.find((field) => result?.errors[field]);
  /** Label, state and message wiring shared by the four fields. */
  const fieldProps = (field: ContactField) => {
    const error = errorOf(field);
    return {
      id: `${id}-${field}`,
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${field}-error` : undefined,
      // Without JavaScript nothing else would move the shopper to the field to fix.
      autoFocus: field === firstInvalid ? true : undefined,
      defaultValue: result?.values[field],
      ...register(field),
    };
  };
  const errorText = (field: ContactField) => {
    const error = errorOf(field);
    return error ? (
      <p id={`${id}-${field}-error`} role="alert" className="mt-1.5 text-sm text-destructive">
        {error}
      </p>
    ) : null;
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Contact us"
      aria-busy={busy}
      // From here on the form sends messages itself; journeys wait for it.
      data-hydrated={hydrated ? "" : undefined}
      className="grid gap-5"
    >
      <input type="hidden" name="idempotency_key" value={result?.idempotencyKey ?? attemptKey} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input type="text" autoComplete="name" {...fieldProps("name")} />
          {errorText("name")}
        </div>
        <div>
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            {...fieldProps("email")}
          />
          {errorText("email")}
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-subject`}>Subject</Label>
        <NativeSelect
          {...fieldProps("subject")}
          defaultValue={result?.values.subject ?? ""}
          className="aria-invalid:border-destructive aria-invalid:ring-destructive/30"
        >
          <option value="" disabled>
            Select a subject
          </option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </NativeSelect>
        {errorText("subject")}
      </div>
      <div>
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea rows={5} placeholder="How can we help?" {...fieldProps("message")} />
        {errorText("message")}
      </div>
      {/* A field people never see or reach: only a bot fills it, and the server then quietly
          stores nothing. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          ref={website}
          id={`${id}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {notice ? (
        <p role="alert" className="rounded-md bg-blush-50 px-4 py-3 text-sm ring-1 ring-blush-200">
          {notice}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        // Not `disabled`: that would drop the keyboard focus from the button mid-send.
        aria-disabled={busy || undefined}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {busy ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
