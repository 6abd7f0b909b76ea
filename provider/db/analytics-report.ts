import { queryRows, type Database } from "./client";

/** A period of whole UTC days, `from` and `to` included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

export interface AnalyticsReport {
  period: ReportPeriod;
  /** Distinct visit tokens (Shopify's `_shopify_s` session) seen in the period. */
  sessions: number;
  pageViews: number;
  productViews: number;
  /** Sessions with at least one add to cart. */
  sessionsWithAddToCart: number;
  /** sessionsWithAddToCart / sessions, 0 when there were none. */
  addToCartRate: number;
  /** Distinct carts whose checkout was opened (recorded by the checkout, with consent). */
  checkouts: number;
  /** Every order placed in the period, consent or not: orders are the shop's own records. */
  orders: number;
  /** orders / sessions, capped at 1, 0 when there were no sessions. */
  conversionRate: number;
  topProducts: { productId: number; name: string; views: number }[];
  topSearches: { term: string; searches: number }[];
  /** The searches that found no product when they were made, most asked first. */
  searchesWithoutResults: { term: string; searches: number }[];
  /** One entry per day of the period, for the chart. */
  daily: { day: string; sessions: number; pageViews: number; orders: number }[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report for a period; the database does the counting. */
export async function analyticsReport(
  db: Database,
  period: ReportPeriod,
  top = 10,
): Promise<AnalyticsReport> {
  if (!DAY.test(period.from) || !DAY.test(period.to)) throw new Error("days are YYYY-MM-DD");
  const range = [period.from, period.to];
  // The period's bounds in UTC: from the first day's midnight to the midnight after the last.
  const within = (column: string) =>
    `${column} >= $1::date AT TIME ZONE 'UTC' AND ${column} < ($2::date + 1) AT TIME ZONE 'UTC'`;
  const [totals] = await queryRows<Record<string, string | number>>(
    db,
    `SELECT
       count(DISTINCT visit_token) AS sessions,
       count(*) FILTER (WHERE event_name IN ('page_rendered')) AS page_views,
       count(*) FILTER (WHERE event_name = 'product_page_rendered') AS product_views,
       count(DISTINCT visit_token) FILTER (WHERE event_name = 'product_added_to_cart') AS with_add,
       count(DISTINCT cart_token) FILTER (WHERE event_name = 'checkout_started') AS checkouts
     FROM analytics_events WHERE ${within("received_at")}`,
    range,
  );
  const [orderCount] = await queryRows<{ orders: string | number }>(
    db,
    `SELECT count(*) AS orders FROM orders WHERE ${within("processed_at")}`,
    range,
  );
  const topProducts = await queryRows<{ product_id: string; name: string; views: string }>(
    db,
    `SELECT product_id, max(product_name) AS name, count(*) AS views FROM analytics_events
     WHERE event_name = 'product_page_rendered' AND product_id IS NOT NULL AND ${within("received_at")}
     GROUP BY product_id ORDER BY views DESC, product_id LIMIT $3`,
    [...range, top],
  );
  const topSearches = await queryRows<{ term: string; searches: string }>(
    db,
    `SELECT search_string AS term, count(*) AS searches FROM analytics_events
     WHERE event_name = 'search_submitted' AND search_string IS NOT NULL AND ${within("received_at")}
     GROUP BY search_string ORDER BY searches DESC, term LIMIT $3`,
    [...range, top],
  );
  const withoutResults = await queryRows<{ term: string; searches: string }>(
    db,
    `SELECT search_string AS term, count(*) AS searches FROM analytics_events
     WHERE event_name = 'search_submitted' AND search_string IS NOT NULL AND result_count = 0
       AND ${within("received_at")}
     GROUP BY search_string ORDER BY searches DESC, term LIMIT $3`,
    [...range, top],
  );
  const daily = await queryRows<{
    day: string;
    sessions: string;
    page_views: string;
    orders: string;
  }>(
    db,
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
       (SELECT count(DISTINCT visit_token) FROM analytics_events e
         WHERE e.received_at >= d.day AT TIME ZONE 'UTC' AND e.received_at < (d.day + 1) AT TIME ZONE 'UTC') AS sessions,
       (SELECT count(*) FROM analytics_events e WHERE e.event_name = 'page_rendered'
         AND e.received_at >= d.day AT TIME ZONE 'UTC' AND e.received_at < (d.day + 1) AT TIME ZONE 'UTC') AS page_views,
       (SELECT count(*) FROM orders o
         WHERE o.processed_at >= d.day AT TIME ZONE 'UTC' AND o.processed_at < (d.day + 1) AT TIME ZONE 'UTC') AS orders
     FROM generate_series($1::date, $2::date, interval '1 day') AS g(day), LATERAL (SELECT g.day::date AS day) d
     ORDER BY d.day`,
    range,
  );
  const sessions = Number(totals?.sessions ?? 0);
  const withAdd = Number(totals?.with_add ?? 0);
  const orders = Number(orderCount?.orders ?? 0);
  return {
    period,
    sessions,
    pageViews: Number(totals?.page_views ?? 0),
    productViews: Number(totals?.product_views ?? 0),
    sessionsWithAddToCart: withAdd,
    addToCartRate: sessions ? withAdd / sessions : 0,
    checkouts: Number(totals?.checkouts ?? 0),
    orders,
    conversionRate: sessions ? Math.min(1, orders / sessions) : 0,
    topProducts: topProducts.map((r) => ({
      productId: Number(r.product_id),
      name: r.name,
      views: Number(r.views),
    })),
    topSearches: topSearches.map((r) => ({ term: r.term, searches: Number(r.searches) })),
    searchesWithoutResults: withoutResults.map((r) => ({
      term: r.term,
      searches: Number(r.searches),
    })),
    daily: daily.map((r) => ({
      day: r.day,
      sessions: Number(r.sessions),
      pageViews: Number(r.page_views),
      orders: Number(r.orders),
    })),
  };
}
