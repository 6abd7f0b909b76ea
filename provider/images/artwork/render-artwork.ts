import type { Art } from "../../catalogue/artwork-schema";
import { motifShape } from "./motifs";
import { palette } from "./palette";
import { r1 } from "./shapes";
import { sizeChartView } from "./size-chart";
import { backdrop, detailView, lifestyleView, shadow } from "./views";

// Everything is drawn on a 400×500 artboard (the catalogue's 4:5 images) and the viewBox is
// widened or heightened around it for other aspect ratios, so nothing is ever distorted.
const W = 400;
const H = 500;

/** Draws a catalogue image as a standalone SVG document. Deterministic: same input, same output. */
export function renderArtwork(art: Art, size: { width: number; height: number }): string {
  const width = Math.max(1, Math.round(Number.isFinite(size.width) ? size.width : W));
  const height = Math.max(1, Math.round(Number.isFinite(size.height) ? size.height : H));
  let vx = 0;
  let vy = 0;
  let vw = W;
  let vh = H;
  if (width / height > W / H) {
    vw = (H * width) / height;
    vx = (W - vw) / 2;
  } else {
    vh = (W * height) / width;
    vy = (H - vh) / 2;
  }
  const p = palette(art.colors);
  let content: string;
  switch (art.view) {
    case "front":
      content = backdrop(p) + shadow(430, 130, p) + motifShape(art.motif, p, false);
      break;
    case "back":
      // Mirrored, with each motif's back details, so it reads as the other side of the item.
      content =
        backdrop(p) +
        shadow(430, 130, p) +
        `<g transform="matrix(-1 0 0 1 400 0)">${motifShape(art.motif, p, true)}</g>`;
      break;
    case "detail":
      content = detailView(art.motif, p);
      break;
    case "lifestyle":
      content = lifestyleView(art.motif, p);
      break;
    case "size-chart":
      content = sizeChartView(p, art.label);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${r1(vx)} ${r1(vy)} ${r1(vw)} ${r1(vh)}"><rect x="${r1(vx)}" y="${r1(vy)}" width="${r1(vw)}" height="${r1(vh)}" fill="${p.bg}"/>${content}</svg>`;
}
