import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { AdapterPayload } from "oidc-provider";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Everything oidc-provider persists (sessions, grants, interactions, codes, tokens), one row per
 * model instance, so a restart keeps sign-ins and PGlite and PostgreSQL behave alike.
 */
export const oidcModels = pgTable(
  "oidc_models",
  {
    kind: text("kind").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").$type<AdapterPayload>().notNull(),
    grantId: text("grant_id"),
    uid: text("uid"),
    userCode: text("user_code"),
    /** Tokens carry `sid` so a logout can revoke them without the browser's session cookie. */
    sid: text("sid"),
    expiresAt: at("expires_at"),
    /**
     * When a code or refresh token was used (epoch seconds). A column rather than a member of
     * `payload`, so consuming rewrites no JSON and changes no indexed value (a HOT update).
     */
    consumed: integer("consumed"),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index("oidc_models_grant_id_idx").on(t.grantId),
    index("oidc_models_uid_idx").on(t.uid),
    index("oidc_models_sid_idx").on(t.sid),
    index("oidc_models_expires_at_idx").on(t.expiresAt),
  ],
);

/** Secrets generated at first start (token signing key, cookie and CSRF keys). */
export const authSecrets = pgTable("auth_secrets", {
  name: text("name").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  createdAt: at("created_at").notNull(),
});

/** One-time sign-in codes; only an HMAC of the code is stored. */
export const loginCodes = pgTable(
  "login_codes",
  {
    id: serial("id").primaryKey(),
    /** The oidc-provider interaction the code was requested from. */
    interactionUid: text("interaction_uid").notNull(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    consumedAt: at("consumed_at"),
  },
  (t) => [index("login_codes_interaction_idx").on(t.interactionUid)],
);

/** The local stand-in for email delivery, shown at `/mailbox`. */
export const mailboxMessages = pgTable(
  "mailbox_messages",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("mailbox_messages_recipient_idx").on(t.recipient)],
);
