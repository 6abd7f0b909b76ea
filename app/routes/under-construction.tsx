import { MailIcon } from "lucide-react";
import { Link } from "react-router";
import { BRAND, CONTACT_EMAIL, pageTitle } from "~/lib/brand";
import { originFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/under-construction";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    title: pageTitle("Coming Soon"),
    description: `${BRAND} is getting ready. Peyton and the humans will open the doors soon.`,
    origin: originFromMatches(matches),
    path: "/under-construction",
  }),
  { name: "robots", content: "noindex" },
];

/** Shown without the shop's chrome (app/root.tsx hides banner, header, cart and footer here). */
export default function UnderConstructionRoute() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-blush-100 to-cream-50 px-6 py-16 text-center">
      <img src="/images/empty-shop.svg" alt="" width={240} height={180} className="h-auto w-60" />
      <p className="mt-8 font-serif text-lg text-primary">{BRAND}</p>
      <h1 className="mt-2 font-serif text-5xl font-semibold tracking-tight">Coming Soon</h1>
      <p className="mt-6 max-w-md text-lg text-muted-foreground">
        My humans and I are fluffing the cushions and folding the tiniest sweaters. This corner of
        the shop isn&apos;t quite ready yet, but it will be very soon.
      </p>
      <p className="mt-6 text-muted-foreground">Questions in the meantime? Write to us at</p>
      <a
        href={`mailto:${CONTACT_EMAIL}`}
        className="mt-2 inline-flex items-center gap-2 rounded-md text-lg font-medium text-primary underline underline-offset-4 outline-none hover:text-blush-800 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <MailIcon aria-hidden="true" className="size-5" />
        {CONTACT_EMAIL}
      </a>
      <Link
        to="/"
        className="mt-10 rounded-md text-sm text-muted-foreground underline underline-offset-4 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        Back to the shop
      </Link>
    </main>
  );
}
