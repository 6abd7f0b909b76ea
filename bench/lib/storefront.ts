import fs from "node:fs";
import path from "node:path";
import { ROOT, runCommand, startNodeProcess, tempDir, type StartedProcess } from "./processes";

/** "worktree" (uncommitted work included) or a git revision such as HEAD. */
export type BuildSource = "worktree" | (string & {});

/**
 * Builds the storefront for production and returns a directory that holds a frozen copy of the
 * build and the server's sources. Other engineers rebuild in this checkout at any moment; a
 * rebuild mid-run would swap the hashed assets under the running server, so the bench serves
 * its own snapshot. A git revision (e.g. HEAD) builds that commit instead of the working
 * tree, for when uncommitted work in progress does not build.
 */
export async function prepareStorefront(source: BuildSource): Promise<string> {
  const snapshot = tempDir("storefront");
  if (source !== "worktree") {
    await runCommand("sh", ["-c", 'git archive "$1" | tar -x -C "$0"', snapshot, source]);
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(snapshot, "node_modules"));
    // The build lock serialises builds and Playwright runs across engineers (CPU and build/).
    await runCommand("flock", ["/tmp/build.lock", "npm", "run", "build"], { cwd: snapshot });
    return snapshot;
  }
  // Build and copy under one lock, so nobody else's build lands between the two.
  await runCommand("flock", [
    "/tmp/build.lock",
    "sh",
    "-c",
    'npm run build && cp -a build server app package.json tsconfig.json "$0"/',
    snapshot,
  ]);
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(snapshot, "node_modules"));
  return snapshot;
}

/** Starts `node --import tsx server/index.ts` from the snapshot in production mode. */
export async function startStorefront(options: {
  dir: string;
  port: number;
  providerPort: number;
  core?: number;
  /** More configuration (e.g. SMTP_URL for the contact outbox). */
  env?: Record<string, string>;
  /** V8 flags, e.g. the soak's heap probe. */
  nodeFlags?: string[];
}): Promise<StartedProcess> {
  return startNodeProcess({
    name: "storefront",
    entry: path.relative(ROOT, path.join(options.dir, "server/index.ts")),
    port: options.port,
    core: options.core,
    nodeFlags: options.nodeFlags,
    // Any answer short of a server error means it listens; pages may still be placeholders.
    healthPath: "/robots.txt",
    anyStatus: true,
    cwd: options.dir,
    env: {
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      // The shop's origin; the bench's clients ask for 127.0.0.1, one of its loopback names.
      STOREFRONT_ORIGIN: `http://localhost:${options.port}`,
      PROVIDER_PORT: String(options.providerPort),
      PUBLIC_STORE_DOMAIN: `http://localhost:${options.providerPort}`,
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: `http://localhost:${options.providerPort}`,
      // Its own data (contact messages) goes to a throwaway folder, not the checkout's .data/.
      DATA_DIR: tempDir("storefront-data"),
      ...options.env,
    },
  });
}
