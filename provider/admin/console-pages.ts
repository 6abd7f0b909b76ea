import type { ConsolePage } from "./console-page";
import { giftCardsPage } from "./pages/gift-cards-page";
import { ordersPage } from "./pages/orders-page";
import { productsPage } from "./pages/products-page";
import { webhooksPage } from "./pages/webhooks-page";

/**
 * The console's pages, in navigation order; the first is where /admin opens. A new page is a
 * module in pages/ exporting a ConsolePage, listed here: the navigation, its route and the way
 * back after a form all come from this list.
 */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  productsPage,
  ordersPage,
  giftCardsPage,
  webhooksPage,
];
