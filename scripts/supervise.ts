import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";

const root = path.resolve(import.meta.dirname, "..");

/** Starts one of the repository's TypeScript entry points as a Node process, as `npm start` does. */
export function spawnEntry(
  entry: string,
  env: Record<string, string | undefined>,
  nodeFlags: string[] = [],
  stdio: "inherit" | "ignore" = "inherit",
): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, "--import", "tsx", path.join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", stdio, stdio],
  });
}

/** When a process that stopped on its own is started again, and when no more. */
export interface RestartPolicy {
  /** The wait before each restart in turn; the last one repeats. */
  delaysMs: number[];
  /** Restarts in a row before giving up. */
  maxRestarts: number;
  /** A process that ran this long before stopping was healthy: its restarts count from zero. */
  healthyAfterMs: number;
}

/**
 * The local provider is restarted after a crash (say, a heap exhausted by hostile queries):
 * 1, 2, 4, 8 then 16 s apart, five times in a row at most. A crash that comes back that often is
 * not going away by itself, and a process restarted forever would only hide it.
 */
export const PROVIDER_RESTARTS: RestartPolicy = {
  delaysMs: [1_000, 2_000, 4_000, 8_000, 16_000],
  maxRestarts: 5,
  healthyAfterMs: 60_000,
};

export interface Supervisor {
  readonly child: ChildProcess | undefined;
  /** Ends the process (SIGTERM) and any restart still pending. */
  stop(): Promise<void>;
}

/**
 * Runs a process and watches it. When it stops without being asked to, this says so and, with
 * a restart policy, starts it again after a growing wait until the policy's limit; without one,
 * or past the limit, `onGiveUp` decides what happens next.
 */
export function supervise(options: {
  name: string;
  start: () => ChildProcess;
  restart?: RestartPolicy;
  onGiveUp: (exitCode: number) => void;
  log?: (message: string) => void;
  now?: () => number;
}): Supervisor {
  const { name, restart } = options;
  const log = options.log ?? ((message: string) => console.error(message));
  const now = options.now ?? Date.now;
  let child: ChildProcess | undefined;
  let restarts = 0;
  let pending: NodeJS.Timeout | undefined;
  let stopping = false;

  function launch() {
    pending = undefined;
    const startedAt = now();
    const current = options.start();
    child = current;
    current.once("exit", (code, signal) => {
      if (child === current) child = undefined;
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (!restart) {
        log(`${name} stopped (${how}); stopping everything.`);
        options.onGiveUp(code ?? 1);
        return;
      }
      if (now() - startedAt >= restart.healthyAfterMs) restarts = 0;
      if (restarts >= restart.maxRestarts) {
        log(
          `${name} stopped (${how}) again after ${restarts} restarts in a row; not restarting it. ` +
            `Find the cause above, then run npm start again.`,
        );
        options.onGiveUp(code ?? 1);
        return;
      }
      const delay = restart.delaysMs[Math.min(restarts, restart.delaysMs.length - 1)] ?? 1_000;
      restarts += 1;
      log(
        `${name} stopped (${how}); restarting it in ${delay / 1000} s ` +
          `(restart ${restarts} of ${restart.maxRestarts}).`,
      );
      pending = setTimeout(launch, delay);
    });
  }

  launch();
  return {
    get child() {
      return child;
    },
    async stop() {
      stopping = true;
      clearTimeout(pending);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once("exit", () => resolve()));
      current.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Resolves true once `url` answers with a 2xx status, asking again every `intervalMs` while the
 * server is not listening yet or answers otherwise; resolves false as soon as `givenUp()` is
 * true (everything is stopping, or the server will never come).
 */
export async function whenAnswering(
  url: string,
  givenUp: () => boolean,
  intervalMs = 250,
): Promise<boolean> {
  while (!givenUp()) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      async (response) => {
        await response.body?.cancel();
        return response.ok;
      },
      () => false,
    );
    if (ok) return !givenUp();
    await delay(intervalMs);
  }
  return false;
}
