import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { errors, type Adapter, type AdapterConstructor, type AdapterPayload } from "oidc-provider";
import type { Database } from "../db/client";
import { oidcModels } from "../db/schema/auth";

const PURGE_EVERY_WRITES = 500;

/**
 * oidc-provider's storage on the provider's database. Expiry is judged with `Date.now()` because
 * oidc-provider itself judges token lifetimes that way; the two must agree.
 */
export function createDrizzleAdapter(db: Database): AdapterConstructor {
  let writes = 0;
  const live = () =>
    or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date(Date.now())));

  async function purgeExpired() {
    await db.delete(oidcModels).where(lt(oidcModels.expiresAt, new Date(Date.now())));
  }

  return class DrizzleAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const columns = {
        payload,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        sid: payload.sid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcModels)
        .values({ kind: this.kind, id, ...columns })
        .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: columns });
      writes += 1;
      if (writes % PURGE_EVERY_WRITES === 0) await purgeExpired();
    }

    async find(id: string) {
      return this.findOne(eq(oidcModels.id, id));
    }

    async findByUid(uid: string) {
      return this.findOne(eq(oidcModels.uid, uid));
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
      const consumed = Math.floor(Date.now() / 1000);
      const [row] = await db
        .update(oidcModels)
        .set({
          payload: sql`${oidcModels.payload} || jsonb_build_object('consumed', ${consumed}::int)`,
        })
        .where(
          and(
            eq(oidcModels.kind, this.kind),
            eq(oidcModels.id, id),
            sql`not (${oidcModels.payload} ? 'consumed')`,
          ),
        )
        .returning({ grantId: oidcModels.grantId });
      if (row) return;
      const [existing] = await db
        .select({ grantId: oidcModels.grantId })
        .from(oidcModels)
        .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
      if (existing?.grantId) await revokeGrantRows(db, existing.grantId);
      throw new errors.InvalidGrant("grant source already consumed");
    }

    async destroy(id: string) {
      await db.delete(oidcModels).where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      await db
        .delete(oidcModels)
        .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.grantId, grantId)));
    }

    private async findOne(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select({ payload: oidcModels.payload })
        .from(oidcModels)
        .where(and(eq(oidcModels.kind, this.kind), condition, live()))
        .limit(1);
      return row?.payload;
    }
  };
}

/** Deletes a grant and everything issued under it, whatever the model. */
async function revokeGrantRows(db: Database, grantId: string) {
  await db
    .delete(oidcModels)
    .where(
      or(
        eq(oidcModels.grantId, grantId),
        and(eq(oidcModels.kind, "Grant"), eq(oidcModels.id, grantId)),
      ),
    );
}

/** Grants that issued tokens to a given session id (the `sid` of an ID token). */
export async function grantIdsForSid(db: Database, sid: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ grantId: oidcModels.grantId })
    .from(oidcModels)
    .where(eq(oidcModels.sid, sid));
  return rows.flatMap((row) => (row.grantId ? [row.grantId] : []));
}
