import express, { type Request, type Response } from "express";
import { z } from "zod";
import type { ProviderConfig } from "../config";
import { ChangeRefused } from "../db/change-refused";
import { allowedClients } from "../http/client-filter";
import { devOnly } from "../http/dev-only";
import type { AdminDeps } from "./admin-deps";
import { createAdminApi } from "./admin-api";
import { ADMIN_OPERATIONS } from "./admin-operations";
import { consoleForms, csrfToken, csrfValid } from "./console-form";
import { consoleLayout, consoleMessage } from "./console-layout";
import type { ConsolePage } from "./console-page";
import { CONSOLE_PAGES } from "./console-pages";
import { CONSOLE_STYLESHEET, CONSOLE_STYLESHEET_PATH } from "./console-style";

/** The most of a page's own URL kept in its forms' way back. */
const MAX_BACK_CHARS = 500;

const formBody = z
  .object({ csrf: z.string().optional(), back: z.string().max(MAX_BACK_CHARS).optional() })
  .catchall(z.string().max(2_000));

/**
 * The merchant console, mounted at /admin: server-rendered pages (CONSOLE_PAGES) whose forms post
 * to the operations (ADMIN_OPERATIONS) at /admin/actions/<name>, and the same operations as a
 * token-authenticated JSON API at /admin/api. All of it answers only the clients
 * PROVIDER_ADMIN_CLIENTS allows (loopback by default) naming a host this provider serves.
 */
export function createAdminRoutes(
  deps: AdminDeps,
  config: Pick<ProviderConfig, "allowedHosts" | "publicUrl" | "adminClients" | "adminToken">,
) {
  const secure = config.publicUrl.startsWith("https:");
  const router = express.Router();
  router.use(devOnly(config, allowedClients(config.adminClients)));
  router.use("/api", createAdminApi(deps, config.adminToken));

  router.get(CONSOLE_STYLESHEET_PATH.replace(/^\/admin/, ""), (_req, res) => {
    res.type("css").setHeader("Cache-Control", "no-cache").send(CONSOLE_STYLESHEET);
  });

  function pageHeaders(res: Response) {
    res.setHeader(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.type("html");
  }

  async function shopName() {
    return (await deps.store.get()).shopName;
  }

  /** Draws `page` as seen at `here` (its path and query), with an operation's outcome. */
  async function show(
    req: Request,
    res: Response,
    page: ConsolePage,
    here: string,
    outcome: { status: number; notice?: string; error?: string } = { status: 200 },
  ) {
    const csrf = csrfToken(req, res, secure);
    const query = new URLSearchParams(here.includes("?") ? here.slice(here.indexOf("?")) : "");
    const body = await page.render(deps, { query, forms: consoleForms(csrf, here), here });
    pageHeaders(res);
    res.status(outcome.status).send(
      consoleLayout({
        shopName: await shopName(),
        nav: CONSOLE_PAGES,
        current: page.path,
        title: page.title,
        notice: outcome.notice ?? null,
        error: outcome.error ?? null,
        body,
      }),
    );
  }

  async function message(res: Response, status: number, title: string, text: string) {
    pageHeaders(res);
    res.status(status).send(consoleMessage(await shopName(), title, text));
  }

  /** The console page a form came from, and the URL it was seen at; the first page otherwise. */
  function pageAt(back: string | undefined): { page: ConsolePage; here: string } {
    const first = CONSOLE_PAGES[0]!;
    const url = back?.startsWith("/admin/") ? URL.parse(back, "http://console.invalid") : null;
    const page = url && CONSOLE_PAGES.find((p) => `/admin${p.path}` === url.pathname);
    return page
      ? { page, here: `${url.pathname}${url.search}` }
      : { page: first, here: `/admin${first.path}` };
  }

  const handle =
    (work: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) => {
      work(req, res).catch(async (error: unknown) => {
        deps.logger.error("admin console failed", { path: req.path, error });
        if (res.headersSent) return;
        await message(
          res,
          500,
          "Something went wrong",
          "The console couldn't do that. Nothing was changed if the change didn't finish; try again.",
        ).catch(() => res.end());
      });
    };

  router.get("/", (_req, res) => {
    res.redirect(303, `/admin${CONSOLE_PAGES[0]!.path}`);
  });

  for (const page of CONSOLE_PAGES) {
    router.get(
      page.path,
      handle(async (req, res) => {
        const here = req.originalUrl.slice(0, MAX_BACK_CHARS);
        await show(req, res, page, here);
      }),
    );
  }

  router.post(
    "/actions/:operation",
    express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 30 }),
    handle(async (req, res) => {
      const body = formBody.safeParse(req.body ?? {});
      if (!body.success || !csrfValid(req, body.data.csrf)) {
        await message(
          res,
          403,
          "This form has expired",
          "The console couldn't confirm this form came from its own page, so nothing was changed. Reload the page and try again.",
        );
        return;
      }
      const { page, here } = pageAt(body.data.back);
      const input = Object.fromEntries(
        Object.entries(body.data).filter(([name]) => name !== "csrf" && name !== "back"),
      );
      const operation = ADMIN_OPERATIONS.get(String(req.params.operation));
      if (!operation) {
        await show(req, res, page, here, { status: 404, error: "The console has no such action." });
        return;
      }
      try {
        const outcome = await operation.run(deps, input);
        await show(req, res, page, here, { status: 200, notice: outcome.message });
      } catch (error) {
        if (!(error instanceof ChangeRefused)) throw error;
        await show(req, res, page, here, { status: error.status, error: error.message });
      }
    }),
  );

  router.use(
    handle(async (_req, res) => {
      await message(res, 404, "Page not found", "The console has no page at this address.");
    }),
  );
  return router;
}
