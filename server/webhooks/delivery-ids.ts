import type { StorefrontDatabase } from "../db/client";
import { processedWebhooks } from "../db/schema";

/** The most delivery ids recorded in one statement. */
const MAX_BATCH = 500;

interface Waiting {
  webhookId: string;
  topic: string;
  settle(first: boolean): void;
  fail(error: unknown): void;
}

/**
 * Records webhook delivery ids, answering for each whether this is its first delivery on any
 * instance: the insert that succeeds is the one that acts. The deliveries that arrive while a
 * statement is out, or that were read in the same turn of the event loop, are recorded together
 * (one multi-row insert, `on conflict do nothing`), so a burst costs a few statements rather than
 * one per webhook; a lone delivery goes at the end of the turn, well under a millisecond later.
 */
export function createDeliveryIds(db: StorefrontDatabase) {
  let queue: Waiting[] = [];
  let writing = false;
  let scheduled = false;

  async function write(batch: Waiting[]) {
    // The same id twice in one batch (Shopify retrying while the first is recorded): its first
    // occurrence decides, the later ones are repeats.
    const seen = new Set<string>();
    const rows: { webhookId: string; topic: string }[] = [];
    for (const { webhookId, topic } of batch) {
      if (seen.has(webhookId)) continue;
      seen.add(webhookId);
      rows.push({ webhookId, topic });
    }
    try {
      const inserted = await db
        .insert(processedWebhooks)
        .values(rows)
        .onConflictDoNothing({ target: processedWebhooks.webhookId })
        .returning({ webhookId: processedWebhooks.webhookId });
      const fresh = new Set(inserted.map((row) => row.webhookId));
      for (const waiting of batch) {
        const first = fresh.delete(waiting.webhookId);
        waiting.settle(first);
      }
    } catch (error) {
      for (const waiting of batch) waiting.fail(error);
    }
  }

  async function drain() {
    scheduled = false;
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      await write(batch);
    }
    writing = false;
  }

  return {
    firstDelivery(webhookId: string, topic: string): Promise<boolean> {
      return new Promise<boolean>((settle, fail) => {
        queue.push({ webhookId, topic, settle, fail });
        // The statement starts once this turn of the event loop has read every request it
        // holds, so the deliveries read together share it. Started at once, it would carry
        // one delivery each on embedded PGlite: PGlite runs a statement to its end in this
        // thread, and no request is read meanwhile to join the next one.
        if (!writing && !scheduled) {
          scheduled = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
