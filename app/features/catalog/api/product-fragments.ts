import { graphql } from "~/graphql/storefront";

/**
 * What a product card, the shop filters and the featured carousel read. Kept lean on purpose:
 * the shop page dehydrates up to 100 of these into its HTML, so no descriptions or galleries.
 * Image URLs are fetched untransformed; `app/lib/image-url.ts` builds the responsive sizes.
 */
export const ProductSummaryFragment = graphql(`
  fragment ProductSummary on Product {
    id
    handle
    title
    productType
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    featuredImage {
      url
      altText
      width
      height
    }
    images(first: 1) {
      nodes {
        url
        altText
        width
        height
      }
    }
    category: metafield(namespace: "custom", key: "category") {
      value
    }
    spotlight: metafield(namespace: "custom", key: "spotlight") {
      value
    }
    details: metafield(namespace: "custom", key: "details") {
      value
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
          altText
          width
          height
        }
        color: metafield(namespace: "custom", key: "variant_color") {
          value
        }
      }
    }
  }
`);

/** The extra fields only the product page needs (single-product lookups). */
export const ProductDetailFragment = graphql(`
  fragment ProductDetail on Product {
    description
    descriptionHtml
    seo {
      title
      description
    }
    gallery: images(first: 50) {
      nodes {
        url
        altText
        width
        height
      }
    }
    richDetails: metafield(namespace: "custom", key: "rich_details") {
      value
    }
    completeTheLook: metafield(namespace: "custom", key: "complete_the_look") {
      value
    }
    summaryDescription: metafield(namespace: "custom", key: "summary_description") {
      value
    }
    sizeChart: metafield(namespace: "custom", key: "size_chart") {
      value
    }
  }
`);
