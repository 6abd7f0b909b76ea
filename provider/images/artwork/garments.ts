import type { Palette } from "./palette";
import { heart, ribs } from "./shapes";

// Garments are a flat lay seen from above; all but the dress share one body outline.

const GARMENT =
  "M140 118C112 124 95 142 95 170L108 340C112 385 150 408 200 408C250 408 288 385 292 340L305 170C305 142 288 124 260 118Z";

function sleeves(p: Palette, long: boolean): string {
  const h = long ? 92 : 62;
  const one = `<rect x="58" y="152" width="52" height="${h}" rx="20" fill="${p.main}" stroke="${p.line}" stroke-width="3" transform="rotate(14 84 170)"/><rect x="58" y="${152 + h - 16}" width="52" height="16" rx="8" fill="${p.trim}" transform="rotate(14 84 170)"/>`;
  return `<g>${one}</g><g transform="matrix(-1 0 0 1 400 0)">${one}</g>`;
}

function garment(p: Palette, inner: string, options: { long?: boolean; legs?: boolean } = {}) {
  const legs = options.legs ? `<g transform="translate(0 175)">${sleeves(p, false)}</g>` : "";
  return `<clipPath id="g"><path d="${GARMENT}"/></clipPath>${legs}${sleeves(p, options.long ?? false)}<path d="${GARMENT}" fill="${p.main}"/><g clip-path="url(#g)">${inner}</g><path d="${GARMENT}" fill="none" stroke="${p.line}" stroke-width="3"/>`;
}

export function sweater(p: Palette, back: boolean): string {
  const cable = (x: number) => {
    let d = `M${x - 9} 150`;
    for (let y = 150; y < 370; y += 28)
      d += `C${x + 12} ${y + 7} ${x + 12} ${y + 21} ${x - 9} ${y + 28}`;
    let e = `M${x + 9} 150`;
    for (let y = 150; y < 370; y += 28)
      e += `C${x - 12} ${y + 7} ${x - 12} ${y + 21} ${x + 9} ${y + 28}`;
    return `<path d="${d}${e}" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" opacity=".85"/>`;
  };
  const cables = back ? cable(160) + cable(240) : cable(140) + cable(200) + cable(260);
  const hem = `<rect x="90" y="372" width="220" height="40" fill="${p.trim}"/>${ribs(96, 306, 372, 412, p.line)}`;
  const collar = `<rect x="136" y="78" width="128" height="60" rx="22" fill="${p.trim}" stroke="${p.line}" stroke-width="3"/>${ribs(148, 254, 86, 132, p.line)}`;
  const slit = back
    ? `<rect x="186" y="158" width="28" height="9" rx="4.5" fill="${p.line}" opacity=".7"/>`
    : "";
  return garment(p, cables + hem) + collar + slit;
}

export function coat(p: Palette, back: boolean): string {
  let quilt = "";
  for (let i = -400; i < 400; i += 34) quilt += `M${i} 100L${i + 320} 420M${i + 320} 100L${i} 420`;
  const quilting = `<path d="${quilt}" stroke="${p.line}" stroke-width="2" stroke-dasharray="7 5" opacity=".4"/>`;
  const front = back
    ? `<rect x="100" y="292" width="200" height="28" fill="${p.trim}"/><circle cx="165" cy="306" r="6" fill="${p.accent}"/><circle cx="235" cy="306" r="6" fill="${p.accent}"/><rect x="176" y="156" width="48" height="12" rx="6" fill="${p.line}" opacity=".75"/>`
    : [170, 220, 270, 320]
        .map((y) => `<circle cx="200" cy="${y}" r="7" fill="${p.trim}"/>`)
        .join("") +
      `<path d="M200 140V400" stroke="${p.line}" stroke-width="2.5"/><rect x="116" y="286" width="56" height="14" rx="5" fill="${p.trim}"/><rect x="228" y="286" width="56" height="14" rx="5" fill="${p.trim}"/>`;
  const collar = `<path d="M132 112L200 174L268 112L256 96L200 138L144 96Z" fill="${p.accent}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>`;
  return garment(p, quilting + front, { long: true }) + collar;
}

