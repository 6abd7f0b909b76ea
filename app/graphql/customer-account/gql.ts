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
    "\n  mutation CustomerAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {\n    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        ...CustomerAddressFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CustomerAddressCreateDocument,
    "\n  mutation CustomerAddressDelete($addressId: ID!) {\n    customerAddressDelete(addressId: $addressId) {\n      deletedAddressId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CustomerAddressDeleteDocument,
    "\n  mutation CustomerAddressUpdate(\n    $addressId: ID!\n    $address: CustomerAddressInput!\n    $defaultAddress: Boolean\n  ) {\n    customerAddressUpdate(\n      addressId: $addressId\n      address: $address\n      defaultAddress: $defaultAddress\n    ) {\n      customerAddress {\n        ...CustomerAddressFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CustomerAddressUpdateDocument,
    "\n  query CustomerMetafield($namespace: String!, $key: String!) {\n    customer {\n      id\n      metafield(namespace: $namespace, key: $key) {\n        value\n        compareDigest\n      }\n    }\n  }\n": typeof types.CustomerMetafieldDocument,
    "\n  mutation SetCustomerMetafield($metafields: [MetafieldsSetInput!]!) {\n    metafieldsSet(metafields: $metafields) {\n      metafields {\n        key\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.SetCustomerMetafieldDocument,
    "\n  mutation CustomerUpdate($input: CustomerUpdateInput!) {\n    customerUpdate(input: $input) {\n      customer {\n        id\n        firstName\n        lastName\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CustomerUpdateDocument,
    "\n  query GetCustomerOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderSummary\n      shippingAddress {\n        ...OrderAddress\n      }\n      billingAddress {\n        ...OrderAddress\n      }\n    }\n  }\n\n  fragment OrderAddress on CustomerAddress {\n    id\n    name\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    zip\n    territoryCode\n    country\n    phoneNumber\n  }\n": typeof types.GetCustomerOrderDocument,
    "\n  query GetCustomerOrders($first: Int!, $after: String) {\n    customer {\n      orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...OrderSummary\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.GetCustomerOrdersDocument,
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    country\n    territoryCode\n    zip\n    phoneNumber\n    formatted\n  }\n": typeof types.CustomerAddressFieldsFragmentDoc,
    "\n  query GetCustomer {\n    customer {\n      id\n      firstName\n      lastName\n      displayName\n      creationDate\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n      phoneNumber {\n        phoneNumber\n        marketingState\n      }\n      defaultAddress {\n        ...CustomerAddressFields\n      }\n      addresses(first: 10, skipDefault: true) {\n        nodes {\n          ...CustomerAddressFields\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.GetCustomerDocument,
    "\n  fragment OrderSummary on Order {\n    id\n    name\n    number\n    processedAt\n    updatedAt\n    statusPageUrl\n    totalPrice {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    totalShipping {\n      amount\n      currencyCode\n    }\n    totalTax {\n      amount\n      currencyCode\n    }\n    fulfillments(first: 10) {\n      nodes {\n        id\n        status\n        latestShipmentStatus\n        requiresShipping\n        trackingInformation {\n          number\n        }\n      }\n    }\n    lineItems(first: 250) {\n      nodes {\n        id\n        title\n        variantTitle\n        variantId\n        quantity\n        price {\n          amount\n          currencyCode\n        }\n        totalPrice {\n          amount\n          currencyCode\n        }\n        image {\n          url\n          altText\n        }\n      }\n    }\n  }\n": typeof types.OrderSummaryFragmentDoc,
};
const documents: Documents = {
    "\n  mutation CustomerAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {\n    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        ...CustomerAddressFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CustomerAddressCreateDocument,
    "\n  mutation CustomerAddressDelete($addressId: ID!) {\n    customerAddressDelete(addressId: $addressId) {\n      deletedAddressId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CustomerAddressDeleteDocument,
    "\n  mutation CustomerAddressUpdate(\n    $addressId: ID!\n    $address: CustomerAddressInput!\n    $defaultAddress: Boolean\n  ) {\n    customerAddressUpdate(\n      addressId: $addressId\n      address: $address\n      defaultAddress: $defaultAddress\n    ) {\n      customerAddress {\n        ...CustomerAddressFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CustomerAddressUpdateDocument,
    "\n  query CustomerMetafield($namespace: String!, $key: String!) {\n    customer {\n      id\n      metafield(namespace: $namespace, key: $key) {\n        value\n        compareDigest\n      }\n    }\n  }\n": types.CustomerMetafieldDocument,
    "\n  mutation SetCustomerMetafield($metafields: [MetafieldsSetInput!]!) {\n    metafieldsSet(metafields: $metafields) {\n      metafields {\n        key\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.SetCustomerMetafieldDocument,
    "\n  mutation CustomerUpdate($input: CustomerUpdateInput!) {\n    customerUpdate(input: $input) {\n      customer {\n        id\n        firstName\n        lastName\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CustomerUpdateDocument,
    "\n  query GetCustomerOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderSummary\n      shippingAddress {\n        ...OrderAddress\n      }\n      billingAddress {\n        ...OrderAddress\n      }\n    }\n  }\n\n  fragment OrderAddress on CustomerAddress {\n    id\n    name\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    zip\n    territoryCode\n    country\n    phoneNumber\n  }\n": types.GetCustomerOrderDocument,
    "\n  query GetCustomerOrders($first: Int!, $after: String) {\n    customer {\n      orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...OrderSummary\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.GetCustomerOrdersDocument,
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    country\n    territoryCode\n    zip\n    phoneNumber\n    formatted\n  }\n": types.CustomerAddressFieldsFragmentDoc,
    "\n  query GetCustomer {\n    customer {\n      id\n      firstName\n      lastName\n      displayName\n      creationDate\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n      phoneNumber {\n        phoneNumber\n        marketingState\n      }\n      defaultAddress {\n        ...CustomerAddressFields\n      }\n      addresses(first: 10, skipDefault: true) {\n        nodes {\n          ...CustomerAddressFields\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": types.GetCustomerDocument,
    "\n  fragment OrderSummary on Order {\n    id\n    name\n    number\n    processedAt\n    updatedAt\n    statusPageUrl\n    totalPrice {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    totalShipping {\n      amount\n      currencyCode\n    }\n    totalTax {\n      amount\n      currencyCode\n    }\n    fulfillments(first: 10) {\n      nodes {\n        id\n        status\n        latestShipmentStatus\n        requiresShipping\n        trackingInformation {\n          number\n        }\n      }\n    }\n    lineItems(first: 250) {\n      nodes {\n        id\n        title\n        variantTitle\n        variantId\n        quantity\n        price {\n          amount\n          currencyCode\n        }\n        totalPrice {\n          amount\n          currencyCode\n        }\n        image {\n          url\n          altText\n        }\n      }\n    }\n  }\n": types.OrderSummaryFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {\n    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        ...CustomerAddressFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerAddressCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerAddressDelete($addressId: ID!) {\n    customerAddressDelete(addressId: $addressId) {\n      deletedAddressId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerAddressDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerAddressUpdate(\n    $addressId: ID!\n    $address: CustomerAddressInput!\n    $defaultAddress: Boolean\n  ) {\n    customerAddressUpdate(\n      addressId: $addressId\n      address: $address\n      defaultAddress: $defaultAddress\n    ) {\n      customerAddress {\n        ...CustomerAddressFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerAddressUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerMetafield($namespace: String!, $key: String!) {\n    customer {\n      id\n      metafield(namespace: $namespace, key: $key) {\n        value\n        compareDigest\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerMetafieldDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomerMetafield($metafields: [MetafieldsSetInput!]!) {\n    metafieldsSet(metafields: $metafields) {\n      metafields {\n        key\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').SetCustomerMetafieldDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerUpdate($input: CustomerUpdateInput!) {\n    customerUpdate(input: $input) {\n      customer {\n        id\n        firstName\n        lastName\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCustomerOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderSummary\n      shippingAddress {\n        ...OrderAddress\n      }\n      billingAddress {\n        ...OrderAddress\n      }\n    }\n  }\n\n  fragment OrderAddress on CustomerAddress {\n    id\n    name\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    zip\n    territoryCode\n    country\n    phoneNumber\n  }\n"): typeof import('./graphql').GetCustomerOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCustomerOrders($first: Int!, $after: String) {\n    customer {\n      orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...OrderSummary\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetCustomerOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    country\n    territoryCode\n    zip\n    phoneNumber\n    formatted\n  }\n"): typeof import('./graphql').CustomerAddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCustomer {\n    customer {\n      id\n      firstName\n      lastName\n      displayName\n      creationDate\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n      phoneNumber {\n        phoneNumber\n        marketingState\n      }\n      defaultAddress {\n        ...CustomerAddressFields\n      }\n      addresses(first: 10, skipDefault: true) {\n        nodes {\n          ...CustomerAddressFields\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummary on Order {\n    id\n    name\n    number\n    processedAt\n    updatedAt\n    statusPageUrl\n    totalPrice {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    totalShipping {\n      amount\n      currencyCode\n    }\n    totalTax {\n      amount\n      currencyCode\n    }\n    fulfillments(first: 10) {\n      nodes {\n        id\n        status\n        latestShipmentStatus\n        requiresShipping\n        trackingInformation {\n          number\n        }\n      }\n    }\n    lineItems(first: 250) {\n      nodes {\n        id\n        title\n        variantTitle\n        variantId\n        quantity\n        price {\n          amount\n          currencyCode\n        }\n        totalPrice {\n          amount\n          currencyCode\n        }\n        image {\n          url\n          altText\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OrderSummaryFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
