import { Link } from "react-router";
import { BRAND, CONTACT_EMAIL, SOCIAL_URL } from "~/lib/brand";
import { openPrivacyChoices } from "~/lib/privacy-choices";
import { CUSTOMER_CARE_LINKS, NAV_LINKS } from "./nav-links";

function InstagramGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

const linkClass =
  "rounded-sm text-sm text-muted-foreground transition-colors outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-blush-200 bg-cream-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="font-serif text-xl font-semibold">{BRAND}</p>
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">
            Little luxuries for little dogs, picked paw by paw by Peyton and tested on the sofa by
            my humans and me.
          </p>
          <a
            href={SOCIAL_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} mt-4 inline-flex items-center gap-2`}
          >
            <InstagramGlyph />
            Follow Peyton on Instagram
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="text-sm font-semibold tracking-wide uppercase">
            Explore
          </h2>
          <ul className="mt-4 space-y-2">
            {NAV_LINKS.filter((l) => l.to !== "/contact").map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-care">
          <h2 id="footer-care" className="text-sm font-semibold tracking-wide uppercase">
            Customer Care
          </h2>
          <ul className="mt-4 space-y-2">
            {CUSTOMER_CARE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
                {CONTACT_EMAIL}
              </a>
            </li>
            <li>
              {/* Reopens the consent banner (loaded after the page is interactive). */}
              <button
                type="button"
                onClick={openPrivacyChoices}
                className={`${linkClass} cursor-pointer`}
              >
                Privacy choices
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-blush-200">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-muted-foreground sm:px-6">
          © {year} {BRAND} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
