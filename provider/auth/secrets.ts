import { generateKeyPairSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { authSecrets } from "../db/schema/auth";

const signingJwkSchema = z.object({
  kty: z.literal("RSA"),
  kid: z.string().min(1),
  alg: z.literal("RS256"),
  use: z.literal("sig"),
  n: z.string(),
  e: z.string(),
  d: z.string(),
  p: z.string(),
  q: z.string(),
  dp: z.string(),
  dq: z.string(),
  qi: z.string(),
});

export type SigningJwk = z.infer<typeof signingJwkSchema>;

const keyListSchema = z.array(z.string().min(32)).min(1);

export interface AuthSecrets {
  signingKey: SigningJwk;
  /** Keys that sign oidc-provider's cookies (newest first). */
  cookieKeys: string[];
  /** HMAC key for login-form CSRF tokens and stored one-time codes. */
  hmacKey: string;
}

/**
 * Loads the authorization server's secrets, generating them at first start. They live in the
 * database so tokens and sessions survive restarts; with several instances on one PostgreSQL the
 * first insert wins and everyone reads it back.
 */
export async function loadAuthSecrets(db: Database, clock: Clock): Promise<AuthSecrets> {
  const signingKey = await loadOrCreate(
    db,
    clock,
    "signing-key",
    signingJwkSchema,
    createSigningKey,
  );
  const cookieKeys = await loadOrCreate(db, clock, "cookie-keys", keyListSchema, () => [
    randomBytes(32).toString("base64url"),
  ]);
  const [hmacKey] = await loadOrCreate(db, clock, "hmac-key", keyListSchema, () => [
    randomBytes(32).toString("base64url"),
  ]);
  return { signingKey, cookieKeys, hmacKey: hmacKey! };
}

async function loadOrCreate<T>(
  db: Database,
  clock: Clock,
  name: string,
  schema: z.ZodType<T>,
  create: () => T,
): Promise<T> {
  const read = async () =>
    (await db.select().from(authSecrets).where(eq(authSecrets.name, name)))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(authSecrets)
      .values({ name, value: create(), createdAt: clock.now() })
      .onConflictDoNothing();
    row = await read();
  }
  return schema.parse(row?.value);
}

// Hydrogen decodes ID tokens with atob, which rejects `-` and `_`; a kid of letters and digits
// keeps the JWT header free of them.
function createSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" });
  const kid = randomBytes(12).toString("hex");
  return signingJwkSchema.parse({ ...jwk, kid, alg: "RS256", use: "sig" });
}
