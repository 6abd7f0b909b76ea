/** The header's page links, in the spec's order. The account link always starts at login. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/shop", label: "Shop" },
  { to: "/about", label: "About Us" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
] as const;

export const ACCOUNT_LINK = { to: "/account/login", label: "Account" } as const;

/** Footer "Customer Care" links. */
export const CUSTOMER_CARE_LINKS = [
  { to: "/shipping", label: "Shipping" },
  { to: "/returns-exchanges", label: "Returns & Exchanges" },
  { to: "/contact", label: "Contact Us" },
  { to: "/privacy-policy", label: "Privacy Policy" },
] as const;
