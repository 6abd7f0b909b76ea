import type { StockAlerts } from "./stock-alerts";
import type { VariantStock } from "./variant-stock";

/** Without webhooks, how often waiting variants are looked up ("every few minutes"). */
export const RESTOCK_POLL_MS = 3 * 60_000;
/** Past this many variants named at once, one look at every waiting variant is cheaper. */
const MAX_NAMED = 10_000;
/**
 * How long the checks asked for are gathered before a look starts: a burst of webhooks (an
 * order taking stock of several variants, a bulk edit) becomes one look, not one per webhook,
 * and a shopper hears of a restock a fraction of a second later.
 */
const GATHER_MS = 200;

export interface RestockChecker {
  /** These variants (or, "unknown", every waiting one) may be for sale again: look soon. */
  check(variants: readonly string[] | "unknown"): void;
  /** Resolves once every check asked for so far is done (tests, scripts). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Looks up waiting variants through the Storefront API and has everyone waiting for one that is
 * for sale again emailed. Checks asked for within a moment of each other, or while one runs, are
 * merged into one look, so a burst of webhooks costs one look per variant, and the work queued
 * is bounded by the variants waiting.
 * With `pollMs`, every waiting variant is also looked at on that interval (the shop without
 * webhooks).
 */
export function createRestockChecker(deps: {
  alerts: Pick<StockAlerts, "notifyRestocked" | "waitingVariants">;
  readVariants(ids: string[]): Promise<Map<string, VariantStock>>;
  pollMs?: number;
  log: { info(message: string): void; error(message: string): void };
}): RestockChecker {
  const named = new Set<string>();
  let everything = false;
  let running: Promise<void> | undefined;
  let gathering: Promise<void> | undefined;
  let closed = false;

  async function once(all: boolean, ids: string[]) {
    const waiting = new Set(await deps.alerts.waitingVariants());
    const wanted = all ? [...waiting] : ids.filter((id) => waiting.has(id));
    if (wanted.length === 0) return;
    const stock = await deps.readVariants(wanted);
    const sent = await deps.alerts.notifyRestocked(stock);
    if (sent > 0) deps.log.info(`back in stock: ${sent} shopper(s) emailed`);
  }

  async function run() {
    while (!closed && (everything || named.size > 0)) {
      const all = everything;
      const ids = [...named];
      everything = false;
      named.clear();
      try {
        await once(all, ids);
      } catch (error) {
        deps.log.error(`back in stock: the check failed: ${String(error)}`);
      }
    }
  }

  function start() {
    if (running || closed) return;
    running = run().finally(() => {
      running = undefined;
      // Asked for after the loop's last look, before it ended.
      if (everything || named.size > 0) start();
    });
  }

  function check(variants: readonly string[] | "unknown") {
    if (closed) return;
    if (variants === "unknown") everything = true;
    else for (const id of variants) named.add(id);
    if (named.size > MAX_NAMED) {
      everything = true;
      named.clear();
    }
    gathering ??= new Promise<void>((resolve) => setTimeout(resolve, GATHER_MS)).then(() => {
      gathering = undefined;
      start();
    });
  }

  const timer = deps.pollMs ? setInterval(() => check("unknown"), deps.pollMs) : undefined;
  timer?.unref();

  return {
    check,
    async idle() {
      while (gathering || running) await (gathering ?? running);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await gathering;
      await running;
    },
  };
}
