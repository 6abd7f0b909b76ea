import type { ArtMotif } from "../../catalogue/artwork-schema";
import { mix, type Palette } from "./palette";
import { heart } from "./shapes";

// The dog wears the worn items in the lifestyle view, and is itself the "dog" motif.

export interface DogWear {
  torso?: string;
  legs?: string;
  beforeHead?: string;
  onHead?: string;
}

// A small standing dog, facing right, feet on y≈398.
export function dog(p: Palette, wear: DogWear = {}): string {
  const leg = (x: number, fill: string) =>
    `<rect x="${x}" y="300" width="22" height="98" rx="11" fill="${fill}"/>` +
    (wear.legs ? `<rect x="${x}" y="300" width="22" height="54" rx="6" fill="${wear.legs}"/>` : "");
  const torso =
    '<ellipse cx="190" cy="290" rx="96" ry="54"/><ellipse cx="268" cy="248" rx="36" ry="52" transform="rotate(32 268 248)"/>';
  return `<path d="M106 266C76 252 66 214 86 190" fill="none" stroke="${p.dog}" stroke-width="16" stroke-linecap="round"/>${leg(134, p.dogShade)}${leg(240, p.dogShade)}<g fill="${p.dog}">${torso}</g>${leg(112, p.dog)}${leg(258, p.dog)}${
    wear.torso ? `<clipPath id="t">${torso}</clipPath><g clip-path="url(#t)">${wear.torso}</g>` : ""
  }${wear.beforeHead ?? ""}<path d="M262 184L248 110L304 160ZM300 158L340 98L348 176Z" fill="${p.dog}" stroke="${p.dog}" stroke-width="10" stroke-linejoin="round"/><path d="M266 170L258 130L290 160ZM310 156L334 118L338 168Z" fill="#f2b8b0"/><circle cx="302" cy="206" r="54" fill="${p.dog}"/><ellipse cx="346" cy="226" rx="30" ry="21" fill="${mix(p.dog, "#ffffff", 0.35)}"/><ellipse cx="372" cy="216" rx="9" ry="7" fill="${p.ink}"/><circle cx="318" cy="196" r="8" fill="${p.ink}"/><circle cx="321" cy="193" r="2.5" fill="#fff"/><path d="M350 238Q358 244 366 236" fill="none" stroke="${p.ink}" stroke-width="3" stroke-linecap="round"/><ellipse cx="318" cy="226" rx="10" ry="6" fill="#f08a9c" opacity=".45"/>${wear.onHead ?? ""}`;
}

export function dogWear(motif: ArtMotif, p: Palette): DogWear {
  // The rear hem curves like fabric wrapping round the body instead of a straight cut.
  const cover = (x: number, extra = "") => {
    const hem = `M${x} 196Q${x - 26} 290 ${x} 372`;
    return `<path d="${hem}H330V196Z" fill="${p.main}"/>${extra}<path d="${hem}" fill="none" stroke="${p.trim}" stroke-width="14"/>`;
  };
  const neckBand = (color: string, width: number) =>
    `<path d="M240 222Q258 268 300 272" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
  switch (motif) {
    case "sweater":
      return {
        torso: cover(
          122,
          `<path d="M140 250H300M140 290H300M140 330H300" stroke="${p.accent}" stroke-width="6" stroke-dasharray="12 6" opacity=".8"/>`,
        ),
        legs: p.main,
        beforeHead: neckBand(p.trim, 22),
      };
    case "coat":
      return {
        torso: cover(
          116,
          `<path d="M120 230L220 340M170 230L270 340M220 230L300 320M120 300L200 220M170 340L290 220" stroke="${p.line}" stroke-width="2" opacity=".4"/><rect x="116" y="300" width="200" height="16" fill="${p.trim}"/>`,
        ),
        beforeHead: neckBand(p.accent, 24),
      };
    case "pajamas":
      return {
        torso: cover(
          112,
          [150, 190, 230, 270]
            .map(
              (x, i) => `<circle cx="${x}" cy="${260 + (i % 2) * 40}" r="7" fill="${p.accent}"/>`,
            )
            .join(""),
        ),
        legs: p.main,
        beforeHead: neckBand(p.trim, 16),
      };
    case "tshirt":
      return {
        torso: cover(160, heart(250, 292, 1.3, p.trim)),
        beforeHead: neckBand(p.trim, 10),
      };
    case "raincoat":
      return {
        torso: cover(
          118,
          `<rect x="118" y="268" width="200" height="10" fill="#f2f2f2" opacity=".9"/><path d="M150 246Q200 236 250 246" stroke="#fff" stroke-width="8" opacity=".3" fill="none"/>`,
        ),
        beforeHead: `<path d="M236 206C232 160 276 140 300 160L268 240Z" fill="${p.main}" stroke="${p.line}" stroke-width="3"/>`,
      };
    case "dress":
      return {
        torso: cover(150, `<rect x="142" y="300" width="190" height="14" fill="${p.trim}"/>`),
        beforeHead:
          neckBand(p.trim, 10) +
          `<path d="M150 312H290L318 372Q300 386 282 372Q262 390 242 372Q222 390 202 372Q182 390 162 372Q142 386 124 372Z" fill="${p.main}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/><circle cx="176" cy="346" r="5" fill="${p.accent}"/><circle cx="222" cy="354" r="5" fill="${p.accent}"/><circle cx="268" cy="346" r="5" fill="${p.accent}"/>`,
      };
    case "collar":
      return {
        beforeHead: neckBand(p.line, 18) + neckBand(p.main, 13) + heart(284, 296, 1.1, p.trim),
      };
    case "bandana":
      return {
        beforeHead: `<path d="M238 226Q262 268 306 268L290 336Z" fill="${p.main}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/><path d="M252 262L292 300M262 250L296 282" stroke="${p.accent}" stroke-width="6" opacity=".6"/>`,
      };
    case "bow":
      return {
        onHead: `<path d="M300 150L272 130V170ZM300 150L328 130V170Z" fill="${p.main}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/><circle cx="300" cy="150" r="8" fill="${p.trim}"/>`,
      };
    case "hat":
      return {
        onHead: `<path d="M262 176C262 118 338 118 338 176Z" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><rect x="254" y="168" width="92" height="18" rx="9" fill="${p.trim}"/><circle cx="300" cy="118" r="14" fill="${p.accent}"/>`,
      };
    case "harness":
      return {
        torso: `<rect x="196" y="200" width="120" height="160" fill="${p.main}"/><rect x="196" y="200" width="9" height="160" fill="${p.accent}"/><path d="M222 232V340M246 226V340" stroke="${p.accent}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round" opacity=".8"/>`,
        beforeHead:
          neckBand(p.trim, 12) +
          `<path d="M218 236C218 214 238 214 238 236" fill="none" stroke="${p.metal}" stroke-width="5"/>`,
      };
    default:
      return {};
  }
}
