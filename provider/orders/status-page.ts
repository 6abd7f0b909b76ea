/**
 * Where a shopper reads an order's status: the checkout serves the page (GET /orders/:token) and
 * sends the shopper there, and the Customer Account API's `Order.statusPageUrl` links to it.
 */
export function orderStatusPageUrl(publicUrl: string, order: { statusToken: string }) {
  return `${publicUrl}/orders/${order.statusToken}`;
}
