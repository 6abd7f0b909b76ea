import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleBrowser } from "../testing/admin-client";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { freePort } from "../../tests/support/free-port";
import { FIELD_SPEED_PATH } from "./storefront-field-speed";

// The console's Analytics page shows shoppers' field speed, which the storefront keeps in its own
// database: read over HTTP from the storefront's owner route with the shared token, drawn against
// the Core Web Vitals thresholds, and a plain sentence when the storefront cannot be reached.

const TOKEN = "t".repeat(40);
const DAY = "2026-11-27";

/** What the storefront's owner route answers (server/vitals/vitals-owner-report.ts). */
const REPORT = {
  period: { from: DAY, to: DAY },
  templates: ["home", "shop", "product", "account", "other"],
  thresholds: {
    LCP: { good: 2500, poor: 4000 },
    INP: { good: 200, poor: 500 },
    CLS: { good: 0.1, poor: 0.25 },
    FCP: { good: 1800, poor: 3000 },
    TTFB: { good: 800, poor: 1800 },
  },
  p75: [
    { template: "home", metric: "INP", p75: 640, samples: 1, rating: "poor" },
    { template: "product", metric: "LCP", p75: 1740, samples: 100, rating: "good" },
    { template: "product", metric: "CLS", p75: 0.02, samples: 100, rating: "good" },
    { template: "shop", metric: "FCP", p75: 2100, samples: 12, rating: "needs-improvement" },
  ],
};

let storefront: http.Server;
let storefrontUrl: string;
const asked: { url: string; authorization: string | undefined }[] = [];
let withToken: TestProvider;
let unreachable: TestProvider;
let unconfigured: TestProvider;

beforeAll(async () => {
  // A storefront's owner route on loopback: the report to the token, 404 to anything else.
  storefront = http.createServer((req, res) => {
    asked.push({ url: req.url ?? "", authorization: req.headers.authorization });
    const ok =
      req.url?.startsWith(`${FIELD_SPEED_PATH}?`) &&
      req.headers.authorization === `Bearer ${TOKEN}`;
    res.writeHead(ok ? 200 : 404, { "content-type": "application/json" });
    res.end(JSON.stringify(ok ? REPORT : { error: "Not found." }));
  });
  storefront.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => storefront.once("listening", resolve));
  storefrontUrl = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
  const closedPort = await freePort();
  [withToken, unreachable, unconfigured] = await Promise.all([
    startTestProvider({
      env: { OWNER_REPORT_TOKEN: TOKEN, PROVIDER_STOREFRONT_REPORT_URL: storefrontUrl },
    }),
    startTestProvider({
      env: {
        OWNER_REPORT_TOKEN: TOKEN,
        PROVIDER_STOREFRONT_REPORT_URL: `http://127.0.0.1:${closedPort}`,
      },
    }),
    startTestProvider(),
  ]);
});

afterAll(async () => {
  await Promise.all([withToken?.close(), unreachable?.close(), unconfigured?.close()]);
  storefront?.close();
});

const analytics = (t: TestProvider) =>
  consoleBrowser(t.url).open(`/admin/analytics?from=${DAY}&to=${DAY}`);

describe("field speed on the console's Analytics page", () => {
  it("shows each template's p75s against the thresholds, for the period asked", async () => {
    const page = await analytics(withToken);
    expect(page.status).toBe(200);
    expect(asked.at(-1)).toEqual({
      url: `${FIELD_SPEED_PATH}?from=${DAY}&to=${DAY}`,
      authorization: `Bearer ${TOKEN}`,
    });
    const card = page.body.slice(page.body.indexOf('id="field-speed-heading"'));
    expect(card).toContain("Field speed (p75 of shoppers' page loads)");
    for (const threshold of ["good ≤ 2500 ms, poor &gt; 4000 ms", "good ≤ 0.1, poor &gt; 0.25"]) {
      expect(card).toContain(threshold);
    }
    const row = (template: string) => {
      const start = card.indexOf(`<th scope="row">${template}</th>`);
      expect(start, template).toBeGreaterThan(0);
      return card.slice(start, card.indexOf("</tr>", start)).replace(/\s+/g, " ");
    };
    expect(row("product")).toMatch(/1740 ms <span class="badge ok">good<\/span>/);
    expect(row("product")).toContain("100 loads");
    expect(row("product")).toMatch(/0\.02 <span class="badge ok">good/);
    expect(row("home")).toMatch(/640 ms <span class="badge bad">poor/);
    expect(row("shop")).toMatch(/2100 ms <span class="badge">needs improvement/);
    expect(row("account")).toContain("no samples");
  });

  it("says plainly when the storefront cannot be reached, and shows the rest of the page", async () => {
    const page = await analytics(unreachable);
    expect(page.status).toBe(200);
    expect(page.body).toContain("The storefront could not be reached at http://127.0.0.1:");
    expect(page.body).toContain("Top searches");
    expect(page.body).not.toContain("ECONNREFUSED");
  });

  it("says where the owner reads field speed when no token is shared", async () => {
    const page = await analytics(unconfigured);
    expect(page.status).toBe(200);
    expect(page.body).toContain("npm run vitals:report");
  });

  it("treats a wrong token's refusal as unreachable, never as an empty report", async () => {
    const wrong = await startTestProvider({
      env: { OWNER_REPORT_TOKEN: "w".repeat(40), PROVIDER_STOREFRONT_REPORT_URL: storefrontUrl },
    });
    try {
      const page = await analytics(wrong);
      expect(page.body).toContain("The storefront could not be reached");
      expect(page.body).not.toContain("No page loads were measured");
    } finally {
      await wrong.close();
    }
  });
});
