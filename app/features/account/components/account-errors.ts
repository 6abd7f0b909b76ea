import { CustomerAccountError } from "../api/customer-account-client";

/**
 * What to tell the shopper about a failed account change: the API's own message (a
 * userError, or the client's readable words), else the fallback; a lost session has its own.
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  signedOut = "Authentication required",
): string {
  if (error instanceof CustomerAccountError) {
    if (error.kind === "signed-out") return signedOut;
    return error.message || fallback;
  }
  return fallback;
}
