import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesHref from "./app.css?url";
import { JsonLd } from "./components/json-ld";
import { LaunchBanner } from "./components/layout/launch-banner";
import { PaintFirstScripts } from "./components/paint-first-scripts";
import { ScrollToTop } from "./components/layout/scroll-to-top";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { Toaster } from "./components/ui/toast";
import { CartControl } from "./features/cart/components/cart-control";
import { CartProvider } from "./features/cart/components/cart-provider";
import { ProductCardNote } from "./features/catalog/components/product-card-note";
import { FitsCardBadge } from "./features/fit/components/fits-card-badge";
import { PrivacyGate } from "./features/privacy/components/privacy-gate";
import { SaveButton } from "./features/saved/components/save-button";
import { SavedLink } from "./features/saved/components/saved-link";
import { HeaderSearch } from "./features/search/components/header-search";
import { cspNonceContext, publicEnvContext } from "./lib/app-context";
import { provideCustomerMetafieldTransport } from "./lib/customer-metafield-transport";
import { SaveControlContext, type RenderSaveControl } from "./lib/save-control";
import { EARLY_TAP_RECORDER, replayEarlyTaps } from "./lib/early-taps";
import { BRAND, META_DESCRIPTION, pageTitle, SOCIAL_URL } from "./lib/brand";
import { makeQueryClient } from "./lib/query-client";
import { originFromMatches, seoMeta, siteOriginContext } from "./lib/seo";
import { StorefrontProvider } from "./lib/storefront-provider";

export function loader({ context }: Route.LoaderArgs) {
  return {
    env: context.get(publicEnvContext),
    nonce: context.get(cspNonceContext),
    // Absolute URLs (canonical, Open Graph, JSON-LD) start with the shop's configured origin.
    origin: context.get(siteOriginContext),
  };
}

// The shell's data never changes between navigations; skip the round trip on every link click.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta({
    title: pageTitle(),
    description: META_DESCRIPTION,
    origin: originFromMatches(matches),
    path: location.pathname,
  });

export const links: Route.LinksFunction = () => [
  // With a precedence React places the (render-blocking) stylesheet at the top of <head>, before
  // the twenty-odd module preloads; as a plain <link> it was requested after all of them.
  { rel: "stylesheet", href: appStylesHref, precedence: "default" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/images/apple-touch-icon.png" },
];

/** "Fits Bella: S" under a product card's price: the fit feature's, wherever cards are shown. */
const fitsCardBadge = (handle: string) => <FitsCardBadge handle={handle} />;

/** The heart on product cards and pages: the saved list's, handed to the catalogue. */
const renderSaveButton: RenderSaveControl = (props) => <SaveButton {...props} />;

/** The paths that show the page alone, without banner, header, cart drawer or footer. */
const BARE_PATHS = new Set(["/under-construction"]);

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const origin = data?.origin ?? "";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fffaf7" />
        {/* An async module: a classic inline script after the stylesheet would hold the parser
            until the stylesheet arrived. */}
        <script
          type="module"
          async
          nonce={data?.nonce}
          dangerouslySetInnerHTML={{ __html: EARLY_TAP_RECORDER }}
        />
        <Meta />
        <Links />
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "Organization",
            name: BRAND,
            url: `${origin}/`,
            logo: `${origin}/images/logo.png`,
            sameAs: [SOCIAL_URL],
          }}
        />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        {/* The app's scripts load once the page has painted (the component says why). */}
        <PaintFirstScripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(makeQueryClient);
  const { pathname } = useLocation();
  const bare = BARE_PATHS.has(pathname);
  // The shell's effects run after every child's, so each button has its handler by now.
  useEffect(() => {
    replayEarlyTaps();
    // The page paints before its scripts load, so whether it is interactive yet is not visible;
    // the mark says so (the journeys wait for it before acting, as a shopper waits for a page).
    document.documentElement.dataset.hydrated = "";
  }, []);
  // What the shopper keeps on their customer (the saved list, the dog's profile) syncs through
  // the account's Customer Account API client, loaded only when a sync first runs.
  const { env } = loaderData;
  useEffect(
    () =>
      provideCustomerMetafieldTransport(() =>
        import("./features/account/api/customer-metafields.customer").then((module) =>
          module.customerMetafieldTransport(env),
        ),
      ),
    [env],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <StorefrontProvider env={loaderData.env}>
        <CartProvider
          storeDomain={loaderData.env.PUBLIC_STORE_DOMAIN}
          checkoutDomain={loaderData.env.PUBLIC_CHECKOUT_DOMAIN}
          apiVersion={loaderData.env.PUBLIC_STOREFRONT_API_VERSION}
        >
          <ScrollToTop />
          <SkipLink />
          {bare ? null : (
            <>
              <LaunchBanner />
              <SiteHeader
                renderSearch={({ variant, onDone }) => (
                  <HeaderSearch
                    variant={variant}
                    focusOnMount={variant === "drawer"}
                    onDone={onDone}
                  />
                )}
                saved={<SavedLink />}
                cart={<CartControl />}
              />
            </>
          )}
          {/* Routes render their own <main>; this wrapper is only the skip link's target. */}
          <div id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {/* The saved list's heart and the fit feature's "Fits Bella: S" on product cards. */}
            <SaveControlContext value={renderSaveButton}>
              <ProductCardNote value={fitsCardBadge}>
                <Outlet />
              </ProductCardNote>
            </SaveControlContext>
          </div>
          {bare ? null : <SiteFooter />}
          {bare ? null : <PrivacyGate env={loaderData.env} />}
          <Toaster />
        </CartProvider>
      </StorefrontProvider>
    </QueryClientProvider>
  );
}

/**
 * The router's last resort: the status or the message, never a stack trace, so no
 * internals leak to shoppers.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{pageTitle("Something went wrong")}</title>
      <h1 className="font-serif text-3xl">Unexpected Application Error!</h1>
      <p className="text-lg text-muted-foreground">{detail}</p>
      <Link to="/" reloadDocument className="text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </main>
  );
}
