import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port";
import { startPostgres } from "../../tests/support/postgres-server";
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
  it("creates a new data folder in a child process, so the server never holds initdb's memory", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-db-"));
    try {
      const before = process.memoryUsage().external;
      const handle = await openStorefrontDatabase({ dataDir });
      const grown = process.memoryUsage().external - before;
      await handle.close();
      expect(fs.existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
      // Opening an existing folder takes about 210 MB of WebAssembly memory; creating one in
      // this process took about 660 MB, kept for the life of the process.
      expect(grown).toBeLessThan(400 * 1024 * 1024);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the storefront's database on PostgreSQL", () => {
  it("lets instances that start together migrate one fresh database, once", async () => {
    const postgres = await startPostgres(await freePort());
    if ("skipped" in postgres) {
      // The machines this runs on have PostgreSQL (CI installs it); say so rather than pass.
      expect.fail(`PostgreSQL should be available on this machine: ${postgres.skipped}`);
    }
    try {
      const opened = await Promise.all(
        [1, 2, 3, 4].map(() =>
          openStorefrontDatabase({ databaseUrl: postgres.url, dataDir: "unused" }),
        ),
      );
      try {
        const { rows } = await opened[0]!.pool!.query<{ runs: number }>(
          "select count(*)::int as runs from drizzle.__storefront_migrations",
        );
        const migrations = fs
          .readdirSync(path.join(import.meta.dirname, "migrations"))
          .filter((file) => file.endsWith(".sql"));
        expect(rows[0]!.runs).toBe(migrations.length);
      } finally {
        await Promise.all(opened.map((handle) => handle.close()));
      }
    } finally {
      postgres.stop();
    }
  }, 60_000);
});
