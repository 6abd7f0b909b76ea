import { createPrivateKey, sign } from "node:crypto";
import type { Configuration, KoaContextWithOIDC } from "oidc-provider";
import { z } from "zod";
import type { ProviderConfig } from "../config";
import { queryRows, type Database } from "../db/client";
import { SafeHtml } from "../http/html";
import type { Logger } from "../http/logger";
import { createDrizzleAdapter, grantIdsForSid } from "./adapter";
import Provider from "./oidc-library";
import { logoutConfirmPage, messagePage } from "./pages";
import type { AuthSecrets, SigningJwk } from "./secrets";

export const SCOPES = ["openid", "email", "customer-account-api:full"] as const;
export const API_SCOPE = "customer-account-api:full";
export const ACCESS_TOKEN_PREFIX = "shcat_";
export const REFRESH_TOKEN_PREFIX = "shcrt_";

/** Lifetimes in seconds. */
export const LIFETIMES = {
  accessToken: 60 * 60,
  authorizationCode: 60,
  idToken: 60 * 60,
  interaction: 60 * 60,
  /** Absolute: rotation hands out new refresh tokens but never moves this deadline. */
  refreshToken: 14 * 24 * 60 * 60,
} as const;

export const ROUTES = {
  authorization: "/oauth/authorize",
  token: "/oauth/token",
  end_session: "/logout",
  jwks: "/.well-known/jwks.json",
} as const;

const CUSTOMER_GID = /^gid:\/\/shopify\/Customer\/(\d+)$/;

export function customerGid(id: number) {
  return `gid://shopify/Customer/${id}`;
}

export function customerIdFromGid(gid: string | undefined): number | null {
  const match = gid ? CUSTOMER_GID.exec(gid) : null;
  return match?.[1] ? Number(match[1]) : null;
}

export interface OidcDeps {
  db: Database;
  config: ProviderConfig;
  logger: Logger;
  secrets: AuthSecrets;
  issuer: string;
  /** Absolute path of the sign-in pages; the interaction uid is appended. */
  loginPath: string;
}

/** Shopify's customer-account authorization server, built on oidc-provider. */
const MAX_REMEMBERED_EMAILS = 10_000;

/**
 * Every code exchange and refresh looks its customer up (findAccount). A customer's email never
 * changes once the row exists (sign-in creates it; customerUpdate edits names only) and rows are
 * never deleted while the provider runs, so what was read once is remembered.
 */
function customerEmails(db: Database) {
  const known = new Map<number, string>();
  return {
    async of(customerId: number): Promise<string | undefined> {
      const remembered = known.get(customerId);
      if (remembered !== undefined) return remembered;
      const [customer] = await queryRows<{ email: string }>(
        db,
        "SELECT email FROM customers WHERE id = $1",
        [customerId],
      );
      if (!customer) return undefined;
      known.set(customerId, customer.email);
      if (known.size > MAX_REMEMBERED_EMAILS) {
        const oldest = known.keys().next().value;
        if (oldest !== undefined) known.delete(oldest);
      }
      return customer.email;
    },
  };
}

