import { createContext } from "react-router";
import type { PublicEnv } from "./public-env";
import type { StorefrontClient } from "./storefront-client";

/** Load-context keys the Node server fills for every request (server/app.ts). */
export const publicEnvContext = createContext<PublicEnv>();
export const storefrontContext = createContext<StorefrontClient>();
export const cspNonceContext = createContext<string>("");
