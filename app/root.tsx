import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { cspNonceContext, publicEnvContext } from "./lib/app-context";
import { makeQueryClient } from "./lib/query-client";
import { StorefrontProvider } from "./lib/storefront-provider";

export function loader({ context }: Route.LoaderArgs) {
  return { env: context.get(publicEnvContext), nonce: context.get(cspNonceContext) };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans antialiased">
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <StorefrontProvider env={loaderData.env}>
        <Outlet />
      </StorefrontProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="font-serif text-3xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">{detail}</p>
    </main>
  );
}
