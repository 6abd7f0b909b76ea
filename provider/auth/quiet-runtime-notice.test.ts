import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// A fresh Node process each time: oidc-provider writes its notice once, as it is first imported.

const root = path.resolve(import.meta.dirname, "../..");
const NOTICE = "oidc-provider WARNING: Unsupported runtime";

async function stderrOf(script: string): Promise<string> {
  const { stderr } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    { cwd: root },
  );
  return stderr;
}

describe("oidc-provider's runtime notice", () => {
  it("is not written when the provider loads the library, and console.warn works after", async () => {
    const stderr = await stderrOf(
      'await import("./provider/auth/oidc-library.ts"); console.warn("a later warning");',
    );
    expect(stderr).toBe("a later warning\n");
  });

  it.runIf(process.release.lts === "Iron")(
    "is written on Node 20 by the library imported directly (what the quieting drops)",
    async () => {
      expect(await stderrOf('await import("oidc-provider");')).toContain(NOTICE);
    },
  );
});
