import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// One module per URL of the shop; a route module stays thin and composes features.
export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("product/:handle", "routes/product.tsx"),
  route("about", "routes/about.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("returns-exchanges", "routes/returns-exchanges.tsx"),
  route("shipping", "routes/shipping.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("saved", "routes/saved.tsx"),
  // The pages a back-in-stock email links to (server/alerts/ does the work).
  route("back-in-stock/confirm", "routes/back-in-stock.confirm.tsx"),
  route("back-in-stock/unsubscribe", "routes/back-in-stock.unsubscribe.tsx"),
  // Every /account page goes inside this layout: it provides the customer session.
  layout("routes/account-layout.tsx", [
    route("account", "routes/account.tsx"),
    route("account/login", "routes/account.login.tsx"),
    route("account/callback", "routes/account.callback.tsx"),
    route("account/orders", "routes/account.orders.tsx"),
    route("account/orders/:orderId", "routes/account.orders.$orderId.tsx"),
  ]),
  route("under-construction", "routes/under-construction.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("sitemap/pages.xml", "routes/sitemap.pages.xml.ts"),
  route("sitemap/:file", "routes/sitemap.products.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
