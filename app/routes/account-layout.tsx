import { Outlet, useRouteLoaderData } from "react-router";
import { CustomerSessionProvider } from "~/features/account/components/customer-session";
import type { PublicEnv } from "~/lib/public-env";

/**
 * Signed-in pages and their answers belong to one customer: no shared cache may keep them (the
 * server's page cache skips /account too). No account page sends a referrer, so the code the
 * callback receives can never leak through one (RFC 9700 §4.2.4).
 */
export const headers = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
});

/**
 * The frame of every /account page: the customer session lives here, so its code loads only
 * with the account pages and never weighs on the rest of the shop.
 */
export default function AccountLayout() {
  const root = useRouteLoaderData("root") as { env: PublicEnv } | undefined;
  if (!root) return null;
  return (
    <CustomerSessionProvider env={root.env}>
      <Outlet />
    </CustomerSessionProvider>
  );
}
