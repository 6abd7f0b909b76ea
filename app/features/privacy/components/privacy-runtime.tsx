import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { PublicEnv } from "~/lib/public-env";
import { useStorefront } from "~/lib/storefront-provider";
import {
  browserSendsGpc,
  choiceFor,
  CONSENT_CHANGED_EVENT,
  consentCookie,
  effectiveConsent,
  readChoice,
  type ConsentChoice,
} from "~/lib/visitor-consent";
import type { ShopAnalytics } from "../lib/shop-analytics";
import { pageTemplate } from "../lib/page-template";
import { ConsentBanner, type BannerAnswer } from "./consent-banner";
import type { PrivacyRequest } from "./privacy-request";

/** Shopify's analytics cookies go when analytics is declined (../lib/tracking-cookies sets them). */
function forgetTrackingCookies() {
  for (const name of ["_shopify_y", "_shopify_s"]) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
}

/**
 * The visitor's privacy choice at work (loaded by ./privacy-gate once the page is interactive):
 * the banner while there is no choice or when "Privacy choices" asks for it, Shopify's
 * analytics and field speed measurement only while analytics is agreed to.
 */
export default function PrivacyRuntime({
  env,
  request,
  landingPath,
}: {
  env: PublicEnv;
  /** The visitor's latest request for the banner, if any. */
  request: PrivacyRequest | null;
  /** The path the visit landed on: its load is the one field speed measures. */
  landingPath: string;
}) {
  const storefront = useStorefront();
  const location = useLocation();
  const [gpc] = useState(() => browserSendsGpc(navigator as { globalPrivacyControl?: unknown }));
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readChoice(document.cookie));
  const [open, setOpen] = useState(choice === null);
  // The request the banner was last opened for, and where focus goes back when it closes.
  const [handled, setHandled] = useState<PrivacyRequest | null>(null);
  if (request && request !== handled) {
    setHandled(request);
    setOpen(true);
  }
  const consent = effectiveConsent(choice, gpc);
  // What analytics and field speed read at each event: the consent as last rendered.
  const consentNow = useRef(consent);
  useEffect(() => {
    consentNow.current = consent;
  });

  // Shopify's analytics, loaded and started only while analytics is agreed to.
  const [analytics, setAnalytics] = useState<ShopAnalytics | null>(null);
  useEffect(() => {
    if (!consent.analytics) return;
    let running: ShopAnalytics | null = null;
    let cancelled = false;
    void import("../lib/shop-analytics").then(({ startShopAnalytics }) => {
      if (cancelled) return;
      running = startShopAnalytics({
        storeDomain: env.PUBLIC_STORE_DOMAIN,
        storefront,
        consent: () => consentNow.current,
        ...(env.PUBLIC_STOREFRONT_ID ? { storefrontId: env.PUBLIC_STOREFRONT_ID } : {}),
      });
      setAnalytics(running);
    });
    return () => {
      cancelled = true;
      // A stopped instance sends nothing more, even if a page view still reaches it.
      running?.stop();
    };
  }, [consent.analytics, env, storefront]);

  useEffect(() => {
    analytics?.pageView({ pathname: location.pathname, search: location.search });
  }, [analytics, location.pathname, location.search]);

  // Field speed: one sample decision per page load, measured only with consent to analytics.
  const vitalsStarted = useRef(false);
  useEffect(() => {
    if (!consent.analytics || vitalsStarted.current) return;
    vitalsStarted.current = true;
    void import("../lib/field-vitals").then(({ inSample, startFieldVitals }) => {
      if (!inSample(env.PUBLIC_VITALS_SAMPLE_RATE ?? 1)) return;
      startFieldVitals({
        template: pageTemplate(landingPath),
        allowed: () => consentNow.current.analytics === true,
      });
    });
  }, [consent.analytics, env, landingPath]);

  const close = () => {
    setOpen(false);
    const target = handled?.returnTo;
    if (target instanceof HTMLElement) target.focus();
  };

  const answer = (given: BannerAnswer) => {
    const next = choiceFor(given, gpc);
    document.cookie = consentCookie(next, window.location.protocol === "https:");
    if (!next.analytics) forgetTrackingCookies();
    setChoice(next);
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: next }));
    close();
  };

  if (!open) return null;
  return (
    <ConsentBanner
      gpc={gpc}
      current={choice}
      takeFocus={handled !== null}
      onAnswer={answer}
      {...(choice ? { onClose: close } : {})}
    />
  );
}
