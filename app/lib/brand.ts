/** The shop's name and contact details, used in titles, copy and structured data. */
export const BRAND = "Peyton & Co.";
export const CONTACT_EMAIL = "hello@peytonandco.example";
export const SOCIAL_URL = "https://www.instagram.com/peytonandco.example";
export const LAUNCH_DISCOUNT_CODE = "PEYTON20";

/** The spec's page-title pattern: the page's own name (or the shop's tagline), then the brand. */
export function pageTitle(name = "Luxury Small Dog Boutique") {
  return `${name} | ${BRAND}`;
}

export const META_DESCRIPTION =
  "High-end clothing, accessories, carriers and toys made for small breed dogs — curated by Peyton, our tiny shop dog.";
