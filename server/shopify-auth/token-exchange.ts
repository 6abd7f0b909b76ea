import { z } from "zod";
import type { AuthRequest } from "./auth-request";
import { boundedFetch, type FetchLimits, UpstreamError } from "./bounded-fetch";

/** What the browser gets back: the spec's fields, or an error it can act on. */
export type ExchangeOutcome =
  | {
      status: 200;
      body: {
        access_token: string;
        refresh_token?: string;
        id_token?: string;
        expires_in: number;
        token_type: string;
      };
    }
  | { status: 400; body: { error: string; error_description?: string } }
  | { status: 502 | 504; body: { error: "upstream_unavailable" }; reason: string };

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1).max(8192),
  refresh_token: z.string().min(1).max(8192).optional(),
  id_token: z.string().min(1).max(16384).optional(),
  expires_in: z.coerce.number().int().positive(),
  token_type: z.string().min(1).max(64),
});

// RFC 6749 §5.2: an error code is a short token of printable characters. Anything else from the
// endpoint is not an OAuth answer and is not passed on.
const oauthErrorSchema = z.object({
  error: z.string().regex(/^[a-z_]{1,64}$/),
  error_description: z.string().max(500).optional().catch(undefined),
});

/**
 * Sends the OAuth fields, and only those, to the token endpoint as a form (the public client's
 * `client_id` from configuration, never the browser's), then keeps only the OAuth fields of the
 * answer. An OAuth error (`invalid_grant` above all, which tells the browser to forget its
 * tokens) keeps its meaning; a network failure, a timeout, a redirect, an oversized or
 * malformed answer or a 5xx is `upstream_unavailable`, on which the browser keeps its tokens.
 */
export async function exchangeTokens(
  request: AuthRequest,
  target: { tokenEndpoint: string; clientId: string; origin: string; limits: FetchLimits },
): Promise<ExchangeOutcome> {
  const form: Record<string, string> =
    request.action === "token"
      ? {
          grant_type: "authorization_code",
          client_id: target.clientId,
          code: request.code,
          redirect_uri: request.redirectUri,
          code_verifier: request.codeVerifier,
        }
      : {
          grant_type: "refresh_token",
          client_id: target.clientId,
          refresh_token: request.refreshToken,
        };
  let answer;
  try {
    answer = await boundedFetch(
      target.tokenEndpoint,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          // Shopify's token endpoint takes a public client's call only from its registered
          // origin, as a browser on the shop would send it (Hydrogen sends the same).
          origin: target.origin,
          "user-agent": "Boutique storefront",
        },
        body: new URLSearchParams(form).toString(),
      },
      target.limits,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return unavailable(error.kind === "timeout" ? 504 : 502, error.kind);
  }
  const json = parseJson(answer.body);
  if (answer.status === 200) {
    const tokens = tokenAnswerSchema.safeParse(json);
    if (!tokens.success) return unavailable(502, "malformed answer");
    const { access_token, refresh_token, id_token, expires_in, token_type } = tokens.data;
    return {
      status: 200,
      body: {
        access_token,
        // A refresh that brings no new refresh token keeps the one the browser has.
        refresh_token:
          refresh_token ?? (request.action === "refresh" ? request.refreshToken : undefined),
        id_token,
        expires_in,
        token_type,
      },
    };
  }
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
    const oauthError = oauthErrorSchema.safeParse(json);
    if (oauthError.success) return { status: 400, body: oauthError.data };
  }
  return unavailable(502, `status ${answer.status}`);
}

function unavailable(status: 502 | 504, reason: string): ExchangeOutcome {
  return { status, body: { error: "upstream_unavailable" }, reason };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
