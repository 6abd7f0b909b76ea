import { lt } from "drizzle-orm";
import type { StorefrontDatabaseHandle } from "../db/client";
import { processedWebhooks } from "../db/schema";
import { startCatalogueVersion, type CatalogueVersion } from "./catalogue-version";
import { createDeliveryIds } from "./delivery-ids";
import type { WebhookDeps } from "./webhook-router";
import type { CatalogueChange } from "./webhook-topics";

/**
 * How long a delivery's id is remembered. Shopify retries a delivery for 4 hours, and a merchant
 * may resend one from the admin later; a week covers both, and the table stays small.
 */
const REMEMBER_MS = 7 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface WebhooksBackend {
  /** What `POST /api/webhooks` needs (server/webhooks/webhook-router.ts). */
  deps: WebhookDeps;
  catalogue: CatalogueVersion;
  close(): void;
}

/**
 * The storefront's side of Shopify's webhooks: delivery ids recorded in the database (the insert
 * that succeeds, on whichever instance, is the one that acts), and each catalogue change turned
 * into fresh caches everywhere (the catalogue version) and a look at the variants shoppers wait
 * for. Without a secret the endpoint answers 404 and nothing changes the cache windows.
 */
export async function startWebhooks(options: {
  database: StorefrontDatabaseHandle;
  secret: string | undefined;
  /** Variants whose stock may have changed (server/alerts/restock-checker.ts). */
  onStockChange?: (variants: CatalogueChange["variants"]) => void;
  log: { info(message: string): void; error(message: string): void };
}): Promise<WebhooksBackend> {
  const { database, log } = options;
  const { db } = database;
  const catalogue = await startCatalogueVersion({
    db,
    shared: database.kind === "postgres",
    log,
  });

  const deliveryIds = createDeliveryIds(db);

  const prune = () =>
    void db
      .delete(processedWebhooks)
      .where(lt(processedWebhooks.receivedAt, new Date(Date.now() - REMEMBER_MS)))
      .catch((error: unknown) => log.error(`webhooks: pruning ids failed: ${String(error)}`));
  const timer = options.secret ? setInterval(prune, PRUNE_EVERY_MS) : undefined;
  timer?.unref();

  return {
    catalogue,
    deps: {
      secret: options.secret,
      firstDelivery: deliveryIds.firstDelivery,
      onChange(change) {
        // Every catalogue topic drops the caches broadly: a page can show a product through a
        // listing, a search, a recommendation or Complete the Look, and no cache here knows
        // which of its copies hold which product. Cheap: the next render of each page asks again.
        catalogue
          .changed()
          .catch((error: unknown) =>
            log.error(`webhooks: the catalogue version was not shared: ${String(error)}`),
          );
        if (change.variants === "unknown" || change.variants.length > 0) {
          options.onStockChange?.(change.variants);
        }
      },
    },
    close() {
      clearInterval(timer);
      catalogue.close();
    },
  };
}
