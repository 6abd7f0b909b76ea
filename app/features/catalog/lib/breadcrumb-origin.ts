/** The back crumb is named after where the shopper came from. */
export function originLabel(path: string | null | undefined): string {
  if (!path) return "Back";
  const pathname = path.split(/[?#]/)[0];
  if (pathname === "/") return "Home";
  if (pathname === "/shop") return "Shop";
  if (pathname?.startsWith("/about")) return "About Us";
  if (pathname === "/faq") return "FAQ";
  if (pathname === "/contact") return "Contact";
  return "Back";
}

/** Navigation state a link passes so the product page knows its origin. */
export interface ProductLinkState {
  from?: string;
}

export function originFromState(state: unknown): string | null {
  if (state && typeof state === "object" && "from" in state) {
    const from = (state as ProductLinkState).from;
    // Only same-site paths: the back button must never navigate off the shop.
    if (typeof from === "string" && from.startsWith("/") && !from.startsWith("//")) return from;
  }
  return null;
}
