/** RFC 7636's unreserved characters: what a PKCE verifier (and our state and nonce) may contain. */
export const UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";

// 66 characters do not divide 256: bytes from 198 (3 × 66) up are thrown away and drawn again,
// so every character stays exactly as likely as the others (a plain `byte % 66` would favour the
// first 58).
const UNBIASED_LIMIT = 256 - (256 % UNRESERVED.length);

/** A string of `length` characters drawn uniformly from UNRESERVED with the browser's CSPRNG. */
export function randomUnreserved(
  length: number,
  fill: (bytes: Uint8Array) => void = (bytes) => crypto.getRandomValues(bytes),
): string {
  let out = "";
  // getRandomValues fills at most 65,536 bytes at a time.
  const bytes = new Uint8Array(Math.min(length * 2, 4096));
  while (out.length < length) {
    fill(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      out += UNRESERVED[byte % UNRESERVED.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A 128-character verifier and a 32-character state. */
export const createCodeVerifier = () => randomUnreserved(128);
export const createState = () => randomUnreserved(32);
export const createNonce = () => randomUnreserved(32);

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** S256: BASE64URL(SHA-256(verifier)), with Web Crypto. */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
