import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Adapter, AdapterConstructor, AdapterPayload } from "oidc-provider";
import { queryRows, type Database } from "../db/client";
import { oidcModels } from "../db/schema/auth";
import { modelCacheFor, type ModelCache } from "./model-cache";
import { errors } from "./oidc-library";

const PURGE_EVERY_WRITES = 500;

/*
 * The statements every sign-in, refresh and API call runs, on the driver's own query
 * (`queryRows`): Drizzle's building and PGlite's per-query parser set-up cost more than they do.
 */
const UPSERT = `INSERT INTO oidc_models (kind, id, payload, grant_id, uid, user_code, sid, expires_at)
  VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8::timestamptz)
  ON CONFLICT (kind, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
    uid = excluded.uid, user_code = excluded.user_code, sid = excluded.sid,
    expires_at = excluded.expires_at`;
/** Rows consumed before the `consumed` column existed carry it in the payload. */
const CONSUME = `UPDATE oidc_models SET consumed = $3
  WHERE kind = $1 AND id = $2 AND consumed IS NULL AND NOT (payload ? 'consumed')
  RETURNING grant_id`;
const FIND_LIVE = (column: "id" | "uid") => `SELECT id,
    CASE WHEN consumed IS NULL THEN payload
         ELSE payload || jsonb_build_object('consumed', consumed) END AS payload,
    (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms FROM oidc_models
  WHERE kind = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > $3::timestamptz)
  LIMIT 1`;
const FIND_BY_ID = FIND_LIVE("id");
const FIND_BY_UID = FIND_LIVE("uid");

interface FoundRow {
  id: string;
  /** Parsed by both drivers; a string only if a driver ever hands jsonb over as text. */
  payload: AdapterPayload | string;
  /** Milliseconds since the epoch: both drivers read a float8 as a number. */
  expires_ms: number | null;
}
/** The models issued under a grant that must die with it. */
const GRANT_TOKENS = new Set(["AccessToken", "RefreshToken", "AuthorizationCode"]);

/**
 * oidc-provider's storage on the provider's database, with an in-process write-through cache in
 * front of it (model-cache.ts): every API call reads its access token and session, every refresh
 * its refresh token, session and grant, and those reads were most of their database work. Expiry
 * is judged with `Date.now()` because oidc-provider itself judges token lifetimes that way; the
 * two must agree.
 */
export function createDrizzleAdapter(db: Database): AdapterConstructor {
  let writes = 0;
  const cache = modelCacheFor(db);
  const live = () =>
    or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date(Date.now())));

  async function purgeExpired() {
    const now = Date.now();
    await db.delete(oidcModels).where(lt(oidcModels.expiresAt, new Date(now)));
    cache.deleteExpired(now);
  }

  return class DrizzleAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      // Issued under a grant that a racing reuse has just revoked: as dead as if stored and then
      // revoked, so it is never stored at all.
      if (GRANT_TOKENS.has(this.kind) && cache.isRevoked(payload.grantId)) return;
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const mark = cache.mark();
      await queryRows(db, UPSERT, [
        this.kind,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        payload.sid ?? null,
        expiresAt?.toISOString() ?? null,
      ]);
      if (GRANT_TOKENS.has(this.kind) && cache.isRevoked(payload.grantId)) {
        // The grant was revoked while this row was being written.
        await this.destroy(id);
        return;
      }
      cache.set(this.kind, id, payload, expiresAt, mark);
      writes += 1;
      if (writes % PURGE_EVERY_WRITES === 0) await purgeExpired();
    }

    async find(id: string) {
      return cache.get(this.kind, id) ?? this.findLive(FIND_BY_ID, id);
    }

    async findByUid(uid: string) {
      return cache.getByUid(this.kind, uid) ?? this.findLive(FIND_BY_UID, uid);
    }

    async findByUserCode(userCode: string) {
      // Device flow is off; kept for the Adapter interface.
      const [row] = await db
        .select({ payload: oidcModels.payload })
        .from(oidcModels)
        .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.userCode, userCode), live()))
        .limit(1);
      return row?.payload;
    }

    /**
     * oidc-provider checks `consumed` and then consumes, so two racing redemptions of one code or
     * refresh token could both pass its check. Consuming atomically here lets only the first
     * win; the loser is treated as reuse: the grant is revoked and the request gets invalid_grant.
     */
    async consume(id: string) {
      // The next read of this row goes to the database, which alone knows it is consumed.
      cache.delete(this.kind, id);
      const [row] = await queryRows<{ grant_id: string | null }>(db, CONSUME, [
        this.kind,
        id,
        Math.floor(Date.now() / 1000),
      ]);
      cache.delete(this.kind, id);
      if (row) return;
      const [existing] = await db
        .select({ grantId: oidcModels.grantId })
        .from(oidcModels)
        .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
      if (existing?.grantId) await revokeGrantRows(db, cache, existing.grantId);
      throw new errors.InvalidGrant("grant source already consumed");
    }

    async destroy(id: string) {
      // Forgotten before and after: no read in between can bring the row back into the cache.
      cache.delete(this.kind, id);
      await db.delete(oidcModels).where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
      cache.delete(this.kind, id);
    }

    async revokeByGrantId(grantId: string) {
      cache.deleteGrant(grantId, this.kind);
      await db
        .delete(oidcModels)
        .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.grantId, grantId)));
      cache.deleteGrant(grantId, this.kind);
    }

    private async findLive(statement: string, value: string) {
      const mark = cache.mark();
      const [row] = await queryRows<FoundRow>(db, statement, [
        this.kind,
        value,
        new Date(Date.now()).toISOString(),
      ]);
      if (!row) return undefined;
      const payload =
        typeof row.payload === "string" ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
      const expiresAt = row.expires_ms === null ? null : new Date(row.expires_ms);
      cache.set(this.kind, row.id, payload, expiresAt, mark);
      return payload;
    }
  };
}

/** Deletes a grant and everything issued under it, whatever the model. */
async function revokeGrantRows(db: Database, cache: ModelCache, grantId: string) {
  cache.deleteGrant(grantId);
  await db
    .delete(oidcModels)
    .where(
      or(
        eq(oidcModels.grantId, grantId),
        and(eq(oidcModels.kind, "Grant"), eq(oidcModels.id, grantId)),
      ),
    );
  cache.deleteGrant(grantId);
}

/** Grants that issued tokens to a given session id (the `sid` of an ID token). */
export async function grantIdsForSid(db: Database, sid: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ grantId: oidcModels.grantId })
    .from(oidcModels)
    .where(eq(oidcModels.sid, sid));
  return rows.flatMap((row) => (row.grantId ? [row.grantId] : []));
}
