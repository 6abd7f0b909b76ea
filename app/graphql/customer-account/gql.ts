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
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    country\n    territoryCode\n    zip\n    phoneNumber\n    formatted\n  }\n": typeof types.CustomerAddressFieldsFragmentDoc,
    "\n  query GetCustomer {\n    customer {\n      id\n      firstName\n      lastName\n      displayName\n      creationDate\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n      phoneNumber {\n        phoneNumber\n        marketingState\n      }\n      defaultAddress {\n        ...CustomerAddressFields\n      }\n      addresses(first: 10, skipDefault: true) {\n        nodes {\n          ...CustomerAddressFields\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.GetCustomerDocument,
};
const documents: Documents = {
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    country\n    territoryCode\n    zip\n    phoneNumber\n    formatted\n  }\n": types.CustomerAddressFieldsFragmentDoc,
    "\n  query GetCustomer {\n    customer {\n      id\n      firstName\n      lastName\n      displayName\n      creationDate\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n      phoneNumber {\n        phoneNumber\n        marketingState\n      }\n      defaultAddress {\n        ...CustomerAddressFields\n      }\n      addresses(first: 10, skipDefault: true) {\n        nodes {\n          ...CustomerAddressFields\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": types.GetCustomerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    country\n    territoryCode\n    zip\n    phoneNumber\n    formatted\n  }\n"): typeof import('./graphql').CustomerAddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCustomer {\n    customer {\n      id\n      firstName\n      lastName\n      displayName\n      creationDate\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n      phoneNumber {\n        phoneNumber\n        marketingState\n      }\n      defaultAddress {\n        ...CustomerAddressFields\n      }\n      addresses(first: 10, skipDefault: true) {\n        nodes {\n          ...CustomerAddressFields\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetCustomerDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
