import { data } from "react-router";
import { ContactPage } from "~/features/contact/components/contact-page";
import {
  newAttemptKey,
  receiveContactForm,
} from "~/features/contact/api/receive-contact-form.server";
import { pageTitle } from "~/lib/brand";
import { originFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: pageTitle("Contact Us"),
    description:
      "Questions about an order, sizing, returns or a product? Send Peyton and her humans a message; we reply in 1–2 business days.",
    origin: originFromMatches(matches),
    path: "/contact",
  });

/**
 * Each render carries its own idempotency key for a post without JavaScript, so the page is
 * never shared: not by the server's page cache, not by any cache on the way.
 */
export function loader() {
  return data({ attemptKey: newAttemptKey() }, { headers: { "Cache-Control": "no-store" } });
}

export const action = ({ request, context }: Route.ActionArgs) =>
  receiveContactForm({ request, context });

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage attemptKey={loaderData.attemptKey} result={actionData} />;
}
