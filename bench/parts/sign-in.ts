import type { Browser, BrowserContext, Cookie } from "@playwright/test";
import { freePort } from "../../tests/support/free-port";
import { signInFromLoginPage } from "../../tests/support/sign-in-screens";
import { median } from "../lib/lighthouse";
import { launchChromium } from "../lib/browser";
import type { BenchOptions } from "../lib/options";
import { startProvider } from "../lib/provider";
import { atMost, fmt, printTable, withMark, type PartResult } from "../lib/report";
import { prepareStorefront, startStorefront } from "../lib/storefront";

const RUNS = 10;
const DEMO_EMAIL = "demo@example.com";
const ORDER_CARDS = 'section[aria-labelledby="order-history-heading"] ul > li';
const ORDERS_PAGE_CARDS = "main ul > li";

interface SignInTiming {
  /** "Sign In with Shopify" pressed → the orders on /account (the provider's screens included). */
  totalMs: number;
  /** The browser asks for /account/callback → the orders on /account. */
  afterCallbackMs: number;
}

/**
 * How long a customer waits to see their orders. Production build, the real provider
 * and its sign-in, a fresh browser context each run (so the account's code and the session
 * start cold, as after a sign-in). The first run types the email and the code from the dev
 * mailbox; the provider allows five codes per email in 15 minutes, so later runs keep its
 * login session (as a returning shopper's browser would) and still go through authorization,
 * the callback, the code exchange and the first orders. Median of 10 each.
 */
export async function benchSignIn(options: BenchOptions): Promise<PartResult> {
  console.log(`\n▶ sign-in: production build (${options.source}) under /tmp/build.lock…`);
  const dir = await prepareStorefront(options.source);
  const storefrontPort = await freePort();
  const providerPort = await freePort();
  const origin = `http://localhost:${storefrontPort}`;
  const provider = await startProvider({ core: 1, port: providerPort, storefrontOrigin: origin });
  try {
    const storefront = await startStorefront({ dir, port: storefrontPort, providerPort, core: 0 });
    const browser = await launchChromium();
    try {
      const providerUrl = `http://localhost:${providerPort}`;
      const session: { cookies: Cookie[] } = { cookies: [] };
      // One unmeasured sign-in warms the server's modules and the provider's answers.
      await (await signInOnce(browser, origin, providerUrl, session)).context.close();
      const signIns: SignInTiming[] = [];
      const ordersPage: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { context, timing } = await signInOnce(browser, origin, providerUrl, session);
        signIns.push(timing);
        await context.close();
      }
      // The orders page of a signed-in customer: a full load, as from a bookmark or a new tab.
      const { context } = await signInOnce(browser, origin, providerUrl, session);
      try {
        for (let i = 0; i < RUNS; i += 1) ordersPage.push(await openOrdersPage(context, origin));
      } finally {
        await context.close();
      }

      const afterCallback = atMost(
        "callback → account page with orders ms (median)",
        median(signIns.map((t) => t.afterCallbackMs)),
        1_500,
        " ms",
      );
      const orders = atMost(
        "/account/orders with orders ms (median, signed in)",
        median(ordersPage),
        500,
        " ms",
      );
      printTable(
        `Sign-in — demo customer, fresh browser context each, ${RUNS} runs`,
        ["moment", "median", "slowest"],
        [
          [
            "Sign In with Shopify → orders on /account",
            fmt.ms(median(signIns.map((t) => t.totalMs))),
            fmt.ms(Math.max(...signIns.map((t) => t.totalMs))),
          ],
          [
            "callback → orders on /account",
            withMark(fmt.ms(afterCallback.value), afterCallback),
            fmt.ms(Math.max(...signIns.map((t) => t.afterCallbackMs))),
          ],
          [
            "open /account/orders → orders shown",
            withMark(fmt.ms(orders.value), orders),
            fmt.ms(Math.max(...ordersPage)),
          ],
        ],
      );
      return {
        part: "sign-in",
        data: { runs: RUNS, signIns, ordersPage },
        checks: [afterCallback, orders],
      };
    } finally {
      await browser.close();
      await storefront.stop();
    }
  } finally {
    await provider.stop();
  }
}

async function signInOnce(
  browser: Browser,
  origin: string,
  providerUrl: string,
  session: { cookies: Cookie[] },
): Promise<{ context: BrowserContext; timing: SignInTiming }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (session.cookies.length) await context.addCookies(session.cookies);
  const page = await context.newPage();
  let callbackAt = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === "/account/callback") {
      callbackAt = performance.now();
    }
  });
  await page.goto(`${origin}/account/login`, { waitUntil: "networkidle" });
  const signInButton = page.getByRole("button", { name: "Sign In with Shopify" });
  await signInButton.waitFor();
  const pressedAt = performance.now();
  await signInFromLoginPage(page, providerUrl, DEMO_EMAIL);
  await page.locator(ORDER_CARDS).first().waitFor({ timeout: 15_000 });
  const shownAt = performance.now();
  session.cookies = await context.cookies(providerUrl);
  if (!callbackAt) throw new Error("the sign-in never reached /account/callback");
  return {
    context,
    timing: { totalMs: shownAt - pressedAt, afterCallbackMs: shownAt - callbackAt },
  };
}

async function openOrdersPage(context: BrowserContext, origin: string): Promise<number> {
  const page = await context.newPage();
  try {
    const started = performance.now();
    await page.goto(`${origin}/account/orders`, { waitUntil: "commit" });
    await page.locator(ORDERS_PAGE_CARDS).first().waitFor({ timeout: 15_000 });
    return performance.now() - started;
  } finally {
    await page.close();
  }
}
