import { test as base, expect, type ConsoleMessage } from "@playwright/test";

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
export const test = base.extend<{ pageProblems: PageProblems }>({
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
