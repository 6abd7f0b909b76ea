import { lazy, Suspense, useEffect, useState } from "react";

const RecentlyViewedSection = lazy(() => import("./recently-viewed-section"));

/**
 * Where "Recently viewed" goes on a page. Its code and its products load once the page is
 * interactive and idle, so it never delays the page's own content.
 */
export function RecentlyViewed({ current, className }: { current?: string; className?: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Idle, but not later than a moment after: the view is recorded then, and a shopper who
    // moves on quickly should still find this product among the recent ones.
    if (window.requestIdleCallback)
      window.requestIdleCallback(() => setReady(true), { timeout: 500 });
    else setTimeout(() => setReady(true), 200);
  }, []);
  if (!ready) return null;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <RecentlyViewedSection current={current} />
      </Suspense>
    </div>
  );
}
