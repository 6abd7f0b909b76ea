import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { errors, type Adapter, type AdapterConstructor, type AdapterPayload } from "oidc-provider";
import type { Database } from "../db/client";
import { oidcModels } from "../db/schema/auth";
import { modelCacheFor, type ModelCache } from "./model-cache";

const PURGE_EVERY_WRITES = 500;
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
  const placeholder = (name: string) => sql.placeholder(name);
  // Every sign-in, refresh and API call runs these two; built once, not per call.
  const upsertRow = db
    .insert(oidcModels)
    .values({
      kind: placeholder("kind"),
      id: placeholder("id"),
      payload: sql`${placeholder("payload")}::jsonb`,
      grantId: placeholder("grantId"),
      uid: placeholder("uid"),
      userCode: placeholder("userCode"),
      sid: placeholder("sid"),
      expiresAt: sql`${placeholder("expiresAt")}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: [oidcModels.kind, oidcModels.id],
      set: {
        payload: sql`excluded.payload`,
        grantId: sql`excluded.grant_id`,
        uid: sql`excluded.uid`,
        userCode: sql`excluded.user_code`,
        sid: sql`excluded.sid`,
        expiresAt: sql`excluded.expires_at`,
      },
    })
    .prepare("oidc_models_upsert");
  const consumeRow = db
    .update(oidcModels)
    .set({
      payload: sql`${oidcModels.payload} || jsonb_build_object('consumed', ${placeholder("consumed")}::int)`,
    })
    .where(
      and(
        eq(oidcModels.kind, placeholder("kind")),
        eq(oidcModels.id, placeholder("id")),
        sql`not (${oidcModels.payload} ? 'consumed')`,
      ),
    )
    .returning({ grantId: oidcModels.grantId })
    .prepare("oidc_models_consume");
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
      await upsertRow.execute({
        kind: this.kind,
        id,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        sid: payload.sid ?? null,
        expiresAt: expiresAt?.toISOString() ?? null,
      });
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
      return cache.get(this.kind, id) ?? this.findOne(eq(oidcModels.id, id));
    }

    async findByUid(uid: string) {
      return cache.getByUid(this.kind, uid) ?? this.findOne(eq(oidcModels.uid, uid));
    }

    async findByUserCode(userCode: string) {
      return this.findOne(eq(oidcModels.userCode, userCode));
    }

    /**
     * oidc-provider checks `consumed` and then consumes, so two racing redemptions of one code or
     * refresh token could both pass its check. Consuming atomically here lets only the first
     * win; the loser is treated as reuse: the grant is revoked and the request gets invalid_grant.
     */
    async consume(id: string) {
      // The next read of this row goes to the database, which alone knows it is consumed.
      cache.delete(this.kind, id);
      const [row] = await consumeRow.execute({
        kind: this.kind,
        id,
        consumed: Math.floor(Date.now() / 1000),
      });
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

    private async findOne(condition: ReturnType<typeof eq>) {
      const mark = cache.mark();
      const [row] = await db
        .select({ id: oidcModels.id, payload: oidcModels.payload, expiresAt: oidcModels.expiresAt })
        .from(oidcModels)
        .where(and(eq(oidcModels.kind, this.kind), condition, live()))
        .limit(1);
      if (!row) return undefined;
      cache.set(this.kind, row.id, row.payload, row.expiresAt, mark);
      return row.payload;
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
