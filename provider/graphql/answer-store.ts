/** Bounds on how much serialised answer text a cache keeps. */
export interface AnswerStoreLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
}

export const DEFAULT_ANSWER_LIMITS: AnswerStoreLimits = {
  maxEntries: 500,
  maxEntryBytes: 2 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024,
};

/**
 * Serialised GraphQL answers by request key, each with the `version` of the data it was made
 * from, least recently used dropped first. Callers decide what a version is and when an entry
 * still holds; the store only keeps memory bounded. Keys count toward the bound with their
 * answers: a key holds the whole query text, which can be far longer than a small answer.
 */
export class AnswerStore<Version> {
  private entries = new Map<string, { version: Version; body: string; bytes: number }>();
  private totalBytes = 0;

  constructor(private readonly limits: AnswerStoreLimits = DEFAULT_ANSWER_LIMITS) {}

  /** The answer stored for `key` when it was made from `version`. */
  get(key: string, version: Version): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Map order doubles as recency.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: Version, body: string) {
    const bytes = key.length + body.length;
    if (bytes > this.limits.maxEntryBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.totalBytes -= previous.bytes;
    }
    this.entries.set(key, { version, body, bytes });
    this.totalBytes += bytes;
    while (
      this.entries.size > this.limits.maxEntries ||
      this.totalBytes > this.limits.maxTotalBytes
    ) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [
        string,
        { bytes: number },
      ];
      this.entries.delete(oldestKey);
      this.totalBytes -= oldest.bytes;
    }
  }

  clear() {
    this.entries = new Map();
    this.totalBytes = 0;
  }

  get size() {
    return this.entries.size;
  }
}
