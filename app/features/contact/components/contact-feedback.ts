import { toast } from "~/components/ui/toast";
import { CONTACT_EMAIL } from "~/lib/brand";

/** The contact form's three toasts; their words are the shop's, to be kept as they are. */
export const contactFeedback = {
  failedDescription: `There was a problem sending your message. Please try again or contact us directly at ${CONTACT_EMAIL}`,
  sent() {
    toast.success("Thanks for reaching out!", {
      description: "My humans will sniff it out and reply in 1–2 business days.",
    });
  },
  /** The function answered with an error: destructive, with the shop's address as a way out. */
  failed() {
    toast.error("Error sending message", { description: contactFeedback.failedDescription });
  },
  /** No answer at all: the shopper's connection is the likelier culprit. */
  offline() {
    toast("Error sending message", {
      description: "There was a network problem. Please check your connection and try again.",
    });
  },
};

/**
 * The rate limit's answer (not in the spec, which has no limit): how long to wait, in the
 * shop's voice, so a shopper whose form is still filled knows the message was not lost.
 */
export function limitedNotice(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? "a minute" : `${minutes} minutes`;
  return `You've sent us several messages in a short time. Your message is still here: please wait ${wait} and send it again.`;
}
