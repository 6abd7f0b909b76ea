/**
 * Draws the shop's own artwork as SVG and rasterises it with sharp into public/:
 * hero backgrounds, category tiles, the About portrait, the empty-shop illustration, the
 * favicon set and the social image. Run with `npx tsx scripts/generate-artwork.ts`; the outputs
 * are committed, so the shop never depends on this script at run time.
 *
 * Everything is flat vector shapes in the brand palette, so the WebP files stay small.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const imagesDir = path.join(publicDir, "images");

const C = {
  ink: "#2b2124",
  plum: "#9c3f52",
  blush: "#d9788a",
  blushSoft: "#efb0bc",
  blushPale: "#f6d0d7",
  blushMist: "#fbe9ec",
  cream: "#fffaf5",
  creamWarm: "#fbf3ea",
  sand: "#f4e6d6",
  fur: "#f0d9bd",
  furShade: "#dfbf9b",
  furLight: "#fbefe1",
  pink: "#f2a0b0",
  gold: "#e8b64c",
  sage: "#b9cdb5",
  sageDeep: "#7f9c7b",
  sky: "#c9dcec",
  lilac: "#ddd0ec",
  butter: "#f7e3a6",
  white: "#ffffff",
};

// ---------------------------------------------------------------------------------------------
// Peyton, drawn in a 200 × 230 box (sitting, facing us). `bow` adds the signature hair bow.
// ---------------------------------------------------------------------------------------------

function peyton({ bow = true, tongue = true }: { bow?: boolean; tongue?: boolean } = {}) {
  return `
  <g>
    <path d="M146 186 C 186 178, 196 132, 170 120 C 154 113, 146 130, 160 138" fill="none"
      stroke="${C.fur}" stroke-width="16" stroke-linecap="round"/>
    <ellipse cx="100" cy="178" rx="52" ry="46" fill="${C.fur}"/>
    <ellipse cx="100" cy="160" rx="28" ry="32" fill="${C.furLight}"/>
    <rect x="72" y="176" width="20" height="48" rx="10" fill="${C.fur}"/>
    <rect x="108" y="176" width="20" height="48" rx="10" fill="${C.fur}"/>
    <ellipse cx="82" cy="222" rx="13" ry="7" fill="${C.furLight}"/>
    <ellipse cx="118" cy="222" rx="13" ry="7" fill="${C.furLight}"/>
    <path d="M78 222 v-5 M84 222 v-5 M114 222 v-5 M120 222 v-5" stroke="${C.furShade}"
      stroke-width="1.6" stroke-linecap="round"/>
    <path d="M56 76 C 36 54, 28 20, 38 6 C 52 8, 80 34, 94 52 Z" fill="${C.fur}"/>
    <path d="M58 66 C 46 50, 42 28, 46 18 C 56 22, 74 40, 84 52 Z" fill="${C.pink}" opacity="0.75"/>
    <path d="M144 76 C 164 54, 172 20, 162 6 C 148 8, 120 34, 106 52 Z" fill="${C.fur}"/>
    <path d="M142 66 C 154 50, 158 28, 154 18 C 144 22, 126 40, 116 52 Z" fill="${C.pink}" opacity="0.75"/>
    <ellipse cx="100" cy="92" rx="52" ry="46" fill="${C.fur}"/>
    <path d="M100 50 C 92 62, 92 80, 100 92 C 108 80, 108 62, 100 50 Z" fill="${C.furLight}"/>
    <ellipse cx="100" cy="114" rx="26" ry="18" fill="${C.furLight}"/>
    <circle cx="68" cy="110" r="8" fill="${C.blush}" opacity="0.35"/>
    <circle cx="132" cy="110" r="8" fill="${C.blush}" opacity="0.35"/>
    <ellipse cx="79" cy="92" rx="8" ry="9" fill="${C.ink}"/>
    <ellipse cx="121" cy="92" rx="8" ry="9" fill="${C.ink}"/>
    <circle cx="82" cy="88.5" r="2.8" fill="${C.white}"/>
    <circle cx="124" cy="88.5" r="2.8" fill="${C.white}"/>
    <circle cx="77" cy="95.5" r="1.2" fill="${C.white}" opacity="0.8"/>
    <circle cx="119" cy="95.5" r="1.2" fill="${C.white}" opacity="0.8"/>
    <path d="M91 105 Q100 100 109 105 Q106 113 100 114 Q94 113 91 105 Z" fill="${C.ink}"/>
    <ellipse cx="97" cy="104.5" rx="2.6" ry="1.4" fill="${C.white}" opacity="0.5"/>
    ${tongue ? `<path d="M95 121 Q95 131 100 131 Q105 131 105 121 Z" fill="${C.pink}"/>` : ""}
    <path d="M100 114 Q100 122 92 122 M100 114 Q100 122 108 122" fill="none" stroke="${C.ink}"
      stroke-width="2.4" stroke-linecap="round"/>
    <path d="M66 134 Q100 150 134 134" fill="none" stroke="${C.plum}" stroke-width="8"
      stroke-linecap="round"/>
    <circle cx="100" cy="148" r="7" fill="${C.gold}"/>
    <path d="M97 147 h6" stroke="#b98a2a" stroke-width="1.5" stroke-linecap="round"/>
    ${
      bow
        ? `<g transform="translate(132 50) rotate(18)">
      <path d="M0 0 L-20 -12 Q-24 0 -20 12 Z" fill="${C.blush}"/>
      <path d="M0 0 L20 -12 Q24 0 20 12 Z" fill="${C.blush}"/>
      <circle r="5.5" fill="${C.plum}"/>
    </g>`
        : ""
    }
  </g>`;
}

function paw(x: number, y: number, size: number, color: string, rotate = 0, opacity = 1) {
  const s = size / 40;
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})" fill="${color}" opacity="${opacity}">
    <ellipse cx="0" cy="8" rx="11" ry="9"/>
    <ellipse cx="-12" cy="-6" rx="4.5" ry="6"/>
    <ellipse cx="-4" cy="-12" rx="4.5" ry="6"/>
    <ellipse cx="5" cy="-12" rx="4.5" ry="6"/>
    <ellipse cx="13" cy="-5" rx="4.5" ry="6"/>
  </g>`;
}

function heart(x: number, y: number, size: number, color: string, rotate = 0, opacity = 1) {
  const s = size / 20;
  return `<path transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})" fill="${color}" opacity="${opacity}"
    d="M0 6 C -10 -2, -9 -11, -3 -11 C 0 -11, 0 -8, 0 -7 C 0 -8, 0 -11, 3 -11 C 9 -11, 10 -2, 0 6 Z"/>`;
}

function sparkle(x: number, y: number, size: number, color: string, opacity = 1) {
  const s = size / 20;
  return `<path transform="translate(${x} ${y}) scale(${s})" fill="${color}" opacity="${opacity}"
    d="M0 -10 Q1.5 -1.5 10 0 Q1.5 1.5 0 10 Q-1.5 1.5 -10 0 Q-1.5 -1.5 0 -10 Z"/>`;
}

function svg(width: number, height: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Hero backgrounds: text sits on the left (desktop) or the top (mobile); Peyton takes the rest.
// ---------------------------------------------------------------------------------------------

function cushion(cx: number, cy: number, w: number) {
  const h = w * 0.28;
  return `
    <ellipse cx="${cx}" cy="${cy + h * 0.35}" rx="${w * 0.52}" ry="${h * 0.55}" fill="${C.ink}" opacity="0.06"/>
    <path d="M${cx - w / 2} ${cy} Q${cx - w / 2} ${cy - h} ${cx} ${cy - h} Q${cx + w / 2} ${cy - h} ${cx + w / 2} ${cy}
      Q${cx + w / 2} ${cy + h * 0.55} ${cx} ${cy + h * 0.55} Q${cx - w / 2} ${cy + h * 0.55} ${cx - w / 2} ${cy} Z"
      fill="${C.blushSoft}"/>
    <path d="M${cx - w * 0.42} ${cy - h * 0.2} Q${cx} ${cy - h * 0.7} ${cx + w * 0.42} ${cy - h * 0.2}"
      fill="none" stroke="${C.blushPale}" stroke-width="${w * 0.02}" stroke-linecap="round"/>`;
}

function heroDesktop() {
  const W = 1920;
  const H = 1000;
  return svg(
    W,
    H,
    `
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${C.cream}"/>
        <stop offset="0.55" stop-color="${C.blushMist}"/>
        <stop offset="1" stop-color="${C.blushPale}"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="1480" cy="520" r="360" fill="${C.white}" opacity="0.55"/>
    <circle cx="1480" cy="520" r="300" fill="${C.blushMist}"/>
    <path d="M1060 1000 C 1120 820, 1300 760, 1500 800 C 1700 840, 1820 760, 1920 700 L1920 1000 Z" fill="${C.blushPale}" opacity="0.7"/>
    ${paw(160, 860, 70, C.blushPale, -20)}
    ${paw(330, 930, 56, C.blushPale, 10)}
    ${paw(860, 120, 50, C.blushPale, 25, 0.8)}
    ${paw(980, 210, 40, C.blushPale, 40, 0.7)}
    ${heart(1120, 180, 46, C.blushSoft, -15)}
    ${heart(1830, 300, 36, C.blushSoft, 12)}
    ${heart(1760, 820, 30, C.white, -8, 0.9)}
    ${sparkle(1210, 420, 34, C.gold, 0.8)}
    ${sparkle(1760, 180, 26, C.gold, 0.7)}
    ${sparkle(1110, 700, 22, C.white)}
    ${cushion(1480, 800, 560)}
    <g transform="translate(1300 330) scale(1.8)">${peyton()}</g>
    `,
  );
}

function heroMobile() {
  const W = 768;
  const H = 1000;
  return svg(
    W,
    H,
    `
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${C.cream}"/>
        <stop offset="0.5" stop-color="${C.blushMist}"/>
        <stop offset="1" stop-color="${C.blushPale}"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="384" cy="800" r="250" fill="${C.white}" opacity="0.5"/>
    <path d="M0 900 C 160 820, 300 860, 420 850 C 560 840, 660 800, 768 780 L768 1000 L0 1000 Z" fill="${C.blushPale}" opacity="0.7"/>
    ${paw(80, 520, 44, C.blushPale, -20)}
    ${paw(690, 470, 38, C.blushPale, 20)}
    ${heart(130, 700, 30, C.blushSoft, -12)}
    ${heart(650, 640, 26, C.blushSoft, 14)}
    ${sparkle(600, 560, 22, C.gold, 0.8)}
    ${sparkle(170, 600, 18, C.gold, 0.7)}
    ${cushion(384, 930, 420)}
    <g transform="translate(254 640) scale(1.3)">${peyton()}</g>
    `,
  );
}

// ---------------------------------------------------------------------------------------------
// Category tiles (600 × 600): one object per category on a soft ground, no text.
// ---------------------------------------------------------------------------------------------

function tile(bg: string, accent: string, art: string) {
  return svg(
    600,
    600,
    `
    <rect width="600" height="600" fill="${bg}"/>
    <circle cx="300" cy="300" r="215" fill="${accent}" opacity="0.55"/>
    ${paw(90, 90, 40, C.white, -20, 0.6)}
    ${paw(520, 520, 40, C.white, 20, 0.6)}
    ${sparkle(510, 110, 26, C.white, 0.9)}
    ${art}
    `,
  );
}

const categoryArt: Record<string, () => string> = {
  // Dazzle: a jewelled collar with a heart charm.
  accessories: () =>
    tile(
      C.blushMist,
      C.blushPale,
      `
      <ellipse cx="300" cy="290" rx="150" ry="120" fill="none" stroke="${C.plum}" stroke-width="34"/>
      <ellipse cx="300" cy="290" rx="150" ry="120" fill="none" stroke="${C.blush}" stroke-width="18"/>
      ${[0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => {
          const a = (Math.PI * (i + 0.5)) / 8 + Math.PI / 16;
          const x = 300 + 150 * Math.cos(a + Math.PI);
          const y = 290 - 120 * Math.sin(a);
          return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="8" fill="${C.white}"/>`;
        })
        .join("")}
      <rect x="282" y="398" width="36" height="26" rx="6" fill="${C.gold}"/>
      <circle cx="300" cy="436" r="10" fill="none" stroke="${C.gold}" stroke-width="6"/>
      ${heart(300, 478, 84, C.gold)}
      ${sparkle(350, 450, 22, C.white)}
      `,
    ),
  // Travel: a tote carrier with Peyton peeking out.
  carriers: () =>
    tile(
      C.sky,
      C.white,
      `
      <path d="M215 260 Q215 150 300 150 Q385 150 385 260" fill="none" stroke="${C.plum}" stroke-width="18" stroke-linecap="round"/>
      <g transform="translate(210 150) scale(0.9)">${peyton({ tongue: false })}</g>
      <path d="M150 300 L450 300 L420 470 Q416 490 396 490 L204 490 Q184 490 180 470 Z" fill="${C.blush}"/>
      <path d="M150 300 L450 300 L446 325 L154 325 Z" fill="${C.plum}"/>
      <path d="M200 360 h200 M196 400 h208 M192 440 h216" stroke="${C.blushSoft}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>
      <circle cx="300" cy="395" r="18" fill="${C.gold}"/>
      `,
    ),
  // Wear: a cable-knit sweater.
  clothing: () =>
    tile(
      C.creamWarm,
      C.blushPale,
      `
      <path d="M210 170 Q300 210 390 170 L470 230 L430 300 L400 280 L400 450 Q400 470 380 470 L220 470 Q200 470 200 450 L200 280 L170 300 L130 230 Z" fill="${C.blush}"/>
      <path d="M250 172 Q300 235 350 172" fill="none" stroke="${C.plum}" stroke-width="16" stroke-linecap="round"/>
      <path d="M200 430 h200" stroke="${C.plum}" stroke-width="14"/>
      ${[250, 300, 350]
        .map(
          (x) =>
            `<path d="M${x - 14} 250 l14 14 14 -14 M${x - 14} 285 l14 14 14 -14 M${x - 14} 320 l14 14 14 -14 M${x - 14} 355 l14 14 14 -14"
              fill="none" stroke="${C.blushSoft}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
        )
        .join("")}
      ${heart(300, 398, 40, C.white)}
      `,
    ),
  // Nest: a round bolster bed with a bone cushion.
  home: () =>
    tile(
      C.lilac,
      C.white,
      `
      <ellipse cx="300" cy="430" rx="210" ry="40" fill="${C.ink}" opacity="0.08"/>
      <ellipse cx="300" cy="360" rx="200" ry="95" fill="${C.plum}"/>
      <ellipse cx="300" cy="340" rx="200" ry="85" fill="${C.blush}"/>
      <ellipse cx="300" cy="345" rx="140" ry="52" fill="${C.blushPale}"/>
      <g transform="translate(300 320) rotate(-8)">
        <rect x="-70" y="-14" width="140" height="28" rx="14" fill="${C.white}"/>
        <circle cx="-70" cy="-14" r="20" fill="${C.white}"/><circle cx="-70" cy="14" r="20" fill="${C.white}"/>
        <circle cx="70" cy="-14" r="20" fill="${C.white}"/><circle cx="70" cy="14" r="20" fill="${C.white}"/>
      </g>
      ${sparkle(170, 220, 24, C.gold)}
      ${heart(430, 220, 40, C.blush)}
      `,
    ),
  // Play: a squeaky ball and a rope toy.
  toys: () =>
    tile(
      C.butter,
      C.white,
      `
      <g transform="translate(230 330)">
        <circle r="110" fill="${C.blush}"/>
        <path d="M-106 -30 Q0 30 106 -30" fill="none" stroke="${C.white}" stroke-width="14"/>
        <path d="M-100 50 Q0 -10 100 50" fill="none" stroke="${C.plum}" stroke-width="14"/>
        <circle cx="-40" cy="-50" r="16" fill="${C.white}" opacity="0.6"/>
      </g>
      <g transform="translate(400 300) rotate(-35)">
        <rect x="-22" y="-120" width="44" height="240" rx="22" fill="${C.sage}"/>
        <path d="M-22 -80 l44 30 M-22 -30 l44 30 M-22 20 l44 30 M-22 70 l44 30" stroke="${C.sageDeep}" stroke-width="8"/>
        <circle cy="-130" r="26" fill="${C.sageDeep}"/>
        <circle cy="130" r="26" fill="${C.sageDeep}"/>
      </g>
      ${sparkle(160, 170, 26, C.plum, 0.8)}
      `,
    ),
  // Walk: a harness and a looping lead.
  walking: () =>
    tile(
      C.sage,
      C.white,
      `
      <path d="M330 160 C 520 160, 520 420, 360 440 C 260 452, 240 520, 300 540" fill="none" stroke="${C.plum}" stroke-width="16" stroke-linecap="round"/>
      <ellipse cx="330" cy="140" rx="44" ry="30" fill="none" stroke="${C.plum}" stroke-width="16"/>
      <g transform="translate(250 350)">
        <path d="M-110 -40 Q0 -90 110 -40 L110 40 Q0 90 -110 40 Z" fill="${C.blush}"/>
        <path d="M-110 -40 Q0 -90 110 -40" fill="none" stroke="${C.plum}" stroke-width="12"/>
        <path d="M-110 40 Q0 90 110 40" fill="none" stroke="${C.plum}" stroke-width="12"/>
        <rect x="-14" y="-70" width="28" height="36" rx="6" fill="${C.gold}"/>
        ${heart(0, 12, 44, C.white)}
      </g>
      `,
    ),
};

// ---------------------------------------------------------------------------------------------
// About: Peyton with the humans (800 × 960).
// ---------------------------------------------------------------------------------------------

function human({
  x,
  skin,
  hair,
  top,
  longHair,
}: {
  x: number;
  skin: string;
  hair: string;
  top: string;
  longHair: boolean;
}) {
  return `
  <g transform="translate(${x} 0)">
    ${longHair ? `<path d="M-120 360 Q-130 200 0 190 Q130 200 120 360 L120 560 L-120 560 Z" fill="${hair}"/>` : ""}
    <path d="M-200 960 L-200 760 Q-200 620 -60 600 L60 600 Q200 620 200 760 L200 960 Z" fill="${top}"/>
    <rect x="-34" y="520" width="68" height="100" rx="30" fill="${skin}"/>
    <ellipse cx="0" cy="420" rx="104" ry="124" fill="${skin}"/>
    ${
      longHair
        ? `<path d="M-108 410 Q-110 280 0 276 Q110 280 108 410 Q80 330 0 318 Q-60 320 -108 410 Z" fill="${hair}"/>`
        : `<path d="M-108 400 Q-118 284 0 282 Q120 284 108 400 Q96 330 30 334 Q-20 300 -108 400 Z" fill="${hair}"/>`
    }
    <path d="M-48 430 q14 -14 28 0 M20 430 q14 -14 28 0" fill="none" stroke="${C.ink}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="-58" cy="470" r="16" fill="${C.blush}" opacity="0.35"/>
    <circle cx="58" cy="470" r="16" fill="${C.blush}" opacity="0.35"/>
    <path d="M-26 486 Q0 510 26 486" fill="none" stroke="${C.ink}" stroke-width="6" stroke-linecap="round"/>
  </g>`;
}

function aboutPortrait() {
  const W = 800;
  const H = 960;
  return svg(
    W,
    H,
    `
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${C.blushMist}"/>
        <stop offset="1" stop-color="${C.blushPale}"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <path d="M160 900 L160 300 Q160 120 400 120 Q640 120 640 300 L640 900 Z" fill="${C.cream}" opacity="0.8"/>
    <path d="M400 120 L400 620 M160 380 L640 380" stroke="${C.white}" stroke-width="10" opacity="0.9"/>
    ${heart(110, 170, 50, C.blushSoft, -14)}
    ${heart(700, 260, 40, C.blushSoft, 12)}
    ${sparkle(690, 120, 30, C.gold, 0.8)}
    ${sparkle(90, 420, 22, C.gold, 0.7)}
    ${human({ x: 250, skin: "#f1c9a5", hair: "#6b4331", top: C.blush, longHair: true })}
    ${human({ x: 560, skin: "#c98f68", hair: "#2f2420", top: C.sageDeep, longHair: false })}
    <path d="M120 960 Q400 760 680 960 Z" fill="${C.plum}" opacity="0.0"/>
    <g transform="translate(255 560) scale(1.45)">${peyton()}</g>
    `,
  );
}

// ---------------------------------------------------------------------------------------------
// Small SVGs, the favicon set and the social image.
// ---------------------------------------------------------------------------------------------

function emptyShop() {
  // An empty shopping bag with Peyton's ears peeking over the rim: hand-sized markup, no blur.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">
<ellipse cx="120" cy="166" rx="84" ry="9" fill="${C.blushPale}"/>
<path d="M72 64 Q72 16 120 16 Q168 16 168 64" fill="none" stroke="${C.plum}" stroke-width="7" stroke-linecap="round"/>
<path d="M92 52 L95 22 Q97 15 103 21 L114 44 Z" fill="${C.fur}"/><path d="M148 52 L145 22 Q143 15 137 21 L126 44 Z" fill="${C.fur}"/>
<path d="M96 44 L97 28 L106 40 Z" fill="${C.pink}"/><path d="M144 44 L143 28 L134 40 Z" fill="${C.pink}"/>
<ellipse cx="120" cy="56" rx="30" ry="20" fill="${C.fur}"/>
<circle cx="109" cy="53" r="3.6" fill="${C.ink}"/><circle cx="131" cy="53" r="3.6" fill="${C.ink}"/>
<ellipse cx="120" cy="60.5" rx="3.4" ry="2.4" fill="${C.ink}"/>
<path d="M60 62 H180 L170 152 Q169 160 160 160 H80 Q71 160 70 152 Z" fill="${C.blush}"/>
<path d="M60 62 H180 L178 76 H62 Z" fill="${C.plum}"/>
<path d="M100 112 Q120 128 140 112" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round"/>
<path d="M40 40 l4 8 8 4 -8 4 -4 8 -4 -8 -8 -4 8 -4 Z" fill="${C.gold}"/>
<path d="M198 30 l3 6 6 3 -6 3 -3 6 -3 -6 -6 -3 6 -3 Z" fill="${C.blushSoft}"/>
</svg>
`;
}

function placeholderProduct() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="${C.blushMist}"/>
${paw(200, 200, 140, C.blushPale)}
</svg>
`;
}

function favicon() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="32" fill="${C.blushMist}"/>
<path d="M14 30 C 8 20, 8 8, 12 4 C 18 6, 26 14, 28 20 Z" fill="${C.fur}"/>
<path d="M50 30 C 56 20, 56 8, 52 4 C 46 6, 38 14, 36 20 Z" fill="${C.fur}"/>
<path d="M15 24 C 12 18, 12 11, 14 9 C 18 11, 22 15, 24 19 Z" fill="${C.pink}"/>
<path d="M49 24 C 52 18, 52 11, 50 9 C 46 11, 42 15, 40 19 Z" fill="${C.pink}"/>
<ellipse cx="32" cy="36" rx="20" ry="18" fill="${C.fur}"/>
<ellipse cx="32" cy="44" rx="10" ry="7" fill="${C.furLight}"/>
<ellipse cx="24.5" cy="35" rx="3.2" ry="3.6" fill="${C.ink}"/>
<ellipse cx="39.5" cy="35" rx="3.2" ry="3.6" fill="${C.ink}"/>
<circle cx="25.6" cy="33.6" r="1.1" fill="#fff"/><circle cx="40.6" cy="33.6" r="1.1" fill="#fff"/>
<path d="M28.5 41 Q32 39 35.5 41 Q34 44.5 32 44.5 Q30 44.5 28.5 41 Z" fill="${C.ink}"/>
<path d="M44 16 l-7 -4 q-2 3 0 7 z M44 16 l7 -4 q2 3 0 7 z" fill="${C.blush}" transform="rotate(20 44 16)"/>
<circle cx="44" cy="16" r="2.2" fill="${C.plum}" transform="rotate(20 44 16)"/>
</svg>
`;
}

function socialImage() {
  const W = 1200;
  const H = 630;
  return svg(
    W,
    H,
    `
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${C.cream}"/>
        <stop offset="1" stop-color="${C.blushPale}"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="900" cy="330" r="250" fill="${C.white}" opacity="0.6"/>
    ${paw(90, 540, 60, C.blushPale, -18)}
    ${paw(600, 90, 44, C.blushPale, 20)}
    ${heart(1120, 120, 44, C.blushSoft, 12)}
    ${sparkle(690, 520, 30, C.gold, 0.8)}
    ${cushion(900, 560, 430)}
    <g transform="translate(760 160) scale(1.45)">${peyton()}</g>
    <text x="80" y="250" font-family="DejaVu Serif, Georgia, serif" font-size="84" font-weight="700" fill="${C.ink}">Peyton &amp; Co.</text>
    <text x="84" y="330" font-family="DejaVu Sans, sans-serif" font-size="34" fill="${C.plum}">Luxury for the tiniest trendsetters</text>
    <text x="84" y="390" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#6b5a5e">Clothing, carriers, toys and more for small-breed dogs</text>
    <rect x="84" y="440" width="330" height="64" rx="32" fill="${C.plum}"/>
    <text x="249" y="482" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="700" fill="${C.white}">20% off: PEYTON20</text>
    `,
  );
}

/** An .ico holding one PNG image (supported by every current browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

async function webp(name: string, source: string, width: number, height: number, quality = 72) {
  const file = path.join(imagesDir, name);
  await sharp(Buffer.from(source))
    .resize(width, height)
    .webp({ quality, effort: 6, smartSubsample: true })
    .toFile(file);
  return file;
}

async function main() {
  await fs.mkdir(imagesDir, { recursive: true });
  const written: string[] = [];

  written.push(await webp("hero-desktop.webp", heroDesktop(), 1920, 1000));
  written.push(await webp("hero-mobile.webp", heroMobile(), 768, 1000));
  for (const [category, draw] of Object.entries(categoryArt)) {
    written.push(await webp(`category-${category}.webp`, draw(), 600, 600, 75));
  }
  written.push(await webp("about-peyton.webp", aboutPortrait(), 800, 960, 75));

  const write = async (file: string, content: string | Buffer) => {
    await fs.writeFile(file, content);
    written.push(file);
  };
  await write(path.join(imagesDir, "empty-shop.svg"), emptyShop());
  await write(path.join(imagesDir, "placeholder-product.svg"), placeholderProduct());
  const icon = favicon();
  await write(path.join(publicDir, "favicon.svg"), icon);
  const icon32 = await sharp(Buffer.from(icon)).resize(32, 32).png().toBuffer();
  await write(path.join(publicDir, "favicon.ico"), pngToIco(icon32, 32));
  await write(
    path.join(imagesDir, "apple-touch-icon.png"),
    await sharp(
      Buffer.from(icon.replace('<circle cx="32" cy="32" r="32"', '<rect width="64" height="64"')),
    )
      .resize(180, 180)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  await write(
    path.join(imagesDir, "logo.png"),
    await sharp(Buffer.from(icon)).resize(512, 512).png({ compressionLevel: 9 }).toBuffer(),
  );
  await write(
    path.join(imagesDir, "og-image.png"),
    await sharp(Buffer.from(socialImage()))
      .resize(1200, 630)
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toBuffer(),
  );

  for (const file of written) {
    const { size } = await fs.stat(file);
    console.log(`${path.relative(root, file).padEnd(44)} ${(size / 1024).toFixed(1)} KB`);
  }
}

await main();
