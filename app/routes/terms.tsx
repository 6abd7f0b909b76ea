import { Link } from "react-router";
import { StaticPage } from "~/components/layout/static-page";
import { BRAND, CONTACT_EMAIL, LAUNCH_DISCOUNT_CODE, pageTitle } from "~/lib/brand";
import { originFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: pageTitle("Terms of Service"),
    description:
      "The terms for shopping at Peyton & Co.: orders and pricing, shipping and returns, your account and sign-in, the launch discount, acceptable use and our liability.",
    origin: originFromMatches(matches),
    path: "/terms",
  });

export default function TermsRoute() {
  return (
    <StaticPage
      title="Terms of Service"
      meta={
        <>
          Last updated: <time dateTime="2026-11-24">November 24, 2026</time>
        </>
      }
      lede={`These terms apply when you visit the ${BRAND} shop, create an account or place an order with us. Please read them with a treat nearby; they are shorter than they look.`}
    >
      <h2>Who we are</h2>
      <p>
        {BRAND} is a small online boutique of clothing, accessories, carriers, beds and toys for
        small-breed dogs, run by Peyton, our shop dog, and Peyton&apos;s humans. &ldquo;We&rdquo;,
        &ldquo;us&rdquo; and &ldquo;our&rdquo; mean {BRAND}; &ldquo;you&rdquo; means the person
        using the shop. By using the shop or placing an order, you agree to these terms. If you do
        not agree, please don&apos;t use the shop.
      </p>

      <h2>Orders</h2>
      <ul>
        <li>
          Placing an order is an offer to buy. The order is accepted when we send you its
          confirmation email; until then we may decline it, for example when an item has sold out, a
          price was shown in error or we suspect fraud. If we decline an order you have paid for, we
          refund the full amount.
        </li>
        <li>
          You can ask us to change or cancel an order within 12 hours of placing it. After that we
          do our best, but it may already be packed and on its way.
        </li>
        <li>
          Stock is limited and can run out between adding an item to your cart and checking out. A
          cart reserves nothing until the order is placed.
        </li>
        <li>
          You must be at least 18, or have a parent&apos;s or guardian&apos;s permission, to place
          an order.
        </li>
      </ul>

      <h2>Prices and payment</h2>
      <p>
        Prices are in US dollars and include no tax or shipping; both are shown at checkout before
        you pay. We may change prices at any time, but a change never affects an order we have
        already accepted. Payment is taken at the secure hosted checkout of our commerce platform;
        we never see or store your full card number (see our{" "}
        <Link to="/privacy-policy">Privacy Policy</Link>).
      </p>

      <h2>Products</h2>
      <p>
        We describe and photograph every item as accurately as we can, including its sizes. Colours
        can look a little different on different screens, and handmade or natural materials vary
        from piece to piece. Our products are made for small dogs under supervision: please check
        the fit and remove any item your dog could chew apart or swallow.
      </p>

      <h2>Shipping, returns and exchanges</h2>
      <p>
        We ship within the United States only. How and when we ship, and what shipping costs, are
        set out in our <Link to="/shipping">Shipping Policy</Link>. What you can return or exchange,
        within which time and how refunds are paid, is set out in our{" "}
        <Link to="/returns-exchanges">Returns &amp; Exchanges</Link> policy. Both policies form part
        of these terms.
      </p>

      <h2>Your account and signing in</h2>
      <ul>
        <li>
          You can shop as a guest. An account lets you see your orders and keep your name and
          addresses for faster checkout.
        </li>
        <li>
          Signing in is handled by our commerce platform&apos;s customer accounts and needs no
          password: we send a one-time code to your email address. Keep access to your email secure,
          never share a sign-in code, and sign out on shared devices.
        </li>
        <li>
          Please keep your details accurate. You are responsible for what happens in your account
          while you are signed in; tell us at once if you think someone else has used it.
        </li>
        <li>
          We may suspend an account that breaks these terms. You can ask us to close your account at
          any time.
        </li>
      </ul>

      <h2>The launch discount</h2>
      <p>
        The code <strong>{LAUNCH_DISCOUNT_CODE}</strong> takes 20% off your first order with us. It
        can be used once per customer, is entered at checkout, applies to the price of the items
        (not to shipping or tax), cannot be combined with other offers, has no cash value and may be
        withdrawn at any time without affecting orders already placed with it.
      </p>

      <h2>Acceptable use</h2>
      <p>When you use the shop, please don&apos;t:</p>
      <ul>
        <li>break the law, or use the shop to harm, harass or deceive anyone;</li>
        <li>
          try to get into accounts, systems or data that are not yours, or to interfere with the
          shop&apos;s security or its working;
        </li>
        <li>
          overload the shop with automated requests, or scrape, copy or resell its content or
          products in bulk;
        </li>
        <li>send us spam, malware or anything you don&apos;t have the right to send.</li>
      </ul>

      <h2>Our content</h2>
      <p>
        The shop&apos;s text, photographs (Peyton&apos;s included), logos and design belong to{" "}
        {BRAND} or the people who license them to us. You may view and share them for personal,
        non-commercial use; anything else needs our written permission.
      </p>

      <h2>Our liability</h2>
      <p>
        We provide the shop with care, but we cannot promise it will always be available or free of
        errors. As far as the law allows, we are not liable for losses that were not foreseeable,
        for indirect losses, or for losses caused by events outside our reasonable control (such as
        carrier delays or outages of services we rely on), and our total liability for an order is
        limited to the amount you paid for it. Nothing in these terms limits rights you have as a
        consumer that cannot be limited by agreement, or our liability where the law does not allow
        it to be limited.
      </p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the place where {BRAND} is established, without
        regard to its conflict-of-law rules, and disputes go to the courts there, unless the law of
        the place where you live gives you the right to bring them to your local courts under your
        local law.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms from time to time; the date at the top of this page shows when.
        The terms in force when you place an order apply to that order.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions about these terms, an order or your account? Write to us through the{" "}
        <Link to="/contact">contact form</Link> or at{" "}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. My humans and I reply within 1–2
        business days.
      </p>
    </StaticPage>
  );
}
