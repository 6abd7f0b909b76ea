/**
 * Where the checkout button may send the browser (never anywhere but the shop): the `cart.checkoutUrl` the
 * provider returned, only when it is https on the shop's checkout host (PUBLIC_CHECKOUT_DOMAIN:
 * a Shopify shop checks out on its primary domain, not its myshopify API host; by default the
 * store domain's host), or exactly on the configured store origin (the local provider is plain
 * http on localhost). Anything else (`javascript:`, `data:`, another host, a protocol-relative
 * or unparsable URL) is refused. The accepted URL gets `logged_in=true`.
 */
export function acceptCheckoutUrl(
  raw: unknown,
  storeDomain: string,
  checkoutDomain?: string,
): string | null {
  if (typeof raw !== "string" || raw === "") return null;
  let store: URL;
  let url: URL;
  try {
    store = new URL(storeDomain);
    // No base: a relative or protocol-relative URL is not a checkout address.
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const checkoutHost = checkoutDomain ?? store.hostname;
  const onShopHost = url.protocol === "https:" && url.hostname === checkoutHost;
  if (!onShopHost && url.origin !== store.origin) return null;
  url.searchParams.set("logged_in", "true");
  return url.toString();
}
