import { z } from "zod/mini";
import type { TokenResponse } from "../lib/token-storage";

/** Why the token endpoint (through our server) did not give tokens. */
export type TokenFailureKind =
  /** The provider refused the code or refresh token (`invalid_grant`): it will never work. */
  | "rejected"
  /** No answer, a 5xx, a 429, or an answer we cannot read: worth trying again later. */
  | "unavailable";

export class TokenRequestError extends Error {
  constructor(
    message: string,
    readonly kind: TokenFailureKind,
    readonly status?: number,
  ) {
    super(message);
    this.name = "TokenRequestError";
  }
}

const TokenAnswer = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  id_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.coerce.number().check(z.positive()),
  token_type: z.optional(z.string()),
});

export type TokenRequest =
  | {
      action: "token";
      tokenEndpoint: string;
      clientId: string;
      code: string;
      redirectUri: string;
      codeVerifier: string;
    }
  | { action: "refresh"; tokenEndpoint: string; clientId: string; refreshToken: string };

/**
 * Through the storefront's `POST /api/shopify-auth`: the browser cannot call the token endpoint
 * itself (CORS), so the
 * storefront server forwards the OAuth fields and nothing else.
 */
export async function requestTokens(body: TokenRequest): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await fetch("/api/shopify-auth", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
      credentials: "same-origin",
    });
  } catch {
    throw new TokenRequestError("We can't reach the shop right now.", "unavailable");
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error =
      answer && typeof answer === "object" && "error" in answer ? String(answer.error) : "";
    const kind = error === "invalid_grant" ? "rejected" : "unavailable";
    throw new TokenRequestError(
      error || `HTTP error! status: ${response.status}`,
      kind,
      response.status,
    );
  }
  const parsed = TokenAnswer.safeParse(answer);
  if (!parsed.success) throw new TokenRequestError("Unreadable token answer", "unavailable");
  return parsed.data;
}
