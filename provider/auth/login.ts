import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import express, { type Request, type Response } from "express";
import type Provider from "oidc-provider";
import { z } from "zod";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { customers } from "../db/schema/customers";
import type { Logger } from "../http/logger";
import type { CodeCheck, LoginCodes } from "./login-codes";
import { errors } from "./oidc-library";
import { customerGid, SCOPES } from "./oidc";
import { codePage, emailPage, messagePage } from "./pages";
import { clientKey, createSignInLimits } from "./rate-limit";

const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
const emailForm = z.object({ csrf: z.string().optional(), email: z.string().max(1000) });
const codeForm = z.object({ csrf: z.string().optional(), code: z.string().max(100) });
const csrfForm = z.object({ csrf: z.string().optional() });
function codeError(result: Exclude<CodeCheck, { ok: true }>) {
  switch (result.reason) {
    case "wrong":
      if (result.attemptsLeft === 0) return codeError({ ok: false, reason: "locked" });
      return `That code isn't right. ${result.attemptsLeft} ${result.attemptsLeft === 1 ? "attempt" : "attempts"} left.`;
    case "expired":
      return "This code has expired. Send a new code.";
    case "locked":
      return "Too many incorrect attempts. Send a new code to try again.";
    case "missing":
      return "This code can no longer be used. Send a new code.";
  }
}

const uidParam = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/);

interface LoginDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  provider: Provider;
  codes: LoginCodes;
  sendLoginCode(email: string, code: string): Promise<void>;
  hmacKey: string;
  /** Absolute path this router is mounted on. */
  basePath: string;
  storefrontOrigin: string;
}

/**
 * The passwordless sign-in screens oidc-provider sends the browser to: an email, then a
 * six-digit code from the (dev) mailbox. Every POST carries a token derived from the interaction,
 * which a cross-site page cannot know.
 */
