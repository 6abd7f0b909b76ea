import { readStored, removeStored, writeStored } from "~/lib/browser-storage";
import { CUSTOMER_TOKEN_KEYS } from "~/lib/customer-session";

/** The customer's tokens, in localStorage: every tab shares one session. */
export const TOKEN_KEYS = CUSTOMER_TOKEN_KEYS;

/**
 * What one sign-in needs between leaving for the shop's login and coming back: the PKCE
 * verifier, the state and the ID token's nonce. In sessionStorage, so a sign-in belongs to the
 * tab that started it.
 */
export const LOGIN_KEYS = {
  verifier: "pkce_verifier",
  state: "oauth_state",
  nonce: "oauth_nonce",
} as const;

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** Milliseconds since the epoch; NaN when the stored value could not be read. */
  expiresAt: number;
}

/** What the token endpoint answers (through POST /api/shopify-auth). */
export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type?: string;
}

/** A token counts as expired this long before its stated end, for clock skew and the trip. */
export const EXPIRY_MARGIN_MS = 60_000;

/** The text stored under `key`, or null when there is none or storage cannot be read. */
export function readItem(kind: "local" | "session", key: string): string | null {
  return readStored(kind, key) ?? null;
}

/**
 * Stores `value` under `key`, or removes the key for null. A storage that refuses leaves the
 * session to last as long as this page.
 */
export function writeItem(kind: "local" | "session", key: string, value: string | null) {
  if (value === null) removeStored(kind, key);
  else writeStored(kind, key, value);
}

/**
 * The stored expiry: an ISO time (what we write) or epoch milliseconds (what other clients,
 * Hydrogen among them, write). Anything else is NaN, which every caller treats as expired.
 */
export function parseExpiry(raw: string | null): number {
  if (!raw) return Number.NaN;
  if (/^\d{10,}$/.test(raw.trim())) return Number(raw.trim());
  return /^\d{4}-\d{2}-\d{2}T/.test(raw) ? Date.parse(raw) : Number.NaN;
}

/** The stored tokens, or null when any of them is missing (then not signed in). */
export function readTokens(): StoredTokens | null {
  const accessToken = readItem("local", TOKEN_KEYS.access);
  const refreshToken = readItem("local", TOKEN_KEYS.refresh);
  const idToken = readItem("local", TOKEN_KEYS.id);
  if (!accessToken || !refreshToken || !idToken) return null;
  return {
    accessToken,
    refreshToken,
    idToken,
    expiresAt: parseExpiry(readItem("local", TOKEN_KEYS.expiresAt)),
  };
}

export function isExpired(tokens: StoredTokens, now = Date.now()): boolean {
  return !Number.isFinite(tokens.expiresAt) || tokens.expiresAt - EXPIRY_MARGIN_MS <= now;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called when this tab writes or clears the tokens (other tabs hear a `storage` event). */
export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed() {
  for (const listener of listeners) listener();
}

/**
 * Stores a token answer. A refresh that returns no new refresh or ID token keeps the previous
 * ones.
 */
export function writeTokens(
  answer: TokenResponse,
  previous: StoredTokens | null,
  now = Date.now(),
): StoredTokens {
  const tokens: StoredTokens = {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? previous?.refreshToken ?? "",
    idToken: answer.id_token ?? previous?.idToken ?? "",
    expiresAt: now + answer.expires_in * 1000,
  };
  writeItem("local", TOKEN_KEYS.access, tokens.accessToken);
  writeItem("local", TOKEN_KEYS.refresh, tokens.refreshToken);
  writeItem("local", TOKEN_KEYS.id, tokens.idToken);
  writeItem("local", TOKEN_KEYS.expiresAt, new Date(tokens.expiresAt).toISOString());
  changed();
  return tokens;
}

export function clearTokens() {
  for (const key of Object.values(TOKEN_KEYS)) writeItem("local", key, null);
  changed();
}

export function clearLoginHelpers() {
  for (const key of Object.values(LOGIN_KEYS)) writeItem("session", key, null);
}

/** True for a `storage` event about one of the token keys (another tab signed in, out, or refreshed). */
export function isTokenStorageEvent(event: StorageEvent): boolean {
  return event.key === null || (Object.values(TOKEN_KEYS) as string[]).includes(event.key);
}
