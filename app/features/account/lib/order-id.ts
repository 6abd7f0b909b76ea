const ORDER_GID = /^gid:\/\/shopify\/Order\/([1-9]\d{0,18})$/;
const ORDER_PARAM = /^[1-9]\d{0,18}$/;

/**
 * The order's part of its page's URL: the number at the end of its GID, so the address reads
 * /account/orders/5001 rather than carrying an encoded GID. Null for anything else.
 */
export function orderPathId(gid: string): string | null {
  return ORDER_GID.exec(gid)?.[1] ?? null;
}

/**
 * The GID for a route's `orderId`, which comes from the address bar: only a plain positive
 * number is accepted (anything else is "Order not found" without asking the API).
 */
export function orderGidFromParam(param: string | undefined): string | null {
  return param && ORDER_PARAM.test(param) ? `gid://shopify/Order/${param}` : null;
}
