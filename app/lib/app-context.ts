import { createContext, type RouterContext } from "react-router";
import type { PublicEnv } from "./public-env";
import type { StorefrontClient } from "./storefront-client";

/**
 * The Node server (server/app.ts) imports this module from source while the built app bundles
 * its own copy, and a context key only matches the very object `createContext` returned. So each
 * key is created once per process and shared through a registered symbol.
 */
function processWideContext<T>(name: string, defaultValue?: T): RouterContext<T> {
  const registry = globalThis as typeof globalThis & Record<symbol, RouterContext<T> | undefined>;
  const symbol = Symbol.for(`boutique.router-context.${name}`);
  registry[symbol] ??= createContext<T>(defaultValue);
  return registry[symbol];
}

/** Load-context keys the Node server fills for every request. */
export const publicEnvContext = processWideContext<PublicEnv>("public-env");
export const storefrontContext = processWideContext<StorefrontClient>("storefront");
export const cspNonceContext = processWideContext<string>("csp-nonce", "");

/**
 * Whether anything failed while the document streamed. The status is sent with the shell, so a
 * later failure can only be reported here: the server's page cache keeps no page that has one.
 */
export interface RenderOutcome {
  failed: boolean;
}
export const renderOutcomeContext = processWideContext<RenderOutcome>("render-outcome");
