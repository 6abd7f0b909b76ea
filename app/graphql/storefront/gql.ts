/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CartCreate($lines: [CartLineInput!]!) {\n    cartCreate(input: { lines: $lines }) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n": typeof types.CartCreateDocument,
    "\n  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {\n    cartLinesAdd(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n": typeof types.CartLinesAddDocument,
    "\n  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {\n    cartLinesUpdate(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n": typeof types.CartLinesUpdateDocument,
    "\n  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {\n    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n": typeof types.CartLinesRemoveDocument,
    "\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            availableForSale\n            quantityAvailable\n            price {\n              amount\n              currencyCode\n            }\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              url\n              altText\n            }\n            product {\n              handle\n              title\n              featuredImage {\n                url\n                altText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query Cart($cartId: ID!) {\n    cart(id: $cartId) {\n      ...CartFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  query ProductHandles($first: Int!, $after: String) {\n    products(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        handle\n        updatedAt\n      }\n    }\n  }\n": typeof types.ProductHandlesDocument,
    "\n  query Product($handle: String!) {\n    product(handle: $handle) {\n      ...ProductSummary\n      ...ProductDetail\n    }\n  }\n": typeof types.ProductDocument,
    "\n  query ProductsByIds($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on Product {\n        ...ProductSummary\n      }\n    }\n  }\n": typeof types.ProductsByIdsDocument,
    "\n  query Products($first: Int!, $sortKey: ProductSortKeys, $reverse: Boolean) {\n    products(first: $first, sortKey: $sortKey, reverse: $reverse) {\n      nodes {\n        ...ProductSummary\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  fragment ProductSummary on Product {\n    id\n    handle\n    title\n    productType\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    images(first: 1) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    category: metafield(namespace: \"custom\", key: \"category\") {\n      value\n    }\n    spotlight: metafield(namespace: \"custom\", key: \"spotlight\") {\n      value\n    }\n    details: metafield(namespace: \"custom\", key: \"details\") {\n      value\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        price {\n          amount\n          currencyCode\n        }\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        color: metafield(namespace: \"custom\", key: \"variant_color\") {\n          value\n        }\n      }\n    }\n  }\n": typeof types.ProductSummaryFragmentDoc,
    "\n  fragment ProductDetail on Product {\n    description\n    descriptionHtml\n    seo {\n      title\n      description\n    }\n    gallery: images(first: 50) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    richDetails: metafield(namespace: \"custom\", key: \"rich_details\") {\n      value\n    }\n    completeTheLook: metafield(namespace: \"custom\", key: \"complete_the_look\") {\n      value\n    }\n    summaryDescription: metafield(namespace: \"custom\", key: \"summary_description\") {\n      value\n    }\n  }\n": typeof types.ProductDetailFragmentDoc,
    "\n  query SearchProducts($first: Int!) {\n    products(first: $first) {\n      nodes {\n        id\n        handle\n        title\n        priceRange {\n          minVariantPrice {\n            amount\n            currencyCode\n          }\n        }\n        featuredImage {\n          url(transform: { maxWidth: 96, maxHeight: 96, crop: CENTER, preferredContentType: WEBP })\n          altText\n        }\n        images(first: 1) {\n          nodes {\n            url(\n              transform: { maxWidth: 96, maxHeight: 96, crop: CENTER, preferredContentType: WEBP }\n            )\n            altText\n          }\n        }\n        category: metafield(namespace: \"custom\", key: \"category\") {\n          value\n        }\n      }\n    }\n  }\n": typeof types.SearchProductsDocument,
};
const documents: Documents = {
    "\n  mutation CartCreate($lines: [CartLineInput!]!) {\n    cartCreate(input: { lines: $lines }) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n": types.CartCreateDocument,
    "\n  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {\n    cartLinesAdd(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n": types.CartLinesAddDocument,
    "\n  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {\n    cartLinesUpdate(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n": types.CartLinesUpdateDocument,
    "\n  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {\n    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n": types.CartLinesRemoveDocument,
    "\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            availableForSale\n            quantityAvailable\n            price {\n              amount\n              currencyCode\n            }\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              url\n              altText\n            }\n            product {\n              handle\n              title\n              featuredImage {\n                url\n                altText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query Cart($cartId: ID!) {\n    cart(id: $cartId) {\n      ...CartFields\n    }\n  }\n": types.CartDocument,
    "\n  query ProductHandles($first: Int!, $after: String) {\n    products(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        handle\n        updatedAt\n      }\n    }\n  }\n": types.ProductHandlesDocument,
    "\n  query Product($handle: String!) {\n    product(handle: $handle) {\n      ...ProductSummary\n      ...ProductDetail\n    }\n  }\n": types.ProductDocument,
    "\n  query ProductsByIds($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on Product {\n        ...ProductSummary\n      }\n    }\n  }\n": types.ProductsByIdsDocument,
    "\n  query Products($first: Int!, $sortKey: ProductSortKeys, $reverse: Boolean) {\n    products(first: $first, sortKey: $sortKey, reverse: $reverse) {\n      nodes {\n        ...ProductSummary\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  fragment ProductSummary on Product {\n    id\n    handle\n    title\n    productType\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    images(first: 1) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    category: metafield(namespace: \"custom\", key: \"category\") {\n      value\n    }\n    spotlight: metafield(namespace: \"custom\", key: \"spotlight\") {\n      value\n    }\n    details: metafield(namespace: \"custom\", key: \"details\") {\n      value\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        price {\n          amount\n          currencyCode\n        }\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        color: metafield(namespace: \"custom\", key: \"variant_color\") {\n          value\n        }\n      }\n    }\n  }\n": types.ProductSummaryFragmentDoc,
    "\n  fragment ProductDetail on Product {\n    description\n    descriptionHtml\n    seo {\n      title\n      description\n    }\n    gallery: images(first: 50) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    richDetails: metafield(namespace: \"custom\", key: \"rich_details\") {\n      value\n    }\n    completeTheLook: metafield(namespace: \"custom\", key: \"complete_the_look\") {\n      value\n    }\n    summaryDescription: metafield(namespace: \"custom\", key: \"summary_description\") {\n      value\n    }\n  }\n": types.ProductDetailFragmentDoc,
    "\n  query SearchProducts($first: Int!) {\n    products(first: $first) {\n      nodes {\n        id\n        handle\n        title\n        priceRange {\n          minVariantPrice {\n            amount\n            currencyCode\n          }\n        }\n        featuredImage {\n          url(transform: { maxWidth: 96, maxHeight: 96, crop: CENTER, preferredContentType: WEBP })\n          altText\n        }\n        images(first: 1) {\n          nodes {\n            url(\n              transform: { maxWidth: 96, maxHeight: 96, crop: CENTER, preferredContentType: WEBP }\n            )\n            altText\n          }\n        }\n        category: metafield(namespace: \"custom\", key: \"category\") {\n          value\n        }\n      }\n    }\n  }\n": types.SearchProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartCreate($lines: [CartLineInput!]!) {\n    cartCreate(input: { lines: $lines }) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CartCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {\n    cartLinesAdd(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CartLinesAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {\n    cartLinesUpdate(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CartLinesUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {\n    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n      warnings {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CartLinesRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            availableForSale\n            quantityAvailable\n            price {\n              amount\n              currencyCode\n            }\n            selectedOptions {\n              name\n              value\n            }\n            image {\n              url\n              altText\n            }\n            product {\n              handle\n              title\n              featuredImage {\n                url\n                altText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart($cartId: ID!) {\n    cart(id: $cartId) {\n      ...CartFields\n    }\n  }\n"): typeof import('./graphql').CartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductHandles($first: Int!, $after: String) {\n    products(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        handle\n        updatedAt\n      }\n    }\n  }\n"): typeof import('./graphql').ProductHandlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Product($handle: String!) {\n    product(handle: $handle) {\n      ...ProductSummary\n      ...ProductDetail\n    }\n  }\n"): typeof import('./graphql').ProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsByIds($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on Product {\n        ...ProductSummary\n      }\n    }\n  }\n"): typeof import('./graphql').ProductsByIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($first: Int!, $sortKey: ProductSortKeys, $reverse: Boolean) {\n    products(first: $first, sortKey: $sortKey, reverse: $reverse) {\n      nodes {\n        ...ProductSummary\n      }\n    }\n  }\n"): typeof import('./graphql').ProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummary on Product {\n    id\n    handle\n    title\n    productType\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    images(first: 1) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    category: metafield(namespace: \"custom\", key: \"category\") {\n      value\n    }\n    spotlight: metafield(namespace: \"custom\", key: \"spotlight\") {\n      value\n    }\n    details: metafield(namespace: \"custom\", key: \"details\") {\n      value\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        price {\n          amount\n          currencyCode\n        }\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        color: metafield(namespace: \"custom\", key: \"variant_color\") {\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProductSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetail on Product {\n    description\n    descriptionHtml\n    seo {\n      title\n      description\n    }\n    gallery: images(first: 50) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    richDetails: metafield(namespace: \"custom\", key: \"rich_details\") {\n      value\n    }\n    completeTheLook: metafield(namespace: \"custom\", key: \"complete_the_look\") {\n      value\n    }\n    summaryDescription: metafield(namespace: \"custom\", key: \"summary_description\") {\n      value\n    }\n  }\n"): typeof import('./graphql').ProductDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($first: Int!) {\n    products(first: $first) {\n      nodes {\n        id\n        handle\n        title\n        priceRange {\n          minVariantPrice {\n            amount\n            currencyCode\n          }\n        }\n        featuredImage {\n          url(transform: { maxWidth: 96, maxHeight: 96, crop: CENTER, preferredContentType: WEBP })\n          altText\n        }\n        images(first: 1) {\n          nodes {\n            url(\n              transform: { maxWidth: 96, maxHeight: 96, crop: CENTER, preferredContentType: WEBP }\n            )\n            altText\n          }\n        }\n        category: metafield(namespace: \"custom\", key: \"category\") {\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchProductsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
