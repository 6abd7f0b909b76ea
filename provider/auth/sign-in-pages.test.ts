import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  Browser,
  discover,
  forms,
  latestCode,
  redirectUri,
  startAuthorization,
} from "../../tests/support/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// The pages a shopper sees while signing in: the authorization endpoint's refusals and the
// login screen with its codes.

let t: TestProvider;
let shop: string;
let issuer: string;

beforeAll(async () => {
  t = await startTestProvider();
  shop = t.config.storefrontOrigin;
  issuer = `${t.url}/authentication/${t.config.shopId}`;
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function newBrowserAt(path: string) {
  const browser = new Browser(shop);
  const config = await discover(t);
  const start = await startAuthorization(t, config);
  const page = await browser.go(start.url.href);
  return { browser, config, start, page: path === "email" ? page : page };
}

describe("authorization endpoint failures", () => {
  it("shows an error page, never a redirect, for a redirect_uri that is not registered exactly", async () => {
    const config = await discover(t);
    for (const uri of [
      `${redirectUri(t)}/`,
      `${redirectUri(t)}?x=1`,
      "https://evil.test/account/callback",
    ]) {
      const start = await startAuthorization(t, config, { redirect_uri: uri });
      const response = await fetch(start.url, { redirect: "manual" });
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("redirect_uri");
    }
  });

  it("refuses requests without PKCE or with the plain method, back to the client with state", async () => {
    const config = await discover(t);
    const variants: [string, (url: URL) => void][] = [
      [
        "missing",
        (url) => {
          url.searchParams.delete("code_challenge");
          url.searchParams.delete("code_challenge_method");
        },
      ],
      ["plain", (url) => url.searchParams.set("code_challenge_method", "plain")],
      ["short", (url) => url.searchParams.set("code_challenge", "a".repeat(42))],
    ];
    for (const [, mutate] of variants) {
      const start = await startAuthorization(t, config);
      mutate(start.url);
      const response = await fetch(start.url, { redirect: "manual" });
      const location = new URL(response.headers.get("location") ?? "about:blank");
      expect(location.origin + location.pathname).toBe(redirectUri(t));
      expect(location.searchParams.get("error")).toBe("invalid_request");
      expect(location.searchParams.get("state")).toBe(start.state);
      expect(location.searchParams.get("code")).toBeNull();
    }
  });

  it("escapes reflected parameters on its error page and sends a CSP", async () => {
    const response = await fetch(
      `${issuer}/oauth/authorize?client_id=${encodeURIComponent("<script>alert(1)</script>")}&response_type=code`,
    );
    const body = await response.text();
    expect(response.status).toBe(400);
    expect(body).not.toContain("<script>alert(1)");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});

describe("the login screen", () => {
  async function emailPage() {
    const { browser, page } = await newBrowserAt("email");
    expect(page.status).toBe(200);
    return { browser, page };
  }

  it("is accessible, styled without inline code, and sent with security headers", async () => {
    const { page } = await emailPage();
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toMatch(/<label for="email">/);
    expect(page.body).toMatch(/id="email"[^>]*type="email"[^>]*autocomplete="email"/);
    expect(page.body).not.toMatch(/<script|<style|style=/);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("cache-control")).toContain("no-store");
  });

  it("escapes what it reflects", async () => {
    const { browser, page } = await emailPage();
    const xss = '"><script>alert(1)</script>@x.com';
    const result = await browser.submit(page, { email: xss });
    expect(result.status).toBe(400);
    expect(result.body).not.toContain("<script>alert(1)");
    expect(result.body).toContain("&quot;&gt;&lt;script&gt;");
    expect(result.body).toMatch(/aria-describedby="email-error"/);
  });

  it("refuses a POST without the form's CSRF token", async () => {
    const { browser, page } = await emailPage();
    const form = forms(page.body)[0];
    const action = new URL(form?.action ?? "", page.url).href;
    const missing = await browser.request(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "csrf@example.com" }),
    });
    expect(missing.status).toBe(403);
    const wrong = await browser.submit(page, { email: "csrf@example.com", csrf: "forged" });
    expect(wrong.status).toBe(403);
  });

  it("locks a code after 5 wrong attempts until a new one is requested", async () => {
    const email = "locked@example.com";
    const { browser, page } = await emailPage();
    const codePage = await browser.submit(page, { email });
    expect(codePage.body).toContain(`Enter the 6-digit code we sent to <strong>${email}</strong>`);
    expect(codePage.body).toMatch(/inputmode="numeric"/);
    expect(codePage.body).toMatch(/autocomplete="one-time-code"/);
    const code = await latestCode(t, email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    let result = codePage;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      result = await browser.submit(codePage, { code: wrongCode });
    }
    expect(result.status).toBe(429);
    expect(result.body).toContain("Too many incorrect attempts");
    const correctButLocked = await browser.submit(codePage, { code });
    expect(correctButLocked.url.startsWith(shop)).toBe(false);
    expect(correctButLocked.body).toContain("Too many incorrect attempts");

    const resent = await browser.submit(codePage, {}, 1);
    expect(resent.body).toContain("We sent a new code");
    const done = await browser.submit(resent, { code: await latestCode(t, email) });
    expect(done.url.startsWith(`${redirectUri(t)}?code=`)).toBe(true);
  });

  it("expires a code after 10 minutes", async () => {
    const email = "slow@example.com";
    const { browser, page } = await emailPage();
    const codePage = await browser.submit(page, { email });
    const code = await latestCode(t, email);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const late = await browser.submit(codePage, { code });
    expect(late.status).toBe(400);
    expect(late.body).toContain("This code has expired");
  });

  it("limits code requests per email with a friendly 429", async () => {
    // The limiter reads Date; moving it moves the provider's clock too.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    const email = "greedy@example.com";
    const { browser, page } = await emailPage();
    let codePage = await browser.submit(page, { email });
    for (let i = 0; i < 4; i += 1) codePage = await browser.submit(codePage, {}, 1);
    const limited = await browser.submit(codePage, {}, 1);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body).toContain("Please try again in");
    vi.setSystemTime(new Date(Date.now() + 15 * 60 * 1000 + 1000));
    const later = await browser.submit(codePage, {}, 1);
    expect(later.status).toBe(200);
  });

  it("delivers codes to a dev mailbox that escapes what it shows", async () => {
    const email = "o'brien+tag@example.com";
    const { browser, page } = await emailPage();
    await browser.submit(page, { email });
    const mailbox = await (await fetch(`${t.url}/mailbox`)).text();
    expect(mailbox).toContain("o&#39;brien+tag@example.com");
    expect(mailbox).not.toContain("o'brien");
    expect(await latestCode(t, email)).toMatch(/^\d{6}$/);
  });
});
