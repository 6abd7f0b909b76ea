import { use, useState } from "react";
import {
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";

/**
 * React Router's `<Scripts>`, except that the app's code is fetched only once the page has painted
 * its first frame and its largest image. `<Scripts>` preloads every module from `<head>` at high
 * priority and runs them as soon as they arrive; on a phone that put the whole first load (about
 * 130 KB of script) between the document and the first paint, and Lighthouse counts any script
 * that ran before the first paint as blocking it. Here the document, the stylesheet and the
 * largest image come first; the scripts start right after, all at once (module preloads for the
 * whole graph, so no import waits on another). Taps in between are not lost (app/lib/early-taps.ts).
 *
 * The handoff is React Router's own: the same `window.__reactRouterContext` (and its stream, which
 * the server keeps writing into), the route modules in `window.__reactRouterRouteModules`, then
 * the client entry. In development (Vite's HMR runtime must load first) and SPA mode the stock
 * `<Scripts>` runs.
 */
export function PaintFirstScripts({ nonce }: { nonce?: string }) {
  const framework = use(FrameworkContext);
  const dataRouter = use(DataRouterContext);
  const state = use(DataRouterStateContext);
  const stock = !framework || framework.manifest.hmr || framework.isSpaMode;
  if (framework?.renderMeta) markScriptsRendered(framework.renderMeta);
  // Written once, as the server rendered it: later renders (navigations) must not change it. The
  // browser hydrates the same two elements and leaves their text as the server wrote it, so the
  // client build carries none of the loader's code (`import.meta.env.SSR` is false there and the
  // branch is dropped).
  const [scripts] = useState(() => {
    if (stock || !framework || !state) return null;
    if (!import.meta.env.SSR) return { context: "", loader: "" };
    const { manifest, serverHandoffString } = framework;
    // The routes the server rendered, from the root down; every one is imported before hydrating.
    const routes = state.matches.map((match) => {
      const entry = manifest.routes[match.route.id];
      if (!entry) throw new Error(`Route ${match.route.id} is not in the manifest`);
      const modules = [
        entry.clientActionModule,
        entry.clientLoaderModule,
        entry.clientMiddlewareModule,
        entry.hydrateFallbackModule,
        entry.module,
      ].filter((module): module is string => Boolean(module));
      return { id: match.route.id, modules, imports: entry.imports ?? [] };
    });
    const preloads = [
      ...new Set([
        manifest.url,
        manifest.entry.module,
        ...manifest.entry.imports,
        ...routes.flatMap((route) => [...route.modules, ...route.imports]),
      ]),
    ];
    const context = dataRouter?.staticContext
      ? `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`
      : " ";
    const loader = paintFirstLoader({
      manifest: manifest.url,
      entry: manifest.entry.module,
      preloads,
      routes: routes.map(({ id, modules }) => ({ id, modules })),
    });
    return { context, loader };
  });
  if (stock) return <Scripts nonce={nonce} />;
  if (!scripts) return null;
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scripts.context }}
      />
      <script
        type="module"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scripts.loader }}
      />
    </>
  );
}

/**
 * React Router's server streams the loader data into the page only once the scripts that read it
 * have rendered; its own `<Scripts>` sets this flag during the render, as this does.
 */
function markScriptsRendered(renderMeta: { didRenderScripts?: boolean }) {
  renderMeta.didRenderScripts = true;
}

/**
 * How long the scripts wait at most, from the end of the document: a browser that reports no
 * paint, or a slow image, never holds the app back longer.
 */
export const MAX_WAIT_MS = 5000;

export interface LoadPlan {
  manifest: string;
  entry: string;
  /** Every module of the first load, preloaded at once so no import waits on another's. */
  preloads: string[];
  routes: { id: string; modules: string[] }[];
  maxWaitMs: number;
}

/** The inline module that starts the app: `startAfterPaint` with its plan. */
export function paintFirstLoader(plan: Omit<LoadPlan, "maxWaitMs">): string {
  const json = JSON.stringify({ ...plan, maxWaitMs: MAX_WAIT_MS }).replace(/</g, "\\u003c");
  return `(${startAfterPaint.toString()})(${json});`;
}

/**
 * Runs in the page, serialised as it is: it may use only browser globals. It waits until the
 * browser reports the first contentful paint, then until the page's high-priority image (its
 * largest) has painted, as the browser reports it too; then it adds the module preloads and
 * imports the manifest, the routes and the entry, as React Router's own script does. The paint
 * reports come once the frame is on screen, which can be well after the frame was drawn on a busy
 * phone, so they are waited for rather than a frame callback. Where the browser does not report
 * them it waits for a frame (and for the image to load); a hidden tab paints nothing, so there
 * (or once the tab is hidden) it starts at once; and it never waits longer than `maxWaitMs`.
 */
export function startAfterPaint(plan: LoadPlan): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // One insertion for all the preloads: the head changes once, not once per module.
    const preloads = document.createDocumentFragment();
    for (const href of plan.preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      preloads.append(link);
    }
    document.head.append(preloads);
    const routes = plan.routes.map((route) =>
      Promise.all(route.modules.map((module) => import(/* @vite-ignore */ module))).then(
        (parts: object[]) => Object.assign({}, ...parts) as object,
      ),
    );
    void Promise.all([import(/* @vite-ignore */ plan.manifest), ...routes]).then(
      ([, ...modules]) => {
        (window as unknown as { __reactRouterRouteModules: object }).__reactRouterRouteModules =
          Object.fromEntries(plan.routes.map((route, index) => [route.id, modules[index]]));
        return import(/* @vite-ignore */ plan.entry);
      },
    );
  };
  if (document.visibilityState === "hidden") return start();
  document.addEventListener("visibilitychange", start, { once: true });
  setTimeout(start, plan.maxWaitMs);

  const reported = PerformanceObserver.supportedEntryTypes ?? [];
  const nextFrame = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  /** Resolves on the first entry of `type` that `matches`, including those already reported. */
  const entry = (type: string, matches: (entry: PerformanceEntry) => boolean) =>
    new Promise<void>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some(matches)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type, buffered: true });
    });
  const firstPaint = reported.includes("paint")
    ? entry("paint", (paint) => paint.name === "first-contentful-paint")
    : nextFrame();
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const loaded = new Promise<void>((resolve) => {
    if (!image || image.complete) return resolve();
    image.addEventListener("load", () => resolve(), { once: true });
    image.addEventListener("error", () => resolve(), { once: true });
  });
  // The image's own largest-paint report (it is the page's largest element), or a second after it
  // loaded (something larger painted first); without those reports, a frame after it loaded.
  const imageShown = !image
    ? Promise.resolve()
    : reported.includes("largest-contentful-paint")
      ? Promise.race([
          entry(
            "largest-contentful-paint",
            (largest) => (largest as PerformanceEntry & { element?: Element }).element === image,
          ),
          loaded.then(() => new Promise<void>((resolve) => setTimeout(resolve, 1000))),
        ])
      : loaded.then(nextFrame);
  void Promise.all([firstPaint, imageShown]).then(start);
}