export function pajamas(p: Palette, back: boolean): string {
  let stars = "";
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 5; col++) {
      const x = 100 + col * 50 + (row % 2) * 25;
      const y = 140 + row * 42;
      stars +=
        (row + col) % 2 === 0
          ? `<circle cx="${x}" cy="${y}" r="9" fill="${p.accent}"/><circle cx="${x + 5}" cy="${y - 4}" r="8" fill="${p.main}"/>`
          : `<circle cx="${x}" cy="${y}" r="3.5" fill="${p.accent}"/>`;
    }
  }
  const placket = back
    ? ""
    : `<path d="M200 130V400" stroke="${p.trim}" stroke-width="8"/>${[170, 230, 290, 350].map((y) => `<circle cx="200" cy="${y}" r="5" fill="${p.accent}"/>`).join("")}`;
  const collar = `<rect x="146" y="96" width="108" height="36" rx="16" fill="${p.trim}" stroke="${p.line}" stroke-width="3"/>`;
  return garment(p, stars + placket, { long: true, legs: true }) + collar;
}

export function tshirt(p: Palette, back: boolean): string {
  const chest = back
    ? `<rect x="186" y="150" width="28" height="16" rx="3" fill="${p.accent}"/>`
    : heart(200, 225, 2.2, p.trim);
  const hem = `<rect x="90" y="390" width="220" height="20" fill="${p.trim}" opacity=".9"/>`;
  const collar = `<path d="M146 114Q200 160 254 114" fill="none" stroke="${p.trim}" stroke-width="14" stroke-linecap="round"/>`;
  return garment(p, chest + hem) + collar;
}

export function raincoat(p: Palette, back: boolean): string {
  const shine = `<path d="M122 160C116 230 120 300 138 360" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".35"/>`;
  const piping = `<path d="M104 338C112 383 150 402 200 402C250 402 288 383 296 338" fill="none" stroke="#f2f2f2" stroke-width="7" stroke-dasharray="2 0"/>`;
  const details = back
    ? `<rect x="96" y="262" width="210" height="14" fill="#eeeeee" opacity=".85"/>`
    : [175, 235, 295]
        .map(
          (y) =>
            `<circle cx="200" cy="${y}" r="7" fill="${p.trim}" stroke="${p.line}" stroke-width="2"/>`,
        )
        .join("") + `<path d="M200 140V400" stroke="${p.line}" stroke-width="2.5"/>`;
  const hood = `<path d="M118 130C112 50 288 50 282 130Z" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><path d="M140 126C140 78 260 78 260 126Z" fill="${p.accent}"/>`;
  return hood + garment(p, shine + piping + details);
}

export function dress(p: Palette, back: boolean): string {
  const shape =
    "M150 100C140 130 132 180 140 230L75 372Q100 402 137 382Q168 408 200 384Q232 408 263 382Q300 402 325 372L260 230C268 180 260 130 250 100Q200 124 150 100Z";
  let dots = "";
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 7; col++) {
      dots += `<circle cx="${70 + col * 44 + (row % 2) * 22}" cy="${262 + row * 30}" r="6" fill="${p.accent}"/>`;
    }
  }
  const bow = back
    ? `<path d="M200 236L158 212V262ZM200 236L242 212V262Z" fill="${p.trim}"/><path d="M196 240L176 300M204 240L224 300" stroke="${p.trim}" stroke-width="8" stroke-linecap="round"/>`
    : `<path d="M200 236L178 224V248ZM200 236L222 224V248Z" fill="${p.trim}"/>`;
  return `<clipPath id="g"><path d="${shape}"/></clipPath><circle cx="142" cy="118" r="24" fill="${p.accent}" stroke="${p.line}" stroke-width="3"/><circle cx="258" cy="118" r="24" fill="${p.accent}" stroke="${p.line}" stroke-width="3"/><path d="${shape}" fill="${p.main}"/><g clip-path="url(#g)">${dots}<rect x="60" y="222" width="280" height="26" fill="${p.trim}"/></g><path d="${shape}" fill="none" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>${bow}<circle cx="200" cy="236" r="8" fill="${p.trim}" stroke="${p.line}" stroke-width="2"/>`;
}
