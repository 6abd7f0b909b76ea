/**
 * The normaliser (and the sanitiser behind it) loads with the first fetch in the browser: a page
 * that arrives with its products already normalised (dehydrated) never needs it.
 */
export const loadNormalizer = () => import("../lib/normalize-product");
