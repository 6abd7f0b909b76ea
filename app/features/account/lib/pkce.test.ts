import { describe, expect, it } from "vitest";
import {
  codeChallenge,
  createCodeVerifier,
  createState,
  randomUnreserved,
  UNRESERVED,
} from "./pkce";

describe("PKCE values", () => {
  it("makes a 128-character verifier and a 32-character state from the unreserved set", () => {
    const verifier = createCodeVerifier();
    const state = createState();
    expect(verifier).toHaveLength(128);
    expect(state).toHaveLength(32);
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]+$/);
    expect(state).toMatch(/^[A-Za-z0-9\-._~]+$/);
    expect(createCodeVerifier()).not.toBe(verifier);
  });

  it("throws away bytes that would favour the first characters", () => {
    // Bytes from 198 (3 × 66) up are skipped: a plain modulo would turn 255 into "5" and 198 into
    // "A", making those characters likelier than "~".
    const queue = [255, 8, 0, 65, 198, 100, 66];
    const fill = (target: Uint8Array) => {
      target.fill(0);
      queue.splice(0, target.length).forEach((b, i) => (target[i] = b));
    };
    expect(randomUnreserved(5, fill)).toBe("IA~iA");
  });

  it("draws every character about equally often", () => {
    const counts = new Map<string, number>();
    const sample = randomUnreserved(66 * 3000);
    for (const ch of sample) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(UNRESERVED.length);
    // Expected 3000 each (σ ≈ 54); a modulo bias would put the first 58 near 3100 and the last 8
    // near 2300.
    for (const n of counts.values()) expect(Math.abs(n - 3000)).toBeLessThan(400);
  });

  it("derives the S256 challenge of RFC 7636's example", async () => {
    await expect(codeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).resolves.toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });
});
