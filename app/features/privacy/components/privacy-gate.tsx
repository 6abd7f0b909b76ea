import { lazy, Suspense, useEffect, useState } from "react";
import type { PublicEnv } from "~/lib/public-env";
import { PRIVACY_CHOICES_EVENT } from "~/lib/privacy-choices";

// Everything about privacy (the banner, analytics, field speed) is fetched only once the page is
// interactive and the browser is idle, or at once when the visitor asks for "Privacy choices":
// none of it is part of any page's first load. The banner is fixed to the viewport, so showing
// it later moves nothing on the page (no layout shift).
const PrivacyRuntime = lazy(() => import("./privacy-runtime"));

function afterLoadWhenIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(run, { timeout: 3000 });
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
  // Each "Privacy choices" click counts up; the runtime opens the banner when it changes.
  const [asked, setAsked] = useState(0);
  // Taken at hydration: the visit's first page, whose load field speed measures.
  const [landingPath] = useState(() =>
    typeof window === "undefined" ? "/" : window.location.pathname,
  );
  useEffect(() => {
    const stop = afterLoadWhenIdle(() => setLoaded(true));
    const ask = () => {
      setLoaded(true);
      setAsked((n) => n + 1);
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
      <PrivacyRuntime env={env} asked={asked} landingPath={landingPath} />
    </Suspense>
  );
}
