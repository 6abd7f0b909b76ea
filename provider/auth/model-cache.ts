import type { AdapterPayload } from "oidc-provider";

/** Enough for every live session and token of a busy local shop; older entries fall back to the DB. */
const MAX_ENTRIES = 5_000;
/** Grants revoked recently enough that a token still being issued for them could race the revocation. */
const MAX_REVOKED_GRANTS = 5_000;
/** Single-row removals remembered for `set`'s race check; older ones count as "maybe this row". */
const MAX_REMOVALS = 1_000;

interface Entry {
  kind: string;
  id: string;
  /** The payload as the database would return it: JSON text, so undefined members drop out. */
  json: string;
  grantId: string | null;
  uid: string | null;
  /** Epoch ms; null never expires. */
  expiresAt: number | null;
}

const key = (kind: string, id: string) => `${kind}\u0000${id}`;

/**
 * An in-process copy of the oidc_models rows this process has written or read, so the hot reads
 * (an access token, its session, a refresh token's grant) skip the database. The database stays
 * the source of truth and every write goes to it first; the cache only ever drops or mirrors what
 * was written.
 *
 * It is correct as long as this process is the only one writing oidc_models, as the provider
 * runs today (the order history makes the same assumption). Every removal is numbered, and a row
 * read from or written to the database is only cached when nothing that could be that row was
 * removed meanwhile, so a revocation can never be undone by a read or write that raced it.
 */
export class ModelCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUid = new Map<string, string>();
  /** Grant ids revoked in this process: tokens for them are never stored again (see `isRevoked`). */
  private readonly revokedGrants = new Set<string>();
  /** Numbers every removal. */
  private sequence = 0;
  /** The last removal that could have hit any row (a whole grant, the expired rows). */
  private wideRemoval = 0;
  /** The last removal of each recently removed row, and where that memory was cut short. */
  private readonly removals = new Map<string, number>();
  private forgottenRemovals = 0;

  /** Take this before reading or writing a row in the database, and hand it to `set`. */
  mark() {
    return this.sequence;
  }

  get(kind: string, id: string): AdapterPayload | undefined {
    return this.read(key(kind, id));
  }

  getByUid(kind: string, uid: string): AdapterPayload | undefined {
    const k = this.byUid.get(key(kind, uid));
    return k === undefined ? undefined : this.read(k);
  }

  /** Mirrors a row; `mark` is what `mark()` returned before the database access. */
  set(
    kind: string,
    id: string,
    payload: AdapterPayload,
    expiresAt: Date | null,
    mark: number,
  ): void {
    const k = key(kind, id);
    if (this.removedSince(k, mark)) {
      // The row was (or may have been) removed while it was being read or written.
      this.remove(k);
      return;
    }
    this.remove(k);
    const entry: Entry = {
      kind,
      id,
      json: JSON.stringify(payload),
      grantId: payload.grantId ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresAt ? expiresAt.getTime() : null,
    };
    this.entries.set(k, entry);
    if (entry.uid) this.byUid.set(key(kind, entry.uid), k);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
  }

  delete(kind: string, id: string) {
    const k = key(kind, id);
    this.sequence += 1;
    this.removals.delete(k);
    this.removals.set(k, this.sequence);
    if (this.removals.size > MAX_REMOVALS) {
      const [oldest, at] = this.removals.entries().next().value ?? ["", 0];
      this.removals.delete(oldest);
      this.forgottenRemovals = at;
    }
    this.remove(k);
  }

  /** Drops every entry issued under the grant (of one kind, or all kinds) and the grant itself. */
  deleteGrant(grantId: string, kind?: string) {
    this.wideRemoval = this.sequence += 1;
    this.revokedGrants.add(grantId);
    if (this.revokedGrants.size > MAX_REVOKED_GRANTS) {
      const oldest = this.revokedGrants.values().next().value;
      if (oldest !== undefined) this.revokedGrants.delete(oldest);
    }
    for (const [k, entry] of this.entries) {
      if (kind !== undefined && entry.kind !== kind) continue;
      if (entry.grantId === grantId || (entry.kind === "Grant" && entry.id === grantId)) {
        this.remove(k);
      }
    }
  }

  deleteExpired(now: number) {
    this.wideRemoval = this.sequence += 1;
    for (const [k, entry] of this.entries) {
      if (entry.expiresAt !== null && entry.expiresAt <= now) this.remove(k);
    }
  }

  /**
   * A refresh racing a reuse of its refresh token can save its new tokens after the reuse
   * revoked the grant. Such tokens belong to a dead grant and must not work.
   */
  isRevoked(grantId: string | undefined) {
    return grantId !== undefined && this.revokedGrants.has(grantId);
  }

  private removedSince(k: string, mark: number) {
    if (this.wideRemoval > mark || this.forgottenRemovals > mark) return true;
    return (this.removals.get(k) ?? 0) > mark;
  }

  private read(k: string): AdapterPayload | undefined {
    const entry = this.entries.get(k);
    if (!entry) return undefined;
    // Judged with Date.now(), as the adapter's SQL and oidc-provider judge expiry.
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.remove(k);
      return undefined;
    }
    // Recently used entries go to the back of the eviction queue.
    this.entries.delete(k);
    this.entries.set(k, entry);
    // A fresh object every time: oidc-provider's models may change what they are given.
    return JSON.parse(entry.json) as AdapterPayload;
  }

  private remove(k: string) {
    const entry = this.entries.get(k);
    if (!entry) return;
    this.entries.delete(k);
    if (entry.uid) {
      const uidKey = key(entry.kind, entry.uid);
      if (this.byUid.get(uidKey) === k) this.byUid.delete(uidKey);
    }
  }
}

/** One cache per database, so every auth server this process builds over it sees the same rows. */
const caches = new WeakMap<object, ModelCache>();

export function modelCacheFor(db: object): ModelCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ModelCache();
    caches.set(db, cache);
  }
  return cache;
}
