import type { CatalogueStore } from "../catalogue/catalogue-store";
import type { Clock } from "../clock";
import type { ProviderConfig } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../http/logger";
import type { WebhookOutbox } from "../webhooks/webhook-outbox";

/** What the merchant console's pages and operations work with. */
export interface AdminDeps {
  db: Database;
  clock: Clock;
  store: CatalogueStore;
  logger: Logger;
  /** Where changes record the webhooks they raise, in their own transaction. */
  outbox: WebhookOutbox;
  /**
   * Called once a change has committed: a catalogue change replaces the catalogue snapshot (and
   * with it every Storefront answer cached from the old one), and the webhook sender is woken
   * to send what the change recorded.
   */
  committed(effects: { catalogue: boolean }): void;
  settings: {
    publicUrl: string;
    storefrontOrigin: string;
    webhooks: ProviderConfig["webhooks"];
    /** Where the Analytics page reads shoppers' field speed from the storefront. */
    fieldSpeed: ProviderConfig["fieldSpeed"];
  };
}
