import { lazy, Suspense, useEffect, useState } from "react";

const RecentlyViewedSection = lazy(() => import("./recently-viewed-section"));

/**
 * Where "Recently viewed" goes on a page. Its code and its products load once the page is
 * interactive and idle, so it never delays the page's own content.
 */
export function RecentlyViewed({ current, className }: { current?: string; className?: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => setReady(true));
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
