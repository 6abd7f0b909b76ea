/**
 * Shown wherever a product has no image at all (cards, the product page, search suggestions): a
 * soft tile with a paw, inline so it never 404s and costs no request. 400×500 is the product
 * photos' 4:5 shape, so a card keeps its size.
 */
export const PLACEHOLDER_IMAGE = {
  url:
    "data:image/svg+xml," +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"><rect width="400" height="500" fill="#fbe9ec"/><g fill="#d9788a" opacity=".5"><circle cx="200" cy="270" r="40"/><circle cx="150" cy="205" r="18"/><circle cx="185" cy="185" r="18"/><circle cx="222" cy="185" r="18"/><circle cx="255" cy="205" r="18"/></g></svg>',
    ),
  altText: "",
  width: 400,
  height: 500,
};
