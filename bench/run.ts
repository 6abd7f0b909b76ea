import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchAccounts } from "./parts/accounts";
import { benchCart } from "./parts/cart";
import { benchContact } from "./parts/contact";
import { benchProvider } from "./parts/provider";
import { benchImages } from "./parts/provider-images";
import { benchResilience } from "./parts/resilience";
import { benchSignIn } from "./parts/sign-in";
import { benchSoak } from "./parts/soak";
import { benchStorefront } from "./parts/storefront";
import { benchStorefrontScale } from "./parts/storefront-scale";
import { benchVitals } from "./parts/vitals";
import { benchWebhooks } from "./parts/webhooks";
import type { BenchOptions } from "./lib/options";
import { cleanupAll, CORES, pinSelf, ROOT } from "./lib/processes";
import { printSummary, type PartResult } from "./lib/report";

/**
 * `npm run bench [-- <part>…] [--duration <seconds>]`: runs the benchmark parts in order and
 * writes everything measured to bench/results/<timestamp>.json.
 */
const PARTS = {
  provider: benchProvider,
  // The provider part measures the image CDN too; this runs that row alone.
  "provider-images": benchImages,
  accounts: benchAccounts,
  storefront: benchStorefront,
  "storefront-scale": benchStorefrontScale,
  cart: benchCart,
  contact: benchContact,
  // POST /api/vitals: shoppers' Web Vitals beacons accepted per second.
  vitals: benchVitals,
  "sign-in": benchSignIn,
  resilience: benchResilience,
  webhooks: benchWebhooks,
  // Last, and only when named: it runs for half an hour by default.
  soak: benchSoak,
} as const;
type PartName = keyof typeof PARTS;

function parseArgs(argv: string[]): BenchOptions & { parts: PartName[] } {
  const parts: PartName[] = [];
  const options: BenchOptions = {
    durationSec: 10,
    source: "worktree",
    lighthouseRuns: 3,
    soakMinutes: 30,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] = arg.split("=", 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? "";
    if (flag === "--duration") options.durationSec = Number(value());
    else if (flag === "--lighthouse-runs") options.lighthouseRuns = Number(value());
    else if (flag === "--source") options.source = value();
    else if (flag === "--soak-minutes") options.soakMinutes = Number(value());
    else if (arg in PARTS) parts.push(arg as PartName);
    else {
      throw new Error(
        `Unknown argument "${arg}". Parts: ${Object.keys(PARTS).join(", ")}; options: --duration <s>, --lighthouse-runs <n>, --soak-minutes <m>, --source worktree|<git revision>.`,
      );
    }
  }
  if (!(options.durationSec > 0)) throw new Error("--duration must be a positive number");
  if (!(options.lighthouseRuns >= 1)) throw new Error("--lighthouse-runs must be at least 1");
  if (!(options.soakMinutes >= 1 && options.soakMinutes <= 24 * 60)) {
    throw new Error("--soak-minutes must be between 1 and 1440");
  }
  const everyPart = (Object.keys(PARTS) as PartName[]).filter(
    (part) => part !== "soak" && part !== "provider-images",
  );
  return { ...options, parts: parts.length ? parts : everyPart };
}

async function main() {
  const { parts, ...options } = parseArgs(process.argv.slice(2));
  // Servers go to core 0, the load generator (this process) to core 1.
  const pinned = pinSelf(1);
  const startedAt = new Date();
  console.log(
    `Boutique benchmarks: ${parts.join(", ")} — Node ${process.version}, ${CORES} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}, ${pinned ? "runner pinned to core 1, servers to core 0" : "no CPU pinning"}.`,
  );
  const results: PartResult[] = [];
  for (const part of parts) {
    try {
      results.push(await PARTS[part](options));
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
        options,
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
