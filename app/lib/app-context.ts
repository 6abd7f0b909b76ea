import { createContext } from "react-router";
import type { PublicEnv } from "./public-env";
import type { StorefrontClient } from "./storefront-client";

/** Load-context keys the request handler (server/request-handler.ts) fills for every request. */
export const publicEnvContext = createContext<PublicEnv>();
export const storefrontContext = createContext<StorefrontClient>();
export const cspNonceContext = createContext<string>("");

/**
 * Whether anything failed while the document streamed. The status is sent with the shell, so a
 * later failure can only be reported here: the server's page cache keeps no page that has one.
 */
export interface RenderOutcome {
  failed: boolean;
}
export const renderOutcomeContext = createContext<RenderOutcome>();
