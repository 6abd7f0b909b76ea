import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { DatabaseInUseError, openStorefrontDatabase } from "./client";
import { contactMessages } from "./schema";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

function scriptEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return env;
}

describe("the storefront's embedded database", () => {
  it("keeps messages on disk, and refuses a second process while one has it open", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-db-"));
    try {
      const first = await openStorefrontDatabase({ dataDir });
      await first.db.insert(contactMessages).values({
        name: "Dana Cole",
        email: "dana@example.com",
        subject: "Feedback & Suggestions",
        message: "Lovely little shop, thank you!",
      });
      await expect(openStorefrontDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseInUseError);

      // npm run contact:messages says so instead of crashing.
      const busy = await run("npx", ["tsx", "scripts/contact-messages.ts"], {
        cwd: root,
        env: scriptEnv(dataDir),
      }).catch((error: { code: number; stderr: string }) => error);
      expect("code" in busy && busy.code).toBe(2);
      expect((busy as { stderr: string }).stderr).toMatch(/in use by another process \(pid \d+\)/);
      await first.close();

      const listed = await run("npx", ["tsx", "scripts/contact-messages.ts"], {
        cwd: root,
        env: scriptEnv(dataDir),
      });
      expect(listed.stdout).toMatch(/Feedback & Suggestions {2}— {2}Dana Cole <dana@example.com>/);
      expect(listed.stdout).toMatch(/pending \(not tried yet\)/);
      expect(listed.stdout).toMatch(/\| Lovely little shop, thank you!/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
