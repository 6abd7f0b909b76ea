import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { pruneAnalyticsEvents, retentionCutoff } from "../db/analytics-events";
import type { Logger } from "../http/logger";

/** How often old events are dropped: hourly keeps each run to a few batches at most. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Drops analytics events past their retention (ANALYTICS_RETENTION_MONTHS) once when started and
 * then every hour, in bounded batches; a run that fails is logged and tried again next hour.
 */
export function createAnalyticsPruner(deps: { db: Database; clock: Clock; logger: Logger }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function runOnce(): Promise<number> {
    running ??= pruneAnalyticsEvents(deps.db, retentionCutoff(deps.clock.now()))
      .then((removed) => {
        if (removed) deps.logger.info(`dropped ${removed} analytics events past their retention`);
        return removed;
      })
      .catch((error: unknown) => {
        deps.logger.error("pruning analytics events failed", { error });
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), PRUNE_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
