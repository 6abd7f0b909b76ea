import express from "express";
import helmet from "helmet";
import type { Clock } from "../clock";
import type { ProviderConfig } from "../config";
import type { Database } from "../db/client";
import { NEWEST_SHIPPED_VERSION } from "../graphql/api-versions";
import type { Logger } from "../http/logger";
import { createLoginCodes } from "./login-codes";
import { createLoginRouter } from "./login";
import { createMailbox } from "./mailbox";
import {
  ACCESS_TOKEN_PREFIX,
  API_SCOPE,
  createOidcProvider,
  customerIdFromGid,
  ROUTES,
  SCOPES,
} from "./oidc";
import { STYLESHEET, STYLESHEET_PATH } from "./pages";
import { loadAuthSecrets } from "./secrets";

export { customerGid, customerIdFromGid } from "./oidc";

export interface AuthDeps {
  db: Database;
  config: ProviderConfig;
  clock: Clock;
  logger: Logger;
}

export interface Auth {
  /** Discovery, the authorization server, the sign-in pages and the dev mailbox. */
  router: express.Router;
  /** Accepts the raw token or `Bearer <token>`; null when missing, unknown, expired or revoked. */
  verifyAccessToken(
    token: string | undefined,
  ): Promise<{ customerId: number; expiresAt: Date } | null>;
  /** The customer signed in at the provider in this browser (its login session cookie), if any. */
  signedInCustomer(req: express.Request): Promise<number | null>;
}

/**
 * An access token's shape, checked after an optional `Bearer ` prefix is removed. A plain regular
 * expression: this runs on every API call, and a schema parse cost more than the token lookup.
 */
const ACCESS_TOKEN = new RegExp(`^${ACCESS_TOKEN_PREFIX}[A-Za-z0-9_-]{20,128}$`);

/**
 * Sign-in for the local provider, the way Shopify's customer accounts do it: OAuth 2.0 / OpenID
 * Connect (oidc-provider) at `/authentication/{shop_id}/…`, passwordless email codes, and the
 * discovery documents on the shop's origin.
 */
export async function createAuth(deps: AuthDeps): Promise<Auth> {
  const { db, config, clock, logger } = deps;
  const issuerPath = `/authentication/${config.shopId}`;
  const issuer = `${config.publicUrl}${issuerPath}`;
  const loginPath = `${issuerPath}/login`;
  const secrets = await loadAuthSecrets(db, clock);
  const provider = createOidcProvider({ db, config, logger, secrets, issuer, loginPath });
  const codes = createLoginCodes({ db, clock, hmacKey: secrets.hmacKey });
  const mailbox = createMailbox({ db, clock, logger });

  const router = express.Router();

  const pageHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        // oidc-provider adds the hash of its one auto-submit script (logout without a session).
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        // Chrome applies form-action to the redirect after a POST, which ends at the shop: at
        // one of the client's registered callback or logout URIs.
        formAction: [
          "'self'",
          ...new Set(
            [
              config.storefrontOrigin,
              ...config.customerAccountClient.callbackUris,
              ...config.customerAccountClient.logoutUris,
            ].map((uri) => new URL(uri).origin),
          ),
        ],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: "no-referrer" },
  });
  const tokenPath = `${issuerPath}${ROUTES.token}`;
  router.use(["/authentication", "/mailbox"], (req, res, next) => {
    // The token endpoint answers JSON to the storefront's server, never a page a browser shows:
    // CSP and framing rules mean nothing there, and it is the busiest route of sign-in.
    if (req.originalUrl.split("?")[0] === tokenPath) {
      res.setHeader("X-Content-Type-Options", "nosniff");
      next();
      return;
    }
    pageHeaders(req, res, next);
  });

  router.get("/.well-known/openid-configuration", (_req, res) => {
    res.setHeader("access-control-allow-origin", "*");
    res.json({
      issuer,
      authorization_endpoint: `${issuer}${ROUTES.authorization}`,
      token_endpoint: `${issuer}${ROUTES.token}`,
      end_session_endpoint: `${issuer}${ROUTES.end_session}`,
      jwks_uri: `${issuer}${ROUTES.jwks}`,
      response_types_supported: ["code"],
      response_modes_supported: ["query"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      code_challenge_methods_supported: ["S256"],
      scopes_supported: [...SCOPES],
      claims_supported: [
        "sub",
        "email",
        "email_verified",
        "iss",
        "aud",
        "exp",
        "iat",
        "nonce",
        "sid",
      ],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      token_endpoint_auth_methods_supported: ["none"],
    });
  });

  router.get("/.well-known/customer-account-api", (_req, res) => {
    res.setHeader("access-control-allow-origin", "*");
    res.json({
      // The newest version the provider has Shopify's schema for, as Shopify names its newest.
      graphql_api: `${config.publicUrl}/${config.shopId}/account/customer/api/${NEWEST_SHIPPED_VERSION}/graphql`,
      mcp_api: `${config.publicUrl}/${config.shopId}/account/customer/api/mcp`,
    });
  });

  router.get(STYLESHEET_PATH, (_req, res) => {
    res.setHeader("cache-control", "public, max-age=3600");
    res.type("css").send(STYLESHEET);
  });

  router.use("/mailbox", mailbox.router);
  router.use(
    loginPath,
    createLoginRouter({
      db,
      clock,
      logger,
      provider,
      codes,
      sendLoginCode: mailbox.sendLoginCode,
      hmacKey: secrets.hmacKey,
      basePath: loginPath,
      storefrontOrigin: config.storefrontOrigin,
    }),
  );
  router.use(issuerPath, provider.callback());

  async function verifyAccessToken(raw: string | undefined) {
    const value = (raw ?? "").trim().replace(/^Bearer\s+/i, "");
    if (!ACCESS_TOKEN.test(value)) return null;
    const token = await provider.AccessToken.find(value);
    if (!token || token.isExpired || token.clientId !== config.customerClientId) return null;
    if (!token.scopes.has(API_SCOPE)) return null;
    const customerId = customerIdFromGid(token.accountId);
    if (customerId === null || typeof token.exp !== "number") return null;
    return { customerId, expiresAt: new Date(token.exp * 1000) };
  }

  async function signedInCustomer(req: express.Request) {
    if (!req.res) return null;
    const session = await provider.Session.get(provider.createContext(req, req.res));
    return customerIdFromGid(session.accountId);
  }

  return { router, verifyAccessToken, signedInCustomer };
}