export function createOidcProvider(deps: OidcDeps): Provider {
  const { db, config, secrets } = deps;
  const clientId = config.customerClientId;
  const shopLink = { href: config.storefrontOrigin, label: "Back to the shop" };
  const emails = customerEmails(db);
  // Browsers that may call the token endpoint directly (a public client's JavaScript origins).
  const javascriptOrigins = new Set(config.customerAccountClient.javascriptOrigins);

  const configuration: Configuration = {
    adapter: createDrizzleAdapter(db),
    clients: [
      {
        client_id: clientId,
        application_type: "web",
        token_endpoint_auth_method: "none",
        // As the merchant registered them; oidc-provider compares each exactly.
        redirect_uris: config.customerAccountClient.callbackUris,
        post_logout_redirect_uris: config.customerAccountClient.logoutUris,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        scope: SCOPES.join(" "),
        id_token_signed_response_alg: "RS256",
      },
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: "lax" },
      short: { httpOnly: true, sameSite: "lax" },
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    scopes: [...SCOPES],
    responseTypes: ["code"],
    // oidc-provider 9 implements S256 only, so requiring PKCE also rules out `plain`.
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      introspection: { enabled: false },
      revocation: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => logoutSource(ctx, form),
        postLogoutSuccessSource: (ctx) => {
          ctx.type = "html";
          ctx.body = messagePage({
            title: "Signed out",
            message: "You have been signed out.",
            link: shopLink,
          });
        },
      },
    },
    routes: ROUTES,
    ttl: {
      AccessToken: LIFETIMES.accessToken,
      AuthorizationCode: LIFETIMES.authorizationCode,
      IdToken: LIFETIMES.idToken,
      Interaction: LIFETIMES.interaction,
      Session: LIFETIMES.refreshToken,
      Grant: LIFETIMES.refreshToken,
      RefreshToken: (ctx) =>
        ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? LIFETIMES.refreshToken,
    },
    rotateRefreshToken: () => true,
    // Shopify issues refresh tokens without `offline_access`.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    clientBasedCORS: (_ctx, origin) => javascriptOrigins.has(origin),
    findAccount: async (_ctx, sub) => {
      const id = customerIdFromGid(sub);
      if (id === null) return undefined;
      const email = await emails.of(id);
      if (email === undefined) return undefined;
      return { accountId: sub, claims: () => ({ sub, email, email_verified: true }) };
    },
    // First-party client: the grant is recorded without a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!grant || grant.accountId !== session.accountId) {
        grant = new ctx.oidc.provider.Grant({
          clientId: client.clientId,
          accountId: session.accountId,
        });
      }
      grant.addOIDCScope(SCOPES.join(" "));
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${deps.loginPath}/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = messagePage({
        title: "We couldn't sign you in",
        message:
          "The sign-in request was not valid, so we stopped here. Go back to the shop and try again.",
        details: Object.fromEntries(
          Object.entries(out).filter(
            (entry): entry is [string, string] => typeof entry[1] === "string",
          ),
        ),
        link: shopLink,
      });
    },
  };

  const provider = new Provider(deps.issuer, configuration);
  provider.proxy = false;

  prefixTokenValues(provider.AccessToken, ACCESS_TOKEN_PREFIX);
  prefixTokenValues(provider.RefreshToken, REFRESH_TOKEN_PREFIX);
  makeIdTokensAtobSafe(provider, secrets.signingKey);
  noIdTokenOnRefresh(provider);
  // The ID token's `sid` lets a logout find the session's tokens; oidc-provider only adds it
  // for back-channel logout clients.
  provider.Client.prototype.includeSid = () => true;

  async function revokeGrant(grantId: string) {
    await Promise.all([
      provider.AccessToken.revokeByGrantId(grantId),
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
      provider.Grant.find(grantId).then((grant) => grant?.destroy()),
    ]);
  }

  const endSessionParams = z.object({
    post_logout_redirect_uri: z.string().optional(),
    state: z.string().optional(),
  });

  /**
   * Shopify returns straight to the shop when the `id_token_hint` belongs to this browser's
   * session; anything else (no hint, another session's hint) gets the confirmation page, so a
   * third party cannot sign a shopper out.
   */
  async function logoutSource(ctx: KoaContextWithOIDC, form: string) {
    const hint = ctx.oidc.entities.IdTokenHint;
    const session = ctx.oidc.session;
    const client = ctx.oidc.client;
    const sid = hint?.payload.sid;
    if (!session || !client || typeof sid !== "string" || session.sidFor(client.clientId) !== sid) {
      ctx.type = "html";
      ctx.body = logoutConfirmPage(new SafeHtml(form), "op.logoutForm");
      return;
    }
    await Promise.all(
      Object.values(session.authorizations ?? {}).map((authorization) =>
        authorization.grantId ? revokeGrant(authorization.grantId) : undefined,
      ),
    );
    await session.destroy();
    ctx.oidc.cookies.set(provider.cookieName("session"), null, {
      httpOnly: true,
      sameSite: "lax",
    });
    // endSessionChecks has already refused an unregistered post_logout_redirect_uri.
    const params = endSessionParams.parse(ctx.oidc.params ?? {});
    let target: URL;
    if (params.post_logout_redirect_uri) {
      target = new URL(params.post_logout_redirect_uri);
      if (params.state !== undefined) target.searchParams.set("state", params.state);
    } else {
      target = new URL(ctx.oidc.urlFor("end_session_success"));
    }
    ctx.oidc.provider.emit("end_session.success", ctx);
    ctx.status = 303;
    ctx.redirect(target.href);
  }

  provider.use(async (ctx, next) => {
    // A CORS preflight from a foreign origin gets no CORS grant (oidc-provider would echo it).
    const origin = ctx.get("origin");
    if (
      ctx.method === "OPTIONS" &&
      ctx.path === ROUTES.token &&
      origin &&
      !javascriptOrigins.has(origin)
    ) {
      ctx.status = 403;
      ctx.body = { error: "invalid_request", error_description: "origin not allowed" };
      return;
    }
    await next();
    // A valid hint without this browser's session (cookie gone) still revokes that session's
    // tokens; oidc-provider alone would only clear an empty session.
    const hint = ctx.oidc?.entities.IdTokenHint;
    if (
      ctx.oidc?.route === "end_session" &&
      ctx.status === 200 &&
      hint &&
      !ctx.oidc.session?.accountId &&
      typeof hint.payload.sid === "string"
    ) {
      for (const grantId of await grantIdsForSid(db, hint.payload.sid)) await revokeGrant(grantId);
    }
  });

  provider.on("server_error", (_ctx, error) => {
    deps.logger.error("authorization server error", { error });
  });

  return provider;
}

