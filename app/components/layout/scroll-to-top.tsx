import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * The page scrolls to the top on every path change. Only the path counts, so the shop's
 * filters (which rewrite the query string) never throw the shopper back up. The first render is
 * not a change: a shopper who scrolled before the page hydrated stays where they are. Back and
 * Forward (a POP) are left to <ScrollRestoration>, which puts the shopper where they were: Back
 * from a product to a long shop list returns to the card they came from.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType === "POP") return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, navigationType]);
  return null;
}
