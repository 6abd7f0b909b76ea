import type { Database } from "./client";
import { analyticsEvents } from "./schema/index";

export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, "id">;

/** Stores events in one statement; the Monorail endpoint and the checkout both write here. */
export async function recordAnalyticsEvents(db: Database, events: NewAnalyticsEvent[]) {
  if (events.length) await db.insert(analyticsEvents).values(events);
}
