import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether a presented secret (a cart key, an access token) equals the stored one, in time that
 * depends on neither: `===` stops at the first differing character, which lets a caller learn a
 * secret a character at a time. Both are hashed first, so the buffers compared always have the
 * same length and not even the stored secret's length shows.
 */
export function sameSecret(presented: string, stored: string): boolean {
  return timingSafeEqual(digest(presented), digest(stored));
}