/**
 * Shopify's opaque tokens carry a type prefix (`shcat_`, `shcrt_`). oidc-provider has no option
 * for it, but the token value is the model's id, generated by `generateTokenId`.
 */
function prefixTokenValues(model: { prototype: object }, prefix: string) {
  const proto = model.prototype as { generateTokenId(this: unknown): string };
  const generate = proto.generateTokenId;
  proto.generateTokenId = function prefixedTokenId() {
    return prefix + generate.call(this);
  };
}

/**
 * Shopify's token endpoint returns an ID token from the code exchange only: a refresh answers
 * without one, and Hydrogen keeps the one it has. Leaving it out also spares an RS256 signature
 * per refresh. oidc-provider omits `id_token` from the response when issuing yields nothing.
 */
function noIdTokenOnRefresh(provider: Provider) {
  const proto = provider.IdToken.prototype;
  const issue = proto.issue;
  proto.issue = function issueUnlessRefreshing(this: typeof proto, options) {
    if (options.use === "idtoken" && this.ctx?.oidc.params?.grant_type === "refresh_token") {
      return Promise.resolve(undefined as unknown as string);
    }
    return issue.call(this, options);
  };
}

const ATOB_UNSAFE = /[-_]/;
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\x00-\x7f]/;

function isAtobSafe(jwt: string) {
  const [header = "", payload = ""] = jwt.split(".");
  return !ATOB_UNSAFE.test(header) && !ATOB_UNSAFE.test(payload);
}

/**
 * JSON text whose base64 has no `-`/`_` (the base64url-only characters). Base64 of ASCII yields
 * them only for the bytes `>`, `?`, `~` and DEL; those and every non-ASCII character can only
 * occur inside JSON strings, where a `\uXXXX` escape means the same thing.
 */
export function atobSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[>?~\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Hydrogen decodes ID tokens with `atob`, which rejects `-` and `_`. oidc-provider serialises
 * claims itself, so an ID token whose header or payload would contain them is re-encoded with
 * escaped JSON (same claims) and signed again with the same key.
 */
function makeIdTokensAtobSafe(provider: Provider, signingKey: SigningJwk) {
  const key = createPrivateKey({ key: signingKey, format: "jwk" });
  const proto = provider.IdToken.prototype;
  const issue = proto.issue;
  proto.issue = async function atobSafeIssue(this: typeof proto, options) {
    const jwt = await issue.call(this, options);
    if (options.use !== "idtoken") return jwt;
    const [header = "", payload = ""] = jwt.split(".");
    const text = (segment: string) => Buffer.from(segment, "base64url").toString("utf8");
    // atob yields bytes, so non-ASCII claims would also reach an atob client garbled.
    if (isAtobSafe(jwt) && !NON_ASCII.test(text(payload))) return jwt;
    const decode = (segment: string): unknown => JSON.parse(text(segment));
    const parsedHeader = z
      .object({ alg: z.literal("RS256"), kid: z.literal(signingKey.kid) })
      .loose()
      .safeParse(decode(header));
    if (!parsedHeader.success) return jwt;
    const encode = (value: unknown) => Buffer.from(atobSafeJson(value)).toString("base64url");
    const signingInput = `${encode(parsedHeader.data)}.${encode(decode(payload))}`;
    const signature = sign("sha256", Buffer.from(signingInput), key).toString("base64url");
    return `${signingInput}.${signature}`;
  };
}
