import { Link } from "react-router";
import { StaticPage } from "~/components/layout/static-page";
import { pageTitle } from "~/lib/brand";
import { originFromMatches, seoMeta } from "~/lib/seo";
import {
  EXCLUDED_CATEGORIES,
  RETURN_WINDOW_DAYS,
  SHIP_BACK_DAYS,
} from "../../shop-policy/return-policy";
import type { Route } from "./+types/returns-exchanges";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: pageTitle("Returns & Exchanges"),
    description:
      "Return or exchange new, unused items within 15 days of delivery. How to request a return, what can't be returned, and when you'll be refunded.",
    origin: originFromMatches(matches),
    path: "/returns-exchanges",
  });

export default function ReturnsExchangesRoute() {
  return (
    <StaticPage
      title="Returns & Exchanges"
      lede="Sometimes a sweater just isn't the one. Here's how to send it back."
    >
      <h2>Our return window</h2>
      <p>
        You may return items within <strong>{RETURN_WINDOW_DAYS} days of delivery</strong>. To be
        accepted, an item must be:
      </p>
      <ul>
        <li>unused and unwashed (and un-slobbered, please);</li>
        <li>in its original packaging;</li>
        <li>with all of its tags still attached.</li>
      </ul>

      <h2>How to return an item</h2>
      <ol>
        <li>
          <strong>Ask first.</strong> <Link to="/contact">Contact us</Link> with your order number
          and the items you&apos;d like to return. Every return must be approved before it is sent;
          parcels sent without approval can&apos;t be accepted.
        </li>
        <li>
          <strong>Pack it up.</strong> Once your return is approved, ship it back to us within{" "}
          <strong>{SHIP_BACK_DAYS} days</strong> of the approval, using the address we send you.
        </li>
        <li>
          <strong>Send it.</strong> Return shipping is paid by you. We recommend a tracked service,
          as we can&apos;t be responsible for returns lost on the way to us.
        </li>
      </ol>

      <h2>Refunds</h2>
      <p>
        When your return arrives we inspect it and let you know. Approved refunds go back to your
        original payment method within <strong>5–7 business days</strong> of receipt (your bank may
        take a little longer to show it). Original shipping fees are not refundable.
      </p>

      <h2>Items we can&apos;t accept back</h2>
      <p>For hygiene and safety reasons, the following are final sale:</p>
      {/* The same list the order page's return form and the provider enforce. */}
      <ul>
        {EXCLUDED_CATEGORIES.map((category, i) => (
          <li key={category.id}>
            {category.label}
            {i === EXCLUDED_CATEGORIES.length - 1 ? "." : ";"}
          </li>
        ))}
      </ul>

      <h2>Exchanges</h2>
      <p>
        Need a different size or colour? The quickest way is to return the original item as
        described above and place a new order for the one you&apos;d like. That way your new piece
        isn&apos;t held up while the first one travels back to us.
      </p>
      <p>
        Not sure which size to pick this time? Our <Link to="/faq">FAQ</Link> has sizing tips, and
        we&apos;re always happy to help on the <Link to="/contact">contact page</Link>.
      </p>
    </StaticPage>
  );
}
