import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchAccounts } from "./parts/accounts";
import { benchProvider } from "./parts/provider";
import { benchStorefront } from "./parts/storefront";
import { cleanupAll, CORES, pinSelf, ROOT } from "./lib/processes";
import { printSummary, type PartResult } from "./lib/report";

/**
 * `npm run bench [-- <part>…] [--duration <seconds>]`: runs the benchmark parts in order and
 * writes everything measured to bench/results/<timestamp>.json.
 */
const PARTS = {
  provider: benchProvider,
  accounts: benchAccounts,
  storefront: benchStorefront,
} as const;
type PartName = keyof typeof PARTS;

function parseArgs(argv: string[]) {
  const parts: PartName[] = [];
  let durationSec = 10;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === "--duration") {
      durationSec = Number(argv[++i]);
    } else if (arg.startsWith("--duration=")) {
      durationSec = Number(arg.slice("--duration=".length));
    } else if (arg in PARTS) {
      parts.push(arg as PartName);
    } else {
      throw new Error(
        `Unknown argument "${arg}". Parts: ${Object.keys(PARTS).join(", ")}; option: --duration <s>.`,
      );
    }
  }
  if (!Number.isFinite(durationSec) || durationSec <= 0)
    throw new Error("--duration must be a positive number");
  return { parts: parts.length ? parts : (Object.keys(PARTS) as PartName[]), durationSec };
}

async function main() {
  const { parts, durationSec } = parseArgs(process.argv.slice(2));
  // Servers go to core 0, the load generator (this process) to core 1.
  const pinned = pinSelf(1);
  const startedAt = new Date();
  console.log(
    `Boutique benchmarks: ${parts.join(", ")} — ${CORES} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}, ${pinned ? "runner pinned to core 1, servers to core 0" : "no CPU pinning"}.`,
  );
  const results: PartResult[] = [];
  for (const part of parts) {
    try {
      results.push(await PARTS[part]({ durationSec }));
    } catch (error) {
      console.error(
        `\n✗ ${part} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      results.push({
        part,
        data: { error: String(error) },
        checks: [{ metric: "ran", value: null, target: "no crash", pass: false }],
      });
    }
  }
  await cleanupAll();
  printSummary(results);

  const dir = path.join(ROOT, "bench/results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        startedAt,
        finishedAt: new Date(),
        machine: {
          cpus: os.cpus()[0]?.model,
          cores: CORES,
          memoryBytes: os.totalmem(),
          loadAverage: os.loadavg(),
          node: process.version,
          pinned,
        },
        durationSec,
        results,
      },
      null,
      2,
    ),
  );
  console.log(`Results written to ${path.relative(process.cwd(), file)}`);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await cleanupAll();
  process.exit(1);
});
