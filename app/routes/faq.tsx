import { Link } from "react-router";
import { StaticPage } from "~/components/layout/static-page";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { pageTitle } from "~/lib/brand";
import { originFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: pageTitle("FAQ"),
    description:
      "Sizing, shipping, returns, product care and order changes: answers to the questions small-dog families ask us most.",
    origin: originFromMatches(matches),
    path: "/faq",
  });

const ITEMS = ["sizing", "shipping", "returns", "care", "changes"];

export default function FaqRoute() {
  return (
    <StaticPage
      title="Frequently Asked Questions"
      lede="My humans and I hear these a lot. If your question isn't here, just ask — we love a good chat."
    >
      {/* Several answers may be open at once, and all five start open. */}
      <Accordion type="multiple" defaultValue={ITEMS}>
        <AccordionItem value="sizing">
          <AccordionTrigger className="text-lg">How do I choose the right size?</AccordionTrigger>
          <AccordionContent className="space-y-3 text-base">
            <p>
              Measure your pup around the widest part of the chest, around the base of the neck, and
              along the back from the collar to the base of the tail, then compare with the size
              chart on the product page (tap the little info icon next to Size).
            </p>
            <p>
              If your dog falls between two sizes, size up: a little room is comfier than a snug
              fit. Still unsure? <Link to="/contact">Contact us</Link> with your measurements and
              we&apos;ll help you pick.
            </p>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="shipping">
          <AccordionTrigger className="text-lg">
            What shipping options do you offer?
          </AccordionTrigger>
          <AccordionContent className="space-y-3 text-base">
            <p>
              We ship within the United States only, with a choice of standard or expedited delivery
              at checkout. Orders leave us within 2–3 business days.
            </p>
            <p>
              As soon as your parcel is on its way we email you a tracking number so you can follow
              it all the way to your door.
            </p>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="returns">
          <AccordionTrigger className="text-lg">What is your returns policy?</AccordionTrigger>
          <AccordionContent className="space-y-3 text-base">
            <p>
              You can return or exchange new, unused items within 15 days, as long as they still
              have their tags and original packaging. Some items can&apos;t be returned for hygiene
              reasons.
            </p>
            <p>
              The details, and how to start a return, are on our{" "}
              <Link to="/returns-exchanges">Returns &amp; Exchanges</Link> page.
            </p>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="care">
          <AccordionTrigger className="text-lg">
            How should I care for my products?
          </AccordionTrigger>
          <AccordionContent className="space-y-3 text-base">
            <p>
              Always follow the care label first. Most clothing prefers a gentle cold wash, inside
              out, and drying flat; carriers and beds can be spot-cleaned with a damp cloth and mild
              soap. Check toys regularly and retire them once they show wear.
            </p>
            <p>
              Need advice for a particular piece? <Link to="/contact">Contact us</Link> and
              we&apos;ll share what works for us.
            </p>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="changes">
          <AccordionTrigger className="text-lg">Can I modify or cancel my order?</AccordionTrigger>
          <AccordionContent className="space-y-3 text-base">
            <p>
              Yes, within 12 hours of placing it. After that your order may already be packed, so we
              can&apos;t guarantee changes or cancellations, though we&apos;ll always try.
            </p>
            <p>
              <Link to="/contact">Contact us</Link> as soon as possible with your order number and
              what you&apos;d like to change.
            </p>
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </StaticPage>
  );
}
