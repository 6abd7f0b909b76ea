import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { completeLogin, LoginError } from "../api/login-flow";
import { AccountSpinner } from "./account-spinner";

/**
 * The sign-in callback: "Signing you in...", then /account, or /account/login with the reason.
 * The code leaves the address bar at once, so neither Back nor a reload can bring it back.
 */
export function LoginCallback() {
  const navigate = useNavigate();
  // The router's copy of the address: it keeps the code after the bar is cleaned below, so the
  // effect's second run under StrictMode joins the same exchange instead of seeing no code.
  const { search } = useLocation();
  useEffect(() => {
    let active = true;
    const params = new URLSearchParams(search);
    if (window.location.search) {
      window.history.replaceState(window.history.state, "", window.location.pathname);
    }
    completeLogin(params).then(
      () => {
        if (!active) return;
        toast.success("Welcome Back!", { description: "You've been successfully signed in." });
        void navigate("/account", { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const failure =
          error instanceof LoginError
            ? error
            : new LoginError("There was an issue completing your sign in. Please try again.");
        toast.error(failure.title, { description: failure.message });
        void navigate("/account/login", { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [search, navigate]);
  return (
    <main>
      <AccountSpinner label="Signing you in..." />
    </main>
  );
}
