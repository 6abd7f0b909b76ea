import {
  test as base,
  expect,
  type ConsoleMessage,
  type Page,
  type Response,
} from "@playwright/test";

export { expect };

export interface PageProblems {
  /** A console error the journey provokes on purpose (the 404 page's log, a refused request). */
  expect(...patterns: RegExp[]): void;
}

/** What a not-found page leaves in the console: the browser's note of the 404, and the app's log. */
export const NOT_FOUND_LOGS = [
  /status of 404 \(Not Found\)/,
  /404 Error: User attempted to access non-existent route/,
];

/**
 * Every journey fails on a console error or an uncaught exception in the page, unless it names
 * the error it provokes: a broken hydration or a script error is a bug a shopper would meet even
 * when every visible assertion passes.
 */
/**
 * The privacy choice every journey's browser starts with: declined, so the consent banner (shown
 * on a first visit) never sits over what a journey clicks and no analytics leave its pages. The
 * consent journeys start without one: `test.use({ privacyChoice: null })`.
 */
export const DECLINED_CHOICE = "a0.m0.p0.s0";

/**
 * The storefront's pages paint before their scripts load, so a page that has "loaded" may not
 * be interactive yet. Every `page.goto` and `page.reload` of a storefront page (with scripts on)
 * waits until the app marks the document hydrated; a journey about the moments before that
 * passes `waitUntil: "commit"`.
 */
async function waitForHydration(page: Page, response: Response | null, baseURL?: string) {
  if (!response || !baseURL || !response.ok()) return;
  if (new URL(response.url()).origin !== new URL(baseURL).origin) return;
  if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
}

export const test = base.extend<{ pageProblems: PageProblems; privacyChoice: string | null }>({
  privacyChoice: [DECLINED_CHOICE, { option: true }],
  page: async ({ page, baseURL, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== "commit") await waitForHydration(page, response, baseURL);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== "commit") await waitForHydration(page, response, baseURL);
        return response;
      };
    }
    await use(page);
  },
  context: async ({ context, privacyChoice, baseURL }, use) => {
    if (privacyChoice && baseURL) {
      await context.addCookies([{ name: "boutique_privacy", value: privacyChoice, url: baseURL }]);
    }
    await use(context);
  },
  pageProblems: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const expected: RegExp[] = [];
      page.on("console", (message: ConsoleMessage) => {
        if (message.type() === "error") seen.push(`console error: ${describe(message)}`);
      });
      page.on("pageerror", (error) => seen.push(`uncaught exception: ${error.message}`));
      await use({ expect: (...patterns) => expected.push(...patterns) });
      const unexpected = seen.filter(
        (problem) => !expected.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, "console errors and uncaught exceptions in the page").toEqual([]);
    },
    { auto: true },
  ],
});

function describe(message: ConsoleMessage): string {
  const { url } = message.location();
  return url ? `${message.text()} (${url})` : message.text();
}
