import type { ContactMessage } from "./contact-message";

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only in secure contexts (not on a plain
 * http:// address other than localhost); `getRandomValues` exists everywhere.
 */
export function randomUuid(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency keys of one form. An attempt is one message's content: sending the same content
 * again (a double click, a retry after a failure whose answer never came) reuses its key, so the
 * server stores it once however many requests arrive. Changed content is a new attempt with a new
 * key, and so is anything sent after the server accepted the last one.
 */
export class AttemptKeys {
  #last: { content: string; key: string } | null = null;
  readonly #newKey: () => string;

  constructor(newKey: () => string = () => randomUuid()) {
    this.#newKey = newKey;
  }

  keyFor(message: ContactMessage): string {
    const content = JSON.stringify([message.name, message.email, message.subject, message.message]);
    if (this.#last?.content !== content) this.#last = { content, key: this.#newKey() };
    return this.#last.key;
  }

  /** The server has this attempt: whatever is sent next is a new message. */
  accepted() {
    this.#last = null;
  }
}
