import { redirect } from "react-router";

/**
 * `/privacy`, which the login page links to, is the privacy policy under another name.
 * A permanent redirect rather than a second copy of the page: the policy keeps one address, so
 * links and search engines all end at /privacy-policy and there is one page to keep up to date.
 * The loader redirects a document request with a 301 and a client-side navigation in place.
 */
export function loader() {
  return redirect("/privacy-policy", 301);
}

// A page route, not a resource route, so that a <Link to="/privacy"> navigates in the app and
// follows the loader's redirect; it never renders.
export default function PrivacyRoute() {
  return null;
}
