import type { Transporter } from "nodemailer";
import { createOutbox, type Outbox, type OutboxSettings } from "../contact/outbox";
import { createContactLimiter } from "../contact/rate-limit";
import type { StorefrontDatabaseHandle } from "../db/client";
import { shopperEmailQueue, type ShopIdentity } from "./alert-emails";
import { createRestockChecker, RESTOCK_POLL_MS, type RestockChecker } from "./restock-checker";
import { createStockAlerts, type StockAlerts } from "./stock-alerts";
import { readVariantStock, type StorefrontApi } from "./variant-stock";

/** Back-in-stock requests a client address may send per ten minutes. */
export const ALERT_CLIENT_LIMIT = { points: 10, durationSeconds: 10 * 60 };
/**
 * Confirmation emails one address may be sent per day: enough for a shopper waiting for a few
 * sizes, too few to flood a stranger's inbox with the shop's mail.
 */
export const ALERT_ADDRESS_LIMIT = { points: 5, durationSeconds: 24 * 3_600 };
/** How often unconfirmed requests past their seven days are deleted. */
const EXPIRY_SWEEP_MS = 60 * 60_000;

export interface AlertsBackend {
  alerts: StockAlerts;
  restock: RestockChecker;
  outbox: Outbox | undefined;
  close(): Promise<void>;
}

/**
 * The back-in-stock backend of one storefront process, on the contact backend's database and
 * mail transport: the requests, the checker that emails when a size is back (on webhooks, or
 * every few minutes when `pollRestocks`, the shop without them), the shoppers' outbox, and the
 * hourly deletion of unconfirmed requests past their seven days.
 */
export function startAlerts(options: {
  database: StorefrontDatabaseHandle;
  /** The SMTP transport (SMTP_URL); without one, emails wait in the database, unsent. */
  transport: Pick<Transporter, "sendMail" | "close"> | undefined;
  shop: ShopIdentity;
  storefrontApi: StorefrontApi;
  pollRestocks: boolean;
  limits?: { client?: { points: number; durationSeconds: number } };
  outbox?: Partial<OutboxSettings>;
  log: { info(message: string): void; error(message: string): void };
}): AlertsBackend {
  const { database, log } = options;
  const readVariants = (ids: string[]) => readVariantStock(options.storefrontApi, ids);
  const outbox = options.transport
    ? createOutbox({
        db: database.db,
        transport: options.transport,
        queue: shopperEmailQueue(options.shop),
        settings: options.outbox,
        log,
      })
    : undefined;
  const alerts = createStockAlerts({
    db: database.db,
    shop: options.shop,
    limiters: {
      client: createContactLimiter(
        database,
        options.limits?.client ?? ALERT_CLIENT_LIMIT,
        "alerts-client",
      ),
      address: createContactLimiter(database, ALERT_ADDRESS_LIMIT, "alerts-address"),
    },
    readVariants,
    onQueued: () => outbox?.wake(),
    // Called only once a shopper confirms, long after the checker below exists.
    onConfirmed: (variantId) => restock.check([variantId]),
  });
  const restock = createRestockChecker({
    alerts,
    readVariants,
    pollMs: options.pollRestocks ? RESTOCK_POLL_MS : undefined,
    log,
  });
  const sweep = () =>
    void alerts.expireUnconfirmed().then(
      (count) => {
        if (count > 0) log.info(`back in stock: ${count} unconfirmed request(s) expired`);
      },
      (error: unknown) => log.error(`back in stock: expiry failed: ${String(error)}`),
    );
  sweep();
  const timer = setInterval(sweep, EXPIRY_SWEEP_MS);
  timer.unref();
  return {
    alerts,
    restock,
    outbox,
    async close() {
      clearInterval(timer);
      await restock.close();
      await outbox?.close();
    },
  };
}
