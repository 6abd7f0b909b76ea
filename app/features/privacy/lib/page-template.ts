/** The page templates field speed is reported by, and analytics names pages by. */
export type PageTemplate = "home" | "shop" | "product" | "account" | "other";

export function pageTemplate(pathname: string): PageTemplate {
  if (pathname === "/") return "home";
  if (pathname === "/shop") return "shop";
  if (/^\/product\/[^/]+\/?$/.test(pathname)) return "product";
  if (pathname === "/account" || pathname.startsWith("/account/")) return "account";
  return "other";
}
