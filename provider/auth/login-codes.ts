import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { loginCodes } from "../db/schema/auth";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export type CodeCheck =
  | { ok: true; email: string }
  | { ok: false; reason: "missing" | "expired" | "locked" }
  | { ok: false; reason: "wrong"; attemptsLeft: number };

/** Six-digit one-time codes bound to one sign-in interaction; only an HMAC is stored. */
export function createLoginCodes(deps: { db: Database; clock: Clock; hmacKey: string }) {
  const { db, clock } = deps;
  const digest = (interactionUid: string, email: string, code: string) =>
    createHmac("sha256", deps.hmacKey).update(`${interactionUid}\n${email}\n${code}`).digest();

  async function latest(interactionUid: string) {
    const [row] = await db
      .select()
      .from(loginCodes)
      .where(eq(loginCodes.interactionUid, interactionUid))
      .orderBy(desc(loginCodes.id))
      .limit(1);
    return row;
  }

  return {
    /** Creates a fresh code for the interaction; earlier codes of that interaction stop working. */
    async issue(interactionUid: string, email: string): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(loginCodes)
          .set({ consumedAt: now })
          .where(and(eq(loginCodes.interactionUid, interactionUid), isNull(loginCodes.consumedAt)));
        await tx.insert(loginCodes).values({
          interactionUid,
          email,
          codeHash: digest(interactionUid, email, code).toString("base64url"),
          createdAt: now,
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        });
      });
      // Old rows are only useful while their interaction lives; keep the table small.
      await db
        .delete(loginCodes)
        .where(lt(loginCodes.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
      return code;
    },

    /** The email the interaction's latest code was sent to, while it can still be used. */
    async pendingEmail(interactionUid: string): Promise<string | undefined> {
      const row = await latest(interactionUid);
      return row && !row.consumedAt ? row.email : undefined;
    },

    async check(interactionUid: string, code: string): Promise<CodeCheck> {
      const row = await latest(interactionUid);
      if (!row || row.consumedAt) return { ok: false, reason: "missing" };
      if (row.expiresAt.getTime() <= clock.now().getTime()) return { ok: false, reason: "expired" };
      // Count the attempt before comparing, atomically, so parallel guesses cannot exceed the cap.
      const [counted] = await db
        .update(loginCodes)
        .set({ attempts: sql`${loginCodes.attempts} + 1` })
        .where(
          and(
            eq(loginCodes.id, row.id),
            isNull(loginCodes.consumedAt),
            lt(loginCodes.attempts, MAX_CODE_ATTEMPTS),
          ),
        )
        .returning({ attempts: loginCodes.attempts });
      if (!counted) return { ok: false, reason: "locked" };
      const expected = Buffer.from(row.codeHash, "base64url");
      const actual = digest(interactionUid, row.email, code);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        // "wrong" even for the try that uses the code up (0 left): that try was a guess, while
        // "locked" means the code had no tries left and nothing was compared.
        return { ok: false, reason: "wrong", attemptsLeft: MAX_CODE_ATTEMPTS - counted.attempts };
      }
      const [consumed] = await db
        .update(loginCodes)
        .set({ consumedAt: clock.now() })
        .where(and(eq(loginCodes.id, row.id), isNull(loginCodes.consumedAt)))
        .returning({ id: loginCodes.id });
      return consumed ? { ok: true, email: row.email } : { ok: false, reason: "missing" };
    },
  };
}

export type LoginCodes = ReturnType<typeof createLoginCodes>;
