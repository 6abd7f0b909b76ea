import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useCustomerSession } from "./customer-session";

/**
 * The login page. The provider sends its answer to /account/callback; one that lands here
 * instead (a code, or an error) is forwarded or reported.
 */
export function LoginPanel() {
  const { status, signIn } = useCustomerSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [starting, setStarting] = useState(false);

  // The provider's answer, when it lands here: each address is handled once, whatever else
  // re-renders the page meanwhile.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (handled.current === search) return;
    handled.current = search;
    const params = new URLSearchParams(search);
    const code = params.get("code");
    const state = params.get("state");
    if (code && state) {
      void navigate(`/account/callback?${new URLSearchParams({ code, state })}`, {
        replace: true,
      });
    } else if (params.has("error")) {
      toast.error("Authentication Error", {
        description: "There was an issue signing you in. Please try again.",
      });
      void navigate("/account/login", { replace: true });
    }
  }, [search, navigate]);

  useEffect(() => {
    if (status === "signed-in") void navigate("/account", { replace: true });
  }, [status, navigate]);

  const start = () => {
    setStarting(true);
    // On success the page leaves for the provider; on failure signIn has said why.
    void signIn().finally(() => setStarting(false));
  };

  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 sm:py-20">
      <div className="flex flex-col gap-6 rounded-2xl border border-blush-200 bg-card p-8 shadow-sm">
        <header className="text-center">
          <h1 className="font-serif text-3xl font-semibold">Welcome Back</h1>
          <p className="mt-2 text-muted-foreground">
            Sign in to see your orders, your saved addresses and your profile.
          </p>
        </header>
        <Button size="lg" onClick={start} disabled={starting}>
          {starting ? "Redirecting..." : "Sign In with Shopify"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Don&apos;t have an account?{" "}
          <button
            type="button"
            onClick={start}
            disabled={starting}
            className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline"
          >
            Create one now
          </button>
        </p>
        <p className="text-center text-xs text-muted-foreground">
          By signing in, you agree to our{" "}
          <Link to="/terms" className="underline underline-offset-2">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className="underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
      <div className="flex flex-col items-center gap-2 text-sm">
        <Link to="/" className="text-primary underline-offset-4 hover:underline">
          Back to Store
        </Link>
        <Link to="/shop" className="text-muted-foreground underline-offset-4 hover:underline">
          Continue shopping as guest
        </Link>
      </div>
    </main>
  );
}
