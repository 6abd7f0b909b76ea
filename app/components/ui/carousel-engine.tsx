import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, type RefObject } from "react";

/**
 * Embla, attached to a viewport that is already on screen. ./carousel loads this module once the
 * page is idle (or the shopper reaches for the carousel), so Embla stays out of the first load.
 */
export default function CarouselEngine({
  viewportRef,
  opts,
  onApi,
}: {
  viewportRef: RefObject<HTMLElement | null>;
  opts?: Parameters<typeof useEmblaCarousel>[0];
  onApi: (api: UseEmblaCarouselType[1]) => void;
}) {
  const [attach, api] = useEmblaCarousel(opts);
  useEffect(() => {
    attach(viewportRef.current);
    return () => attach(null);
  }, [attach, viewportRef]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
