import type useEmblaCarousel from "embla-carousel-react";
import type { UseEmblaCarouselType } from "embla-carousel-react";
import type CarouselEngine from "./carousel-engine";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import * as React from "react";
import { cn } from "~/lib/utils";
import { Button } from "./button";

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

type Engine = typeof CarouselEngine;
const loadEngine = () => import("./carousel-engine").then((module) => module.default);

/** How long after hydration Embla may wait for an idle moment before loading anyway. */
const ENGINE_IDLE_TIMEOUT_MS = 2_000;

interface CarouselContextValue {
  viewportRef: React.RefObject<HTMLDivElement | null>;
  api: CarouselApi;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
}

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

function useCarousel() {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error("useCarousel must be used inside <Carousel>.");
  return context;
}

/**
 * A horizontal carousel on Embla (shadcn's shape). The slides are plain list items rendered on
 * the server; Embla only adds dragging and the previous/next buttons' state, so its code loads
 * after hydration, when the page is idle or as soon as the shopper points at the carousel.
 */
function Carousel({
  opts,
  setApi,
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & {
  opts?: CarouselOptions;
  setApi?: (api: CarouselApi) => void;
}) {
  // A ref, not state: a callback ref that set state would render the carousel again inside
  // hydration's commit, and React then runs every effect of the page in that same long task.
  const viewportRef = React.useRef<HTMLDivElement | null>(null);
  const [api, setEmbla] = React.useState<CarouselApi>();
  // The engine's code is fetched and evaluated in the idle callback (or on the shopper's first
  // move) and rendered once it is here: through React.lazy the fetch would start inside a render
  // and the render that finally shows it would run beside it in one long task.
  const [Engine, setEngine] = React.useState<Engine | null>(null);
  const engineWanted = Engine !== null;
  const wantEngine = React.useCallback(() => {
    void loadEngine().then(
      (engine) => setEngine(() => engine),
      // Unfetched (offline, a new release): the carousel stays without dragging and arrows, and
      // the shopper's next pointer or focus on it asks again.
      () => {},
    );
  }, []);
  const [canScrollPrev, setCanScrollPrev] = React.useState(false);
  const [canScrollNext, setCanScrollNext] = React.useState(false);

  React.useEffect(() => {
    if (engineWanted) return;
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(wantEngine, { timeout: ENGINE_IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(wantEngine, ENGINE_IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [engineWanted, wantEngine]);

  React.useEffect(() => {
    if (!api) return;
    setApi?.(api);
    const update = () => {
      setCanScrollPrev(api.canScrollPrev());
      setCanScrollNext(api.canScrollNext());
    };
    update();
    api.on("reInit", update).on("select", update);
    return () => {
      api.off("reInit", update).off("select", update);
    };
  }, [api, setApi]);

  const value = React.useMemo(
    () => ({
      viewportRef,
      api,
      canScrollPrev,
      canScrollNext,
      scrollPrev: () => api?.scrollPrev(),
      scrollNext: () => api?.scrollNext(),
    }),
    [api, canScrollPrev, canScrollNext],
  );

  return (
    <CarouselContext value={value}>
      <section
        data-slot="carousel"
        aria-roledescription="carousel"
        className={cn("relative", className)}
        onPointerEnter={wantEngine}
        onFocus={wantEngine}
        onTouchStart={wantEngine}
        {...props}
      >
        {children}
        {Engine ? <Engine viewportRef={viewportRef} opts={opts} onApi={setEmbla} /> : null}
      </section>
    </CarouselContext>
  );
}

function CarouselContent({ className, ...props }: React.ComponentProps<"ul">) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} data-slot="carousel-viewport" className="overflow-hidden">
      <ul data-slot="carousel-content" className={cn("flex gap-4", className)} {...props} />
    </div>
  );
}

function CarouselItem({ className, ...props }: React.ComponentProps<"li">) {
  return (
    <li
      data-slot="carousel-item"
      aria-roledescription="slide"
      className={cn("min-w-0 shrink-0 grow-0", className)}
      {...props}
    />
  );
}

function CarouselPrevious({ className, ...props }: React.ComponentProps<typeof Button>) {
  const { canScrollPrev, scrollPrev } = useCarousel();
  return (
    <Button
      data-slot="carousel-previous"
      variant="outline"
      size="icon"
      className={cn("rounded-full", className)}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      aria-label="Previous slide"
      {...props}
    >
      <ChevronLeftIcon aria-hidden="true" />
    </Button>
  );
}

function CarouselNext({ className, ...props }: React.ComponentProps<typeof Button>) {
  const { canScrollNext, scrollNext } = useCarousel();
  return (
    <Button
      data-slot="carousel-next"
      variant="outline"
      size="icon"
      className={cn("rounded-full", className)}
      disabled={!canScrollNext}
      onClick={scrollNext}
      aria-label="Next slide"
      {...props}
    >
      <ChevronRightIcon aria-hidden="true" />
    </Button>
  );
}

export {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  useCarousel,
  type CarouselApi,
};
