// Storefront API operations shaped like the pages' own: the shop grid, the product page and the
// cart drawer's add. Kept here so the provider and storefront benches load the same work.

const PRODUCT_CARD_FIELDS = /* GraphQL */ `
  id
  title
  handle
  description
  descriptionHtml
  productType
  availableForSale
  priceRange {
    minVariantPrice {
      amount
      currencyCode
    }
  }
  featuredImage {
    url(transform: { maxWidth: 640, maxHeight: 800, crop: CENTER, preferredContentType: WEBP })
    altText
    width
    height
  }
  images(first: 50) {
    nodes {
      url
      altText
    }
  }
  variants(first: 10) {
    nodes {
      id
      title
      availableForSale
      quantityAvailable
      price {
        amount
        currencyCode
      }
      selectedOptions {
        name
        value
      }
      image {
        url
      }
      metafield(namespace: "custom", key: "variant_color") {
        value
      }
    }
  }
  category: metafield(namespace: "custom", key: "category") {
    value
  }
  spotlight: metafield(namespace: "custom", key: "spotlight") {
    value
  }
`;

export const SHOP_GRID_QUERY = /* GraphQL */ `
  query BenchShopGrid {
    products(first: 100, sortKey: BEST_SELLING) {
      nodes {
        ${PRODUCT_CARD_FIELDS}
      }
    }
  }
`;

export const PRODUCT_PAGE_QUERY = /* GraphQL */ `
  query BenchProductPage($handle: String!) {
    product(handle: $handle) {
      ${PRODUCT_CARD_FIELDS}
      vendor
      seo {
        title
        description
      }
      options {
        name
        values
      }
      summaryDescription: metafield(namespace: "custom", key: "summary_description") {
        value
      }
      richDetails: metafield(namespace: "custom", key: "rich_details") {
        value
      }
      completeTheLook: metafield(namespace: "custom", key: "complete_the_look") {
        value
      }
    }
  }
`;

export const CART_CREATE_MUTATION = /* GraphQL */ `
  mutation BenchCartCreate {
    cartCreate(input: {}) {
      cart {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`;

export const CART_LINES_ADD_MUTATION = /* GraphQL */ `
  mutation BenchCartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        id
        totalQuantity
        cost {
          subtotalAmount {
            amount
            currencyCode
          }
          totalAmount {
            amount
            currencyCode
          }
        }
        lines(first: 50) {
          nodes {
            id
            quantity
            merchandise {
              ... on ProductVariant {
                id
                title
                product {
                  title
                  handle
                }
              }
            }
          }
        }
      }
      userErrors {
        code
        message
      }
      warnings {
        code
        message
      }
    }
  }
`;

/** Handles and variants of the catalogue, for picking real product pages and stock. */
export const CATALOGUE_INDEX_QUERY = /* GraphQL */ `
  query BenchCatalogueIndex {
    products(first: 100, sortKey: BEST_SELLING) {
      nodes {
        handle
        variants(first: 50) {
          nodes {
            id
            availableForSale
            quantityAvailable
          }
        }
      }
    }
  }
`;

export interface CatalogueIndex {
  products: {
    nodes: {
      handle: string;
      variants: {
        nodes: { id: string; availableForSale: boolean; quantityAvailable: number | null }[];
      };
    }[];
  };
}
