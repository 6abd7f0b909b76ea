import { useEffect, useState } from "react";
import { StaticPage } from "~/components/layout/static-page";
import { CONTACT_EMAIL } from "~/lib/brand";
import { clearContactDraft } from "../lib/contact-draft";
import type { ContactFormResult } from "../lib/contact-form-result";
import { ContactForm } from "./contact-form";
import { ContactSuccess } from "./contact-success";

type Shown =
  | { view: "form"; result?: Exclude<ContactFormResult, { status: "sent" }>; again?: boolean }
  | { view: "sent"; byForm: boolean };

function initial(result: ContactFormResult | undefined): Shown {
  if (result?.status === "sent") return { view: "sent", byForm: false };
  return { view: "form", result };
}

/**
 * The contact page: the intro, then the form or, once the message is stored,
 * the success panel. `result` is the route action's answer to a post made without JavaScript;
 * it only sets where the page starts, since a hydrated form sends messages itself.
 */
export function ContactPage({
  attemptKey,
  result,
}: {
  attemptKey: string;
  result?: ContactFormResult;
}) {
  const [shown, setShown] = useState(() => initial(result));
  const [formKey, setFormKey] = useState(0);
  const sentByPost = result?.status === "sent";
  useEffect(() => {
    // Sent by a post before the script arrived: a draft this tab kept is of that message.
    if (sentByPost) clearContactDraft();
  }, [sentByPost]);

  return (
    <StaticPage
      title="Contact Us"
      lede={
        <>
          <p>
            Questions about an order, help choosing the right size, a return or exchange, or
            something you&apos;d like to know about one of our pieces? Send us a note. My humans and
            I read every message ourselves.
          </p>
          <p className="mt-3 text-base">
            Writing about an order? Your order number helps us find it faster. You can also email us
            at{" "}
            <a href={`mailto:${CONTACT_EMAIL}`} className="text-primary underline">
              {CONTACT_EMAIL}
            </a>
            .
          </p>
        </>
      }
    >
      {shown.view === "sent" ? (
        <ContactSuccess
          takeFocus={shown.byForm}
          onAnother={() => {
            // A new form: empty, with nothing of the last attempt left in it.
            setFormKey((key) => key + 1);
            setShown({ view: "form", again: true });
          }}
        />
      ) : (
        <ContactForm
          key={formKey}
          attemptKey={attemptKey}
          result={shown.result}
          takeFocus={shown.again}
          onSent={() => setShown({ view: "sent", byForm: true })}
        />
      )}
    </StaticPage>
  );
}
