import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { PublicEnv } from "./public-env";
import { createStorefrontClient, type StorefrontClient } from "./storefront-client";

const StorefrontClientContext = createContext<StorefrontClient | null>(null);

/** Gives components the same Storefront client the loaders use, built from the public env. */
export function StorefrontProvider({ env, children }: { env: PublicEnv; children: ReactNode }) {
  const client = useMemo(
    () =>
      createStorefrontClient({
        storeDomain: env.PUBLIC_STORE_DOMAIN,
        token: env.PUBLIC_STOREFRONT_API_TOKEN,
        apiVersion: env.PUBLIC_STOREFRONT_API_VERSION,
      }),
    [env],
  );
  return <StorefrontClientContext value={client}>{children}</StorefrontClientContext>;
}

export function useStorefront(): StorefrontClient {
  const client = useContext(StorefrontClientContext);
  if (!client) throw new Error("useStorefront must be used inside <StorefrontProvider>.");
  return client;
}
