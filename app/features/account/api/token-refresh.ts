import {
  clearTokens,
  isExpired,
  readTokens,
  writeTokens,
  type StoredTokens,
} from "../lib/token-storage";
import { customerAccountConfig } from "./customer-account-config";
import { customerAccountEndpoints } from "./discovery";
import { requestTokens, TokenRequestError } from "./request-tokens";

/** The customer has no session (never signed in, signed out, or the provider ended it). */
export class SignedOutError extends Error {
  constructor() {
    super("Authentication required");
    this.name = "SignedOutError";
  }
}

const LOCK_NAME = "customer-token-refresh";

/**
 * One refresh at a time across every tab of this shop (Web Locks): refresh tokens rotate, and a
 * second tab spending the same one would be refused and sign every tab out. Browsers without
 * Web Locks still get one at a time within the tab.
 */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? (locks.request(LOCK_NAME, work) as Promise<T>) : work();
}

let inFlight: Promise<StoredTokens> | null = null;

/**
 * Fresh tokens: the stored ones while they are valid (and are not the access token the API just
 * refused), otherwise the answer of one refresh. Storage is read again inside the lock, since
 * another tab may have refreshed while this one waited. Tokens are cleared only when the
 * provider refuses the refresh token (`invalid_grant`); after a network error, a 5xx or a 429
 * they stay, and the refresh is tried again later.
 */
export function freshTokens(refused?: string): Promise<StoredTokens> {
  inFlight ??= withRefreshLock(async () => {
    const tokens = readTokens();
    if (!tokens) throw new SignedOutError();
    const stale = isExpired(tokens) || (refused !== undefined && tokens.accessToken === refused);
    if (!stale) return tokens;
    const [{ token }, { clientId }] = [await customerAccountEndpoints(), customerAccountConfig()];
    try {
      const answer = await requestTokens({
        action: "refresh",
        tokenEndpoint: token,
        clientId,
        refreshToken: tokens.refreshToken,
      });
      // Signed out (this tab or another) while the answer was on its way: the new tokens are
      // dropped, never stored, so a sign-out cannot be undone by a refresh that finished late.
      if (readTokens()?.refreshToken !== tokens.refreshToken) throw new SignedOutError();
      return writeTokens(answer, tokens);
    } catch (error) {
      if (error instanceof SignedOutError) throw error;
      if (error instanceof TokenRequestError && error.kind === "rejected") {
        clearTokens();
        throw new SignedOutError();
      }
      throw new Error("Failed to refresh token", { cause: error });
    }
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
