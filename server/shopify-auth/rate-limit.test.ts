import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port";
import { type PostgresServer, startPostgres } from "../../tests/support/postgres-server";
import { openStorefrontDatabase, type StorefrontDatabaseHandle } from "../db/client";
import { AUTH_RATE_LIMIT, createAuthLimiter } from "./rate-limit";
import { type Listening, postAuth, startShop } from "../test-support/shopify-auth-shop";

// Two storefront instances over one PostgreSQL database: a client's sign-in requests count
// once, whichever instance answers them.

let postgres: PostgresServer | undefined;
let skipped = "";
let database: StorefrontDatabaseHandle;
const shops: Listening[] = [];

beforeAll(async () => {
  const started = await startPostgres(await freePort());
  if ("skipped" in started) {
    skipped = started.skipped;
    return;
  }
  postgres = started;
  database = await openStorefrontDatabase({ databaseUrl: postgres.url, dataDir: "unused" });
  for (let i = 0; i < 2; i += 1) {
    shops.push(
      await startShop(() => ({
        customerAccountApiUrl: "http://127.0.0.1:9",
        clientId: "shp_test-client-0001",
        limiter: createAuthLimiter(database.pool),
      })),
    );
  }
});

afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.close()));
  await database?.close();
  postgres?.stop();
});

describe("the sign-in rate limit on PostgreSQL", () => {
  it("holds across instances", async (context) => {
    if (skipped) context.skip(skipped);
    const [a, b] = shops as [Listening, Listening];
    // Refused for the wrong client before any outbound call, but counted all the same.
    const body = { action: "refresh", tokenEndpoint: "x", clientId: "other", refreshToken: "r" };
    for (let i = 0; i < AUTH_RATE_LIMIT.points; i += 1) {
      const answer = await postAuth(i % 2 ? a.url : b.url, body);
      expect(answer.status).toBe(400);
    }
    for (const shop of [a, b]) {
      const answer = await postAuth(shop.url, body);
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });
});
