import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { signIn } from "./sign-in-harness";

let t: TestProvider;

beforeAll(async () => {
  const started = Date.now();
  t = await startTestProvider();
  console.log("provider started in", Date.now() - started, "ms");
});

afterAll(async () => {
  await t?.close();
});

describe("sign-in", () => {
  it("signs in with an emailed code and gets Shopify-shaped tokens", async () => {
    const { tokens } = await signIn(t);
    expect(tokens.access_token).toMatch(/^shcat_/);
    expect(tokens.refresh_token).toMatch(/^shcrt_/);
    expect(tokens.expires_in).toBe(3600);
    console.log(tokens);
  });
});
