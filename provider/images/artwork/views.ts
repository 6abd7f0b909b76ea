import type { ArtMotif } from "../../catalogue/artwork-schema";
import { dog, dogWear, type DogWear } from "./dog";
import { motifShape } from "./motifs";
import { luminance, mix, type Palette } from "./palette";
import { pawPrint, r1 } from "./shapes";

const DETAIL_FOCUS: Record<ArtMotif, [number, number]> = {
  sweater: [200, 300],
  coat: [200, 240],
  dress: [200, 300],
  pajamas: [200, 240],
  tshirt: [200, 240],
  raincoat: [200, 230],
  collar: [215, 335],
  bandana: [200, 230],
  bow: [200, 250],
  hat: [200, 280],
  carrier: [200, 260],
  sling: [200, 290],
  tote: [200, 330],
  bed: [200, 290],
  blanket: [260, 330],
  bowl: [200, 320],
  plush: [200, 290],
  "chew-toy": [200, 256],
  ball: [200, 270],
  harness: [200, 250],
  leash: [200, 380],
  dog: [320, 210],
};

type Texture = "knit" | "quilt" | "weave" | "dots";

const TEXTURE: Record<ArtMotif, Texture> = {
  sweater: "knit",
  hat: "knit",
  blanket: "knit",
  bandana: "weave",
  coat: "quilt",
  carrier: "quilt",
  bed: "quilt",
  sling: "quilt",
  harness: "weave",
  leash: "weave",
  collar: "weave",
  tote: "weave",
  dress: "dots",
  pajamas: "dots",
  tshirt: "dots",
  raincoat: "dots",
  bowl: "dots",
  plush: "dots",
  "chew-toy": "dots",
  ball: "dots",
  bow: "dots",
  dog: "dots",
};

function texturePattern(kind: Texture, color: string): string {
  const tiles: Record<Texture, [number, string]> = {
    knit: [16, `<path d="M2 3L8 13L14 3" fill="none" stroke="${color}" stroke-width="2"/>`],
    quilt: [
      28,
      `<path d="M0 0L28 28M28 0L0 28" stroke="${color}" stroke-width="1.6" stroke-dasharray="4 3"/>`,
    ],
    weave: [10, `<path d="M0 10L10 0M-2 2L2 -2M8 12L12 8" stroke="${color}" stroke-width="2"/>`],
    dots: [14, `<circle cx="7" cy="7" r="2" fill="${color}"/>`],
  };
  const [size, tile] = tiles[kind];
  return `<pattern id="x" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${tile}</pattern>`;
}

export function shadow(y: number, rx: number, p: Palette): string {
  return `<ellipse cx="200" cy="${y}" rx="${rx}" ry="${r1(rx * 0.09)}" fill="${p.floor}"/>`;
}

export function backdrop(p: Palette): string {
  return `<circle cx="200" cy="250" r="172" fill="${p.tint}" opacity=".55"/>`;
}

export function detailView(motif: ArtMotif, p: Palette): string {
  const [fx, fy] = DETAIL_FOCUS[motif];
  const textureColor = luminance(p.main) > 0.55 ? p.line : p.accent;
  return `<defs><clipPath id="c"><rect x="28" y="28" width="344" height="444" rx="28"/></clipPath>${texturePattern(TEXTURE[motif], textureColor)}</defs><g clip-path="url(#c)"><rect x="28" y="28" width="344" height="444" fill="${p.tint}"/><g transform="translate(200 250) scale(2.6) translate(${-fx} ${-fy})">${motifShape(motif, p, false)}</g><rect x="28" y="28" width="344" height="444" fill="url(#x)" opacity=".3"/></g><rect x="28" y="28" width="344" height="444" rx="28" fill="none" stroke="${p.line}" stroke-width="3" opacity=".35"/>`;
}

const WORN = new Set<ArtMotif>([
  "sweater",
  "coat",
  "dress",
  "pajamas",
  "tshirt",
  "raincoat",
  "collar",
  "bandana",
  "bow",
  "hat",
  "harness",
]);

export function lifestyleView(motif: ArtMotif, p: Palette): string {
  const frame =
    motif === "leash"
      ? ""
      : `<rect x="46" y="66" width="80" height="94" rx="6" fill="#ffffff" stroke="${p.trim}" stroke-width="6"/>${pawPrint(86, 116, 1.4, p.main)}`;
  const floor = `<rect x="-400" y="392" width="1200" height="400" fill="${p.floor}" opacity=".55"/>${frame}`;
  const item = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${motifShape(motif, p, false)}</g>`;
  const puppy = (x: number, y: number, s: number, wear: DogWear = {}) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${dog(p, wear)}</g>`;
  const head = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M262 184L248 110L304 160ZM300 158L340 98L348 176Z" fill="${p.dog}" stroke="${p.dog}" stroke-width="10" stroke-linejoin="round"/><path d="M266 170L258 130L290 160ZM310 156L334 118L338 168Z" fill="#f2b8b0"/><circle cx="302" cy="206" r="54" fill="${p.dog}"/><ellipse cx="346" cy="226" rx="30" ry="21" fill="${mix(p.dog, "#ffffff", 0.35)}"/><ellipse cx="372" cy="216" rx="9" ry="7" fill="${p.ink}"/><circle cx="318" cy="196" r="8" fill="${p.ink}"/><circle cx="321" cy="193" r="2.5" fill="#fff"/><ellipse cx="318" cy="226" rx="10" ry="6" fill="#f08a9c" opacity=".45"/></g>`;

  if (WORN.has(motif)) {
    return `${floor}${shadow(404, 140, p)}${puppy(-6, 6, 1, dogWear(motif, p))}`;
  }
  switch (motif) {
    case "leash":
      return `${floor}${shadow(404, 140, p)}${puppy(40, 6, 0.9, {
        beforeHead: `<path d="M238 222Q262 268 300 272" fill="none" stroke="${p.trim}" stroke-width="14" stroke-linecap="round"/>`,
      })}<path d="M262 226C200 120 120 60 30 30" fill="none" stroke="${p.main}" stroke-width="9" stroke-linecap="round"/><path d="M262 226C200 120 120 60 30 30" fill="none" stroke="${p.accent}" stroke-width="3" stroke-dasharray="6 7"/><circle cx="262" cy="228" r="7" fill="${p.metal}"/>`;
    case "carrier":
    case "sling":
      return `${floor}${shadow(420, 150, p)}${head(-102, motif === "carrier" ? -4 : 12, 1)}${item(30, 60, 0.85)}`;
    case "bed":
    case "blanket":
      return `${floor}${item(20, 60, 0.9)}<g fill="${p.dog}"><path d="M118 356C100 386 150 396 170 380" fill="none" stroke="${p.dog}" stroke-width="13" stroke-linecap="round"/><ellipse cx="186" cy="336" rx="78" ry="40"/><ellipse cx="160" cy="318" rx="30" ry="16" fill="${p.dogShade}" opacity=".35"/><ellipse cx="252" cy="366" rx="26" ry="11"/><ellipse cx="232" cy="372" rx="26" ry="11"/></g>${head(28, 124, 0.72)}`;
    case "dog":
      return `${floor}${shadow(404, 140, p)}${puppy(-6, 6, 1, dogWear("collar", p))}`;
    default:
      return motif === "tote"
        ? `${floor}${shadow(410, 170, p)}${puppy(-50, 88, 0.8)}${item(200, 150, 0.6)}`
        : `${floor}${shadow(410, 170, p)}${puppy(-50, 88, 0.8)}${item(215, 200, 0.5)}`;
  }
}
