import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Starts a throwaway PostgreSQL from the machine's own binaries (initdb/pg_ctl) so data-layer
 * tests run against a real server as well as PGlite. Returns null, with the reason, when no
 * binaries exist; PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export function findPostgresBinaries(): string | null {
  const candidates = [
    ...(process.env.PATH ?? "").split(path.delimiter),
    ...safeList("/usr/lib/postgresql")
      .sort()
      .reverse()
      .map((version) => `/usr/lib/postgresql/${version}/bin`),
  ];
  for (const dir of candidates) {
    if (fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl"))) {
      return fs.realpathSync(dir);
    }
  }
  return null;
}

function safeList(dir: string) {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

export interface PostgresServer {
  url: string;
  stop(): void;
}

export async function startPostgres(port: number): Promise<PostgresServer | { skipped: string }> {
  const bin = findPostgresBinaries();
  if (!bin) return { skipped: "no initdb/pg_ctl on this machine" };
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-pg-"));
  const data = path.join(dir, "data");
  const run = (command: string, args: string[]) => {
    const [file, argv] = isRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`);
    }
  };
  if (isRoot) {
    fs.chmodSync(dir, 0o777);
    execFileSync("chown", ["postgres", dir]);
  }
  run("initdb", ["-D", data, "-U", "boutique", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start",
  ]);
  return {
    url: `postgres://boutique@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
