import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  Browser,
  discover,
  latestCode,
  signIn,
  startAuthorization,
  type Page,
} from "../../tests/support/sign-in";
import { fetchFrom } from "../testing/fetch-from";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// How sign-in codes are limited, over HTTP against the real provider: a stranger's requests
// cannot keep the owner of an email from signing in, and guessing codes is bounded for good,
// not per 15-minute window. Two clients are two loopback addresses (127.0.0.1 and 127.0.0.2).

let t: TestProvider;
let shop: string;

beforeAll(async () => {
  t = await startTestProvider();
  shop = t.config.storefrontOrigin;
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Moves every clock forward (the provider's, oidc-provider's and the rate limiter's). */
function advance(ms: number) {
  vi.setSystemTime(new Date(Date.now() + ms));
}

async function emailPage(browser: Browser) {
  const start = await startAuthorization(t, await discover(t));
  const page = await browser.go(start.url.href);
  expect(page.status).toBe(200);
  return page;
}

const resend = (browser: Browser, codePage: Page) => browser.submit(codePage, {}, 1);

async function wrongCode(email: string) {
  const code = await latestCode(t, email);
  return code === "000000" ? "111111" : "000000";
}

describe("a stranger and the owner of an email", () => {
  it("the owner signs in after a stranger asked many codes for their email and guessed some", async () => {
    const email = "owner@example.com";
    const stranger = new Browser(shop, fetchFrom("127.0.0.2"));
    let codePage = await stranger.submit(await emailPage(stranger), { email });
    expect(codePage.status).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      codePage = await resend(stranger, codePage);
      expect(codePage.status).toBe(200);
    }
    const limited = await resend(stranger, codePage);
    expect(limited.status).toBe(429);
    expect(limited.body).toContain("There have been too many sign-in attempts");
    // A new sign-in from the same client is limited the same way.
    const again = await stranger.submit(await emailPage(stranger), { email });
    expect(again.status).toBe(429);
    const wrong = await wrongCode(email);
    for (let i = 0; i < 5; i += 1) await stranger.submit(codePage, { code: wrong });

    const owner = await signIn(t, email);
    expect(owner.tokens.access_token).toMatch(/^shcat_/);
  });
});

describe("guessing codes", () => {
  it("is refused beyond the daily cap, even after the 15-minute window has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    const email = "guesser@example.com";
    const browser = new Browser(shop);
    let codePage = await browser.submit(await emailPage(browser), { email });

    async function useUpCode() {
      const wrong = await wrongCode(email);
      let result = codePage;
      for (let i = 0; i < 5; i += 1) result = await browser.submit(codePage, { code: wrong });
      expect(result.status).toBe(429);
      expect(result.body).toContain("Too many incorrect attempts. Send a new code to try again.");
    }

    // The first code used up: a new one may be asked at once.
    await useUpCode();
    codePage = await resend(browser, codePage);
    expect(codePage.body).toContain("We sent a new code");
    // Each further one makes the client wait longer: 1 minute, then 2.
    for (const minutes of [1, 2]) {
      await useUpCode();
      const early = await resend(browser, codePage);
      expect(early.status).toBe(429);
      expect(early.body).toContain(
        `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
      expect(Number(early.headers.get("retry-after"))).toBeLessThanOrEqual(minutes * 60);
      advance(minutes * 60 * 1000 + 1000);
      codePage = await resend(browser, codePage);
      expect(codePage.status).toBe(200);
    }
    // 20 wrong codes for this email from this client: the day's cap.
    await useUpCode();
    const code = await latestCode(t, email);
    advance(16 * 60 * 1000);
    const refusedRequest = await resend(browser, codePage);
    expect(refusedRequest.status).toBe(429);
    expect(refusedRequest.body).toContain("There have been too many sign-in attempts");
    expect(Number(refusedRequest.headers.get("retry-after"))).toBeGreaterThan(20 * 60 * 60);
    const refusedTry = await browser.submit(codePage, { code });
    expect(refusedTry.status).toBe(429);
    expect(refusedTry.body).toContain("There have been too many sign-in attempts");

    // A day later the client may try again, and a right code signs in.
    advance(24 * 60 * 60 * 1000);
    const later = await browser.submit(await emailPage(browser), { email });
    expect(later.status).toBe(200);
    const done = await browser.submit(later, { code: await latestCode(t, email) });
    expect(done.url.startsWith(`${shop}/account/callback?code=`)).toBe(true);
  });
});
