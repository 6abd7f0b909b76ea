import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every child and temp dir the benches create, so one exit hook can clean them all up. */
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
const cleanups = new Set<() => void | Promise<void>>();

let hooksInstalled = false;
function installExitHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // 'exit' handlers must be synchronous: SIGKILL whatever is left, remove temp dirs.
  process.on("exit", () => {
    for (const child of children) killTree(child, "SIGKILL");
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping benchmark processes…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}

/** Runs registered cleanups (browsers, servers), then stops children politely. */
export async function cleanupAll() {
  for (const cleanup of [...cleanups].reverse()) {
    try {
      await cleanup();
    } catch {
      // Cleanup is best effort; the exit hook still kills what is left.
    }
  }
  cleanups.clear();
  await Promise.all([...children].map((child) => stopProcess(child)));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

export function onCleanup(cleanup: () => void | Promise<void>) {
  installExitHooks();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** A fresh temp dir that disappears when the run ends. */
export function tempDir(prefix: string) {
  installExitHooks();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `boutique-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Read before `pinSelf` narrows this process's affinity (which availableParallelism follows). */
export const CORES = os.availableParallelism();

let tasksetPath: string | null | undefined;
/** `taskset` when installed and the machine has at least two cores to split; otherwise null. */
export function taskset(): string | null {
  if (tasksetPath !== undefined) return tasksetPath;
  tasksetPath = null;
  if (CORES < 2) return tasksetPath;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, "taskset");
    if (fs.existsSync(candidate)) {
      tasksetPath = candidate;
      break;
    }
  }
  return tasksetPath;
}

let selfPinned = false;

/**
 * Pins this process (all its threads, `-a`) to one core so the load generator does not steal
 * cycles from the server under test. Returns whether pinning happened.
 */
export function pinSelf(core: number): boolean {
  const bin = taskset();
  if (!bin) return false;
  try {
    execFileSync(bin, ["-a", "-p", "-c", String(core), String(process.pid)], { stdio: "ignore" });
    selfPinned = true;
    return true;
  } catch {
    return false;
  }
}

/** Gives this process every core again, e.g. while Chromium (which inherits it) renders. */
export function unpinSelf(): void {
  const bin = taskset();
  if (!bin || !selfPinned) return;
  try {
    execFileSync(bin, ["-a", "-p", "-c", `0-${CORES - 1}`, String(process.pid)], {
      stdio: "ignore",
    });
    selfPinned = false;
  } catch {
    // Stay pinned; Lighthouse still runs, only on one core.
  }
}

/**
 * The command line for a child: pinned to `core`, or — since children inherit this pinned
 * process's affinity — explicitly given every core again (builds, browsers).
 */
export function pinnedCommand(
  command: string,
  args: string[],
  core: number | "any" = "any",
): [string, string[]] {
  const bin = taskset();
  if (!bin) return [command, args];
  if (core === "any") {
    return selfPinned ? [bin, ["-c", `0-${CORES - 1}`, command, ...args]] : [command, args];
  }
  return [bin, ["-c", String(core), command, ...args]];
}

export interface StartedProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  url: string;
  port: number;
  /** The last lines of its output, for error messages when it dies. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  name: string;
  /** Script to run with `node --import tsx`, relative to the repository root. */
  entry: string;
  env: Record<string, string>;
  port: number;
  /** Path polled until it answers 2xx (or any status below 500 with `anyStatus`). */
  healthPath: string;
  anyStatus?: boolean;
  /** Core to pin to with taskset, when available. */
  core?: number;
  timeoutMs?: number;
  /** Working directory; the repository root unless given. */
  cwd?: string;
  /** V8 flags the server runs with in production. */
  nodeFlags?: string[];
}

/** Starts `node --import tsx <entry>` as a separate process and waits until it is healthy. */
export async function startNodeProcess(options: StartOptions): Promise<StartedProcess> {
  installExitHooks();
  // BENCH_PROFILE=1 writes a V8 CPU profile per server to bench/results/profiles (on exit).
  const profile = process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${path.join(ROOT, "bench/results/profiles", options.name)}`]
    : [];
  const nodeArgs = [
    ...profile,
    ...(options.nodeFlags ?? []),
    "--import",
    "tsx",
    path.resolve(ROOT, options.entry),
  ];
  // taskset execs node, so the pid we get is node's own and /proc/<pid> reads the server.
  const [command, args] = pinnedCommand(process.execPath, nodeArgs, options.core);
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = `http://127.0.0.1:${options.port}`;
  const started: StartedProcess = {
    name: options.name,
    child,
    pid: child.pid ?? -1,
    url,
    port: options.port,
    output: () => lines.join("\n"),
    stop: () => stopProcess(child),
  };
  try {
    await waitForHealth(
      `${url}${options.healthPath}`,
      child,
      options.timeoutMs ?? 60_000,
      options.anyStatus ?? false,
    );
  } catch (error) {
    await started.stop();
    throw new Error(
      `${options.name} did not become healthy: ${(error as Error).message}\n${started.output()}`,
    );
  }
  return started;
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  anyStatus: boolean,
) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "not listening";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`exited early (${child.signalCode ?? `code ${child.exitCode}`})`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok || (anyStatus && response.status < 500)) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs} ms (${lastProblem})`);
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killTree(child, "SIGTERM");
  const timer = setTimeout(() => killTree(child, "SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

/** Children run in their own process group (detached), so the group id is their pid. */
function killTree(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

/** Runs a command to completion with inherited output, e.g. the production build. */
export async function runCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
) {
  installExitHooks();
  const [bin, binArgs] = pinnedCommand(command, args);
  const child = spawn(bin, binArgs, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  children.add(child);
  const code = await new Promise<number>((resolve) =>
    child.once("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  children.delete(child);
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed with exit code ${code}`);
}
