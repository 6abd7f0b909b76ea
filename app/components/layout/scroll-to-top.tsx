import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Spec §2: the page scrolls to the top on every path change. Only the path counts, so the shop's
 * filters (which rewrite the query string) never throw the shopper back up.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