export function createLoginRouter(deps: LoginDeps) {
  const { provider, codes } = deps;
  const limits = createSignInLimits();
  const shopLink = { href: deps.storefrontOrigin, label: "Back to the shop" };
  const paths = (uid: string) => {
    const base = `${deps.basePath}/${encodeURIComponent(uid)}`;
    return {
      email: base,
      submitEmail: `${base}/email`,
      code: `${base}/code`,
      resend: `${base}/resend`,
    };
  };
  const csrfFor = (uid: string) =>
    createHmac("sha256", deps.hmacKey).update(`csrf\n${uid}`).digest("base64url");

  function send(res: Response, status: number, page: string) {
    res.status(status).type("html").send(page);
  }

  function expired(res: Response) {
    send(
      res,
      400,
      messagePage({
        title: "This sign-in has expired",
        message: "Sign-in links only last a short while. Go back to the shop and sign in again.",
        link: shopLink,
      }),
    );
  }

  function tooMany(res: Response, retryAfterSeconds: number) {
    res.setHeader("retry-after", String(retryAfterSeconds));
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    send(
      res,
      429,
      messagePage({
        title: "Please wait a moment",
        message: `There have been too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        link: shopLink,
      }),
    );
  }

  /** The live interaction for this URL, or null after an error page has been sent. */
  async function interactionFor(req: Request, res: Response) {
    const uid = uidParam.safeParse(req.params.uid);
    if (!uid.success) {
      expired(res);
      return null;
    }
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== uid.data) {
        expired(res);
        return null;
      }
      return details;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        expired(res);
        return null;
      }
      throw error;
    }
  }

  function csrfValid(uid: string, body: unknown) {
    const parsed = csrfForm.safeParse(body);
    const given = Buffer.from(parsed.success ? (parsed.data.csrf ?? "") : "");
    const expected = Buffer.from(csrfFor(uid));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function rejectCsrf(res: Response) {
    send(
      res,
      403,
      messagePage({
        title: "Please try again",
        message:
          "This form expired or was sent from somewhere else. Reload the page and try again.",
        link: shopLink,
      }),
    );
  }

  async function issueCode(uid: string, email: string) {
    const code = await codes.issue(uid, email);
    await deps.sendLoginCode(email, code);
  }

  async function customerIdFor(email: string) {
    const now = deps.clock.now();
    await deps.db
      .insert(customers)
      .values({ email, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: customers.email });
    const [row] = await deps.db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.email}) = ${email}`)
      .orderBy(customers.id)
      .limit(1);
    if (!row) throw new Error("customer row missing after insert");
    return row.id;
  }

  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "8kb", parameterLimit: 10 }));
  router.use((_req, res, next) => {
    res.setHeader("cache-control", "no-store");
    next();
  });

  router.get("/:uid", async (req, res) => {
    const details = await interactionFor(req, res);
    if (!details) return;
    if (details.prompt.name === "consent") {
      // Our own storefront is first-party: record the grant instead of asking.
      const accountId = details.session?.accountId;
      const clientId = details.params.client_id;
      if (!accountId || typeof clientId !== "string") return expired(res);
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ accountId, clientId });
      grant.addOIDCScope(SCOPES.join(" "));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } });
      return;
    }
    const hint = emailSchema.safeParse(details.params.login_hint);
    send(
      res,
      200,
      emailPage({
        action: paths(details.uid).submitEmail,
        csrf: csrfFor(details.uid),
        email: hint.success ? hint.data : undefined,
      }),
    );
  });

  router.post("/:uid/email", async (req, res) => {
    const details = await interactionFor(req, res);
    if (!details) return;
    if (!csrfValid(details.uid, req.body)) return rejectCsrf(res);
    const form = emailForm.safeParse(req.body);
    const email = emailSchema.safeParse(form.success ? form.data.email : "");
    if (!email.success) {
      send(
        res,
        400,
        emailPage({
          action: paths(details.uid).submitEmail,
          csrf: csrfFor(details.uid),
          email: form.success ? form.data.email : "",
          error: "Enter a valid email address, like name@example.com.",
        }),
      );
      return;
    }
    const retryAfter = await limits.codeRequest(clientKey(req.socket.remoteAddress), email.data);
    if (retryAfter) return tooMany(res, retryAfter);
    await issueCode(details.uid, email.data);
    res.redirect(303, paths(details.uid).code);
  });

  router.get("/:uid/code", async (req, res) => {
    const details = await interactionFor(req, res);
    if (!details) return;
    const email = await codes.pendingEmail(details.uid);
    if (!email) return res.redirect(303, paths(details.uid).email);
    send(res, 200, codeView(details.uid, email, {}));
  });

  function codeView(uid: string, email: string, extra: { error?: string; notice?: string }) {
    return codePage({
      email,
      action: paths(uid).code,
      resendAction: paths(uid).resend,
      changeEmailHref: paths(uid).email,
      csrf: csrfFor(uid),
      ...extra,
    });
  }

  router.post("/:uid/code", async (req, res) => {
    const details = await interactionFor(req, res);
    if (!details) return;
    if (!csrfValid(details.uid, req.body)) return rejectCsrf(res);
    const email = await codes.pendingEmail(details.uid);
    if (!email) return res.redirect(303, paths(details.uid).email);
    const form = codeForm.safeParse(req.body);
    const code = form.success ? form.data.code.replace(/\s+/g, "") : "";
    if (!/^\d{6}$/.test(code)) {
      send(res, 400, codeView(details.uid, email, { error: "Enter the 6-digit code." }));
      return;
    }
    const client = clientKey(req.socket.remoteAddress);
    const retryAfter = await limits.codeAttempt(client, email);
    if (retryAfter) return tooMany(res, retryAfter);
    const result = await codes.check(details.uid, code);
    if (!result.ok) {
      if (result.reason === "wrong") await limits.wrongCode(client, email);
      const usedUp =
        result.reason === "locked" || (result.reason === "wrong" && !result.attemptsLeft);
      send(res, usedUp ? 429 : 400, codeView(details.uid, email, { error: codeError(result) }));
      return;
    }
    await limits.signedIn(client, result.email);
    const customerId = await customerIdFor(result.email);
    deps.logger.info("customer signed in", { customerId });
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: customerGid(customerId) } },
      { mergeWithLastSubmission: false },
    );
  });

  router.post("/:uid/resend", async (req, res) => {
    const details = await interactionFor(req, res);
    if (!details) return;
    if (!csrfValid(details.uid, req.body)) return rejectCsrf(res);
    const email = await codes.pendingEmail(details.uid);
    if (!email) return res.redirect(303, paths(details.uid).email);
    const retryAfter = await limits.codeRequest(clientKey(req.socket.remoteAddress), email);
    if (retryAfter) return tooMany(res, retryAfter);
    await issueCode(details.uid, email);
    send(res, 200, codeView(details.uid, email, { notice: `We sent a new code to ${email}.` }));
  });

  return router;
}
