import { queryRows, type Database } from "./client";
import { analyticsEvents } from "./schema/index";

export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, "id">;

/** Stores events in one statement; the Monorail endpoint and the checkout both write here. */
export async function recordAnalyticsEvents(db: Database, events: NewAnalyticsEvent[]) {
  if (events.length) await db.insert(analyticsEvents).values(events);
}

/**
 * How long raw events are kept: 13 months, so that a month can always be set beside the same
 * month a year before, and no longer, since events describe visitors' behaviour and the reports
 * need nothing older.
 */
export const ANALYTICS_RETENTION_MONTHS = 13;

/** Rows one delete removes: short statements, so a large backlog never holds a long lock. */
export const PRUNE_BATCH = 5_000;

/** The instant before which events are dropped: the retention's months back from `now`, in UTC. */
export function retentionCutoff(now: Date, months = ANALYTICS_RETENTION_MONTHS): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes events received before `cutoff`, a batch at a time, at most `maxBatches` batches in one
 * call (what is left waits for the next call); answers how many rows went.
 */
export async function pruneAnalyticsEvents(
  db: Database,
  cutoff: Date,
  { batch = PRUNE_BATCH, maxBatches = 20 }: { batch?: number; maxBatches?: number } = {},
): Promise<number> {
  let removed = 0;
  for (let i = 0; i < maxBatches; i++) {
    const rows = await queryRows<{ n: number }>(
      db,
      `WITH gone AS (
         DELETE FROM analytics_events WHERE id IN (
           SELECT id FROM analytics_events WHERE received_at < $1 ORDER BY received_at LIMIT $2)
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [cutoff.toISOString(), batch],
    );
    const n = Number(rows[0]?.n ?? 0);
    removed += n;
    if (n < batch) break;
  }
  return removed;
}
