import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { CUSTOMER_UPDATE_EVENT } from "~/lib/customer-session";
import type { PublicEnv } from "~/lib/public-env";
import { configureCustomerAccount } from "../api/customer-account-config";
import { customerQueryKey, customerQueryOptions, type Customer } from "../api/get-customer";
import { signOutEverywhere, startLogin } from "../api/login-flow";
import { freshTokens, SignedOutError } from "../api/token-refresh";
import {
  EXPIRY_MARGIN_MS,
  isExpired,
  isTokenStorageEvent,
  onTokensChange,
  readTokens,
} from "../lib/token-storage";

export type SessionStatus = "loading" | "signed-out" | "signed-in";

export interface CustomerSession {
  status: SessionStatus;
  /** Null while loading, when signed out, or when the profile could not be read. */
  customer: Customer | null;
  /** True while the profile is being read for the first time. */
  customerLoading: boolean;
  /** The profile read failed (loading ends, the customer stays signed in). */
  customerError: Error | null;
  signIn(): Promise<void>;
  signOut(): Promise<void>;
  refreshCustomer(): Promise<void>;
  patchCustomer(updater: (customer: Customer) => Customer): void;
}

const SessionContext = createContext<CustomerSession | null>(null);

// Refresh this long before the stored expiry, so a request never leaves with a dying token.
const REFRESH_AHEAD_MS = 2 * 60_000;
// After a refresh that failed for a transient reason, try again this much later.
const RETRY_REFRESH_MS = 30_000;

/** What the stored tokens say, before any network call. */
function statusFromStorage(): SessionStatus {
  return readTokens() ? "signed-in" : "signed-out";
}

async function startingStatus(): Promise<SessionStatus> {
  const tokens = readTokens();
  if (!tokens) return "signed-out";
  if (!isExpired(tokens)) return "signed-in";
  try {
    await freshTokens();
    return "signed-in";
  } catch (error) {
    // A transient failure keeps the tokens and the session; the profile read says why.
    return error instanceof SignedOutError ? "signed-out" : "signed-in";
  }
}

/**
 * The customer's session for the account pages: reads the stored tokens, refreshes
 * them when expired or about to expire, loads the profile, follows other tabs signing in or
 * out, and broadcasts `customer:update`.
 */
export function CustomerSessionProvider({
  env,
  children,
}: {
  env: PublicEnv;
  children: ReactNode;
}) {
  configureCustomerAccount(env);
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>("loading");

  // Start: missing → signed out; expired → refresh first; valid → signed in.
  useEffect(() => {
    let cancelled = false;
    void startingStatus().then((next) => {
      if (!cancelled) setStatus(next);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Other tabs (storage events) and this tab's refresh failures (token listeners).
  useEffect(() => {
    const follow = () =>
      setStatus((current) => (current === "loading" ? current : statusFromStorage()));
    const onStorage = (event: StorageEvent) => {
      if (isTokenStorageEvent(event)) follow();
    };
    window.addEventListener("storage", onStorage);
    const stop = onTokensChange(follow);
    return () => {
      window.removeEventListener("storage", onStorage);
      stop();
    };
  }, []);

  // Refresh ahead of expiry, whichever tab wrote the tokens.
  useEffect(() => {
    if (status !== "signed-in") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (delay?: number) => {
      clearTimeout(timer);
      const tokens = readTokens();
      if (!tokens) return;
      const due =
        delay ?? Math.max(0, tokens.expiresAt - EXPIRY_MARGIN_MS - REFRESH_AHEAD_MS - Date.now());
      timer = setTimeout(
        () => {
          const current = readTokens();
          if (current && current.expiresAt - REFRESH_AHEAD_MS - EXPIRY_MARGIN_MS > Date.now()) {
            schedule();
            return;
          }
          freshTokens(current?.accessToken).then(
            () => schedule(),
            (error: unknown) => {
              if (!(error instanceof SignedOutError)) schedule(RETRY_REFRESH_MS);
            },
          );
        },
        Math.min(due || 0, 2 ** 31 - 1),
      );
    };
    schedule();
    const onStorage = (event: StorageEvent) => {
      if (isTokenStorageEvent(event)) schedule();
    };
    window.addEventListener("storage", onStorage);
    const stop = onTokensChange(() => schedule());
    return () => {
      clearTimeout(timer);
      window.removeEventListener("storage", onStorage);
      stop();
    };
  }, [status]);

  // Signed out: nothing of the customer may stay in memory.
  useEffect(() => {
    if (status === "signed-out") queryClient.removeQueries({ queryKey: customerQueryKey });
  }, [status, queryClient]);

  const query = useQuery({ ...customerQueryOptions(), enabled: status === "signed-in" });
  const customer = status === "signed-in" ? (query.data ?? null) : null;

  useEffect(() => {
    if (status === "loading") return;
    window.dispatchEvent(new CustomEvent(CUSTOMER_UPDATE_EVENT, { detail: customer }));
  }, [customer, status]);

  const signIn = useCallback(async () => {
    try {
      await startLogin();
    } catch {
      toast.error("Login Failed", { description: "Unable to initiate login. Please try again." });
    }
  }, []);

  const signOut = useCallback(async () => {
    queryClient.removeQueries({ queryKey: ["account"] });
    await signOutEverywhere();
  }, [queryClient]);

  const refreshCustomer = useCallback(
    () => queryClient.invalidateQueries({ queryKey: customerQueryKey }),
    [queryClient],
  );

  const patchCustomer = useCallback(
    (updater: (customer: Customer) => Customer) =>
      queryClient.setQueryData<Customer>(customerQueryKey, (old) => (old ? updater(old) : old)),
    [queryClient],
  );

  const session = useMemo<CustomerSession>(
    () => ({
      status,
      customer,
      customerLoading: status === "signed-in" && query.isPending,
      customerError: status === "signed-in" ? query.error : null,
      signIn,
      signOut,
      refreshCustomer,
      patchCustomer,
    }),
    [
      status,
      customer,
      query.isPending,
      query.error,
      signIn,
      signOut,
      refreshCustomer,
      patchCustomer,
    ],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useCustomerSession(): CustomerSession {
  const session = use(SessionContext);
  if (!session)
    throw new Error("useCustomerSession must be used inside <CustomerSessionProvider>.");
  return session;
}

/**
 * For pages only a signed-in customer may see: sends guests to /account/login and
 * returns the session (its status says whether to show a spinner).
 */
export function useRequireCustomer(): CustomerSession {
  const session = useCustomerSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status === "signed-out") void navigate("/account/login", { replace: true });
  }, [session.status, navigate]);
  return session;
}
