import { Link } from "react-router";
import { StaticPage } from "~/components/layout/static-page";
import { pageTitle } from "~/lib/brand";
import { originFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/shipping";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: pageTitle("Shipping Policy"),
    description:
      "Where and how Peyton & Co. ships: US only with USPS, processing in 2–3 business days, and free standard shipping on orders over $75.",
    origin: originFromMatches(matches),
    path: "/shipping",
  });

export default function ShippingRoute() {
  return (
    <StaticPage
      title="Shipping Policy"
      lede="Every order is packed by my humans (and inspected by me) before it sets off to your door."
    >
      <h2>Where we ship</h2>
      <p>
        We currently ship to addresses within the United States only. We&apos;re not able to send
        orders abroad yet, but we hope to in the future.
      </p>

      <h2>Processing time</h2>
      <p>
        Orders are processed within <strong>2–3 business days</strong> (Monday to Friday, excluding
        US holidays). Orders placed on a weekend or holiday start processing on the next business
        day. During launches and busy seasons it may occasionally take a little longer; if so,
        we&apos;ll let you know by email.
      </p>

      <h2>Shipping methods</h2>
      <p>
        All orders travel with USPS. You&apos;ll see the options available for your address, and
        their prices, at checkout:
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Best for</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>USPS First Class Mail</td>
            <td>Small, light items such as collars, bows and accessories</td>
          </tr>
          <tr>
            <td>USPS Ground Advantage</td>
            <td>Our standard, affordable option for most orders</td>
          </tr>
          <tr>
            <td>USPS Priority Mail</td>
            <td>Expedited delivery when you&apos;d like it a little sooner</td>
          </tr>
          <tr>
            <td>USPS Priority Mail Express</td>
            <td>Our fastest option, for when it really can&apos;t wait</td>
          </tr>
        </tbody>
      </table>
      <p>
        Delivery times are estimates from USPS and start once your order has shipped, not when it is
        placed.
      </p>

      <h2>Free standard shipping</h2>
      <p>
        Orders over <strong>$75</strong> ship free with standard shipping. The threshold is measured
        on your order total before taxes and discounts.
      </p>

      <h2>Tracking your order</h2>
      <p>
        When your order ships we email you a tracking number, so you can follow its journey all the
        way to your door.
      </p>

      <h2>Shipping fees</h2>
      <p>
        Shipping fees are never refundable, including on returned items. See our{" "}
        <Link to="/returns-exchanges">Returns &amp; Exchanges</Link> policy for the details of
        returns.
      </p>

      <h2>Lost, late or damaged parcels</h2>
      <p>
        Please double-check your shipping address at checkout: we can&apos;t redirect a parcel once
        it has shipped. If your tracking hasn&apos;t moved for several days, or your order arrives
        damaged, <Link to="/contact">contact us</Link> with your order number and a photo if
        possible, and we&apos;ll help sort it out with USPS.
      </p>
    </StaticPage>
  );
}
