import { z } from "zod/mini";
import { customerAccountConfig } from "./customer-account-config";

const OpenIdConfiguration = z.object({
  issuer: z.string().check(z.minLength(1)),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  end_session_endpoint: z.url(),
});
const CustomerAccountApi = z.object({ graphql_api: z.url() });

export interface CustomerAccountEndpoints {
  issuer: string;
  authorization: string;
  token: string;
  endSession: string;
  graphql: string;
}

let pending: { apiUrl: string; promise: Promise<CustomerAccountEndpoints> } | null = null;

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return response.json();
}

/**
 * Shopify's discovery names the GraphQL endpoint of a version of its choosing
 * (`…/account/customer/api/{version}/graphql`), which moves on over time; the storefront asks for
 * the version its operations were checked against instead, at the discovered address.
 */
export function atVersion(graphqlApi: string, version: string): string {
  return graphqlApi.replace(
    /\/account\/customer\/api\/[^/]+\/graphql$/,
    `/account/customer/api/${version}/graphql`,
  );
}

async function discover(apiUrl: string, apiVersion: string): Promise<CustomerAccountEndpoints> {
  const [openId, api] = await Promise.all([
    getJson(`${apiUrl}/.well-known/openid-configuration`).then((d) => OpenIdConfiguration.parse(d)),
    getJson(`${apiUrl}/.well-known/customer-account-api`).then((d) => CustomerAccountApi.parse(d)),
  ]);
  return {
    issuer: openId.issuer,
    authorization: openId.authorization_endpoint,
    token: openId.token_endpoint,
    endSession: openId.end_session_endpoint,
    graphql: atVersion(api.graphql_api, apiVersion),
  };
}

/**
 * The endpoints from the shop's discovery documents (never hard-coded), read once per page; a
 * failed read is forgotten so the next call tries again.
 */
export function customerAccountEndpoints(): Promise<CustomerAccountEndpoints> {
  const { apiUrl, apiVersion } = customerAccountConfig();
  if (pending?.apiUrl !== apiUrl) {
    const promise = discover(apiUrl, apiVersion);
    pending = { apiUrl, promise };
    promise.catch(() => {
      if (pending?.promise === promise) pending = null;
    });
  }
  return pending.promise;
}
