import { Link } from "react-router";
import { StaticPage } from "~/components/layout/static-page";
import { BRAND, CONTACT_EMAIL, pageTitle } from "~/lib/brand";
import { originFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: pageTitle("Privacy Policy"),
    description:
      "What personal information Peyton & Co. collects, why, who it is shared with, how long it is kept and the choices you have.",
    origin: originFromMatches(matches),
    path: "/privacy-policy",
  });

export default function PrivacyPolicyRoute() {
  return (
    <StaticPage
      title="Privacy Policy"
      meta={
        <>
          Last updated: <time dateTime="2025-10-05">October 5, 2025</time>
        </>
      }
      lede={`This policy explains what personal information ${BRAND} collects when you visit our shop or buy from us, how we use it, and the choices you have.`}
    >
      <h2>Who we are</h2>
      <p>
        {BRAND} is a small online boutique for small-breed dogs. When this policy says
        &ldquo;we&rdquo;, &ldquo;us&rdquo; or &ldquo;our&rdquo;, it means {BRAND}. You can reach us
        about anything here at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>

      <h2>Information we collect</h2>
      <h3>Information you give us</h3>
      <ul>
        <li>
          <strong>Orders:</strong> your name, email address, shipping and billing addresses and
          phone number, and the items you buy.
        </li>
        <li>
          <strong>Your account:</strong> if you sign in, your name, email address, saved addresses
          and order history.
        </li>
        <li>
          <strong>Messages:</strong> what you write to us through the contact form or by email, with
          your name and email address so we can reply.
        </li>
      </ul>
      <h3>Information collected automatically</h3>
      <ul>
        <li>
          <strong>Technical data:</strong> your browser type, device, IP address and the pages you
          visit, as recorded in our server logs.
        </li>
        <li>
          <strong>Browser storage:</strong> we keep your cart and, when you sign in, your session in
          your browser&apos;s local storage so they survive a page reload. We don&apos;t use
          advertising cookies or cross-site trackers.
        </li>
      </ul>

      <h2>Payments</h2>
      <p>
        Checkout happens on the secure hosted checkout of our commerce platform. Your card details
        are entered there and handled by its payment processors; we never see or store your full
        card number.
      </p>

      <h2>How we use your information</h2>
      <ul>
        <li>to process, ship and support your orders, including returns and exchanges;</li>
        <li>to run your account and show you your orders and addresses;</li>
        <li>to answer your messages and questions;</li>
        <li>to keep the shop secure and prevent fraud;</li>
        <li>to understand how the shop is used so we can improve it;</li>
        <li>to meet our legal, tax and accounting obligations.</li>
      </ul>
      <p>We do not sell your personal information, and we don&apos;t share it for advertising.</p>

      <h2>Who we share it with</h2>
      <p>Only with the service providers we need to run the shop, and only what they need:</p>
      <ul>
        <li>our commerce platform, which hosts the catalogue, carts, checkout and accounts;</li>
        <li>payment processors, to take payment at checkout;</li>
        <li>USPS, to deliver your parcel;</li>
        <li>our hosting and email providers;</li>
        <li>authorities, when the law requires it.</li>
      </ul>

      <h2>How long we keep it</h2>
      <p>
        We keep order records for as long as tax and accounting law requires. Messages are kept
        while we help you and for a reasonable time afterwards. Account information stays until you
        ask us to delete your account.
      </p>

      <h2>Your choices and rights</h2>
      <p>
        You can ask to see, correct or delete the personal information we hold about you, or to
        receive a copy of it. You can update your name and addresses yourself in your account. For
        anything else, <Link to="/contact">contact us</Link> or email{" "}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>; we&apos;ll answer within 30 days.
        Depending on where you live, you may have further rights under local law, and you may
        complain to your data protection authority.
      </p>

      <h2>Security</h2>
      <p>
        We use encrypted connections (HTTPS), sign-in without passwords through our commerce
        platform, and strict browser security settings. No system is perfectly secure, but we work
        hard to protect your information.
      </p>

      <h2>Children</h2>
      <p>
        Our shop is meant for adults (and their dogs). We don&apos;t knowingly collect information
        from children under 13.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change this policy we&apos;ll update the date at the top of this page, and tell you
        about significant changes before they take effect.
      </p>
    </StaticPage>
  );
}
