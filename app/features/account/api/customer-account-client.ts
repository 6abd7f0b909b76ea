import type { TypedDocumentString } from "~/graphql/customer-account/graphql";
import { customerAccountEndpoints } from "./discovery";
import { freshTokens, SignedOutError } from "./token-refresh";

export type CustomerAccountErrorKind =
  /** No session, or the provider ended it: the shopper must sign in again. */
  | "signed-out"
  /** The shop could not be reached, or answered with a 5xx: worth trying again. */
  | "network"
  /** Any other HTTP failure. */
  | "http"
  /** The API answered with GraphQL errors. */
  | "graphql";

/** Every failed Customer Account call; `message` is fit to show the shopper. */
export class CustomerAccountError extends Error {
  constructor(
    message: string,
    readonly kind: CustomerAccountErrorKind,
    readonly status?: number,
  ) {
    super(message);
    this.name = "CustomerAccountError";
  }

  get retryable(): boolean {
    return this.kind === "network";
  }
}

const UNREACHABLE = "We can't reach the shop right now. Please try again.";

async function post(endpoint: string, accessToken: string, body: string): Promise<Response> {
  try {
    return await fetch(endpoint, {
      method: "POST",
      // Shopify's Customer Account API takes the bare token, without "Bearer".
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        authorization: accessToken,
      },
      body,
      cache: "no-store",
    });
  } catch {
    throw new CustomerAccountError(UNREACHABLE, "network");
  }
}

async function tokensOrThrow(refused?: string) {
  try {
    return await freshTokens(refused);
  } catch (error) {
    if (error instanceof SignedOutError) {
      throw new CustomerAccountError("Authentication required", "signed-out");
    }
    throw new CustomerAccountError(UNREACHABLE, "network");
  }
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message?: string }[];
}

/**
 * One Customer Account API operation with the signed-in customer's token. A 401 gets one
 * refresh and one retry (never more: a second 401 ends in an error, not a loop).
 */
export async function customerAccountRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const [{ graphql }, first] = await Promise.all([
    customerAccountEndpoints().catch(() => {
      throw new CustomerAccountError(UNREACHABLE, "network");
    }),
    tokensOrThrow(),
  ]);
  const body = JSON.stringify({ query: document.toString(), variables: variables ?? {} });
  let response = await post(graphql, first.accessToken, body);
  if (response.status === 401) {
    const again = await tokensOrThrow(first.accessToken);
    response = await post(graphql, again.accessToken, body);
    if (response.status === 401) {
      throw new CustomerAccountError("Authentication required", "signed-out", 401);
    }
  }
  if (!response.ok) {
    const kind = response.status >= 500 || response.status === 429 ? "network" : "http";
    throw new CustomerAccountError(`HTTP error! status: ${response.status}`, kind, response.status);
  }
  const answer = (await response.json().catch(() => null)) as GraphQLAnswer<TResult> | null;
  if (!answer || answer.errors?.length || !answer.data) {
    throw new CustomerAccountError(answer?.errors?.[0]?.message || "GraphQL error", "graphql");
  }
  return answer.data;
}

/** A mutation's userErrors raise the first message. */
export function throwFirstUserError(userErrors: readonly { message: string }[] | null | undefined) {
  const first = userErrors?.[0];
  if (first) throw new CustomerAccountError(first.message, "graphql");
}
