import type useEmblaCarousel from "embla-carousel-react";
import type { UseEmblaCarouselType } from "embla-carousel-react";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import * as React from "react";
import { cn } from "~/lib/utils";
import { Button } from "./button";

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

const loadEngine = () => import("./carousel-engine");
const CarouselEngine = React.lazy(loadEngine);

/** How long after hydration Embla may wait for an idle moment before loading anyway. */
const ENGINE_IDLE_TIMEOUT_MS = 2_000;

interface CarouselContextValue {
  viewportRef: (node: HTMLDivElement | null) => void;
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
  const [viewport, setViewport] = React.useState<HTMLDivElement | null>(null);
  const [api, setEmbla] = React.useState<CarouselApi>();
  const [engineWanted, setEngineWanted] = React.useState(false);
  const wantEngine = React.useCallback(() => setEngineWanted(true), []);
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
      viewportRef: setViewport,
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
        {engineWanted && viewport ? (
          <React.Suspense fallback={null}>
            <CarouselEngine viewport={viewport} opts={opts} onApi={setEmbla} />
          </React.Suspense>
        ) : null}
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
