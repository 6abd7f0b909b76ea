import { lazy, Suspense, useEffect, useState } from "react";
import type { PublicEnv } from "~/lib/public-env";
import { PRIVACY_CHOICES_EVENT } from "~/lib/privacy-choices";
import type { PrivacyRequest } from "./privacy-request";

// Everything about privacy (the banner, analytics, field speed) is fetched only once the page is
// interactive and the browser is idle, or at once when the visitor asks for "Privacy choices":
// none of it is part of any page's first load. The banner is fixed to the viewport, so showing
// it later moves nothing on the page (no layout shift).
const PrivacyRuntime = lazy(() => import("./privacy-runtime"));

function afterLoadWhenIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === "function")
      idle = requestIdleCallback(run, { timeout: 3000 });
    else timer = setTimeout(run, 1000);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Loads the privacy runtime after the page is interactive; reopens the banner on request. */
export function PrivacyGate({ env }: { env: PublicEnv }) {
  const [loaded, setLoaded] = useState(false);
  // Each "Privacy choices" click is a new request; the runtime opens the banner for it and
  // gives focus back where it was when it closes.
  const [request, setRequest] = useState<PrivacyRequest | null>(null);
  // Taken at hydration: the visit's first page, whose load field speed measures.
  const [landingPath] = useState(() =>
    typeof window === "undefined" ? "/" : window.location.pathname,
  );
  useEffect(() => {
    const stop = afterLoadWhenIdle(() => setLoaded(true));
    const ask = () => {
      setLoaded(true);
      setRequest((last) => ({ n: (last?.n ?? 0) + 1, returnTo: document.activeElement }));
    };
    window.addEventListener(PRIVACY_CHOICES_EVENT, ask);
    return () => {
      stop();
      window.removeEventListener(PRIVACY_CHOICES_EVENT, ask);
    };
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyRuntime env={env} request={request} landingPath={landingPath} />
    </Suspense>
  );
}
