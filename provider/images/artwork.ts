import type { Art, ArtMotif } from "../catalogue/artwork-schema";

// Everything is drawn on a 400×500 artboard (the catalogue's 4:5 images) and the viewBox is
// widened or heightened around it for other aspect ratios, so nothing is ever distorted.
const W = 400;
const H = 500;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.slice(1);
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  const n = Number.parseInt(full, 16);
  return Number.isFinite(n) ? [(n >> 16) & 255, (n >> 8) & 255, n & 255] : [128, 128, 128];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function distance(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

interface Palette {
  main: string;
  accent: string;
  trim: string;
  line: string;
  bg: string;
  tint: string;
  floor: string;
  ink: string;
  metal: string;
  dog: string;
  dogShade: string;
}

function palette(colors: readonly string[]): Palette {
  const main = colors[0] ?? "#c8b8a8";
  const neutral = "#f7f2ec";
  const fawn = "#d6aa7f";
  const dog = distance(main, fawn) < 90 ? "#6e5646" : fawn;
  return {
    main,
    accent: colors[1] ?? mix(main, "#ffffff", 0.55),
    trim: colors[2] ?? mix(main, "#000000", 0.3),
    line: mix(main, "#2b2522", luminance(main) > 0.8 ? 0.3 : 0.38),
    bg: mix(neutral, main, 0.06),
    tint: mix(neutral, main, 0.2),
    floor: mix(neutral, "#8a7a6a", 0.16),
    ink: "#2f2a28",
    metal: "#c9a55c",
    dog,
    dogShade: mix(dog, "#000000", 0.18),
  };
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

const r1 = (v: number) => String(Math.round(v * 10) / 10);

function pawPrint(x: number, y: number, s: number, fill: string): string {
  const toe = (dx: number, dy: number) =>
    `<ellipse cx="${r1(x + dx * s)}" cy="${r1(y + dy * s)}" rx="${r1(4 * s)}" ry="${r1(5 * s)}"/>`;
  return `<g fill="${fill}"><ellipse cx="${r1(x)}" cy="${r1(y + 6 * s)}" rx="${r1(9 * s)}" ry="${r1(7.5 * s)}"/>${toe(-11, -6)}${toe(-4, -12)}${toe(4, -12)}${toe(11, -6)}</g>`;
}

function heart(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${r1(x)} ${r1(y + 9 * s)}C${r1(x - 16 * s)} ${r1(y - 2 * s)} ${r1(x - 9 * s)} ${r1(y - 14 * s)} ${r1(x)} ${r1(y - 5 * s)}C${r1(x + 9 * s)} ${r1(y - 14 * s)} ${r1(x + 16 * s)} ${r1(y - 2 * s)} ${r1(x)} ${r1(y + 9 * s)}Z" fill="${fill}"/>`;
}

// ---------- Garments (flat lay, seen from above) ----------

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

function ribs(x0: number, x1: number, y0: number, y1: number, color: string): string {
  let d = "";
  for (let x = x0; x <= x1; x += 9) d += `M${x} ${y0}V${y1}`;
  return `<path d="${d}" stroke="${color}" stroke-width="2.5" opacity=".45"/>`;
}

function sweater(p: Palette, back: boolean): string {
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

function coat(p: Palette, back: boolean): string {
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

function pajamas(p: Palette, back: boolean): string {
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

function tshirt(p: Palette, back: boolean): string {
  const chest = back
    ? `<rect x="186" y="150" width="28" height="16" rx="3" fill="${p.accent}"/>`
    : heart(200, 225, 2.2, p.trim);
  const hem = `<rect x="90" y="390" width="220" height="20" fill="${p.trim}" opacity=".9"/>`;
  const collar = `<path d="M146 114Q200 160 254 114" fill="none" stroke="${p.trim}" stroke-width="14" stroke-linecap="round"/>`;
  return garment(p, chest + hem) + collar;
}

function raincoat(p: Palette, back: boolean): string {
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

function dress(p: Palette, back: boolean): string {
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

// ---------- Accessories ----------

function collar(p: Palette): string {
  let beads = "";
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    beads += `<circle cx="${r1(200 + Math.cos(a) * 132)}" cy="${r1(250 + Math.sin(a) * 84)}" r="8" fill="${p.accent}" stroke="${p.line}" stroke-width="1.5"/>`;
  }
  return `<ellipse cx="200" cy="250" rx="132" ry="84" fill="none" stroke="${p.line}" stroke-width="40"/><ellipse cx="200" cy="250" rx="132" ry="84" fill="none" stroke="${p.main}" stroke-width="34"/>${beads}<rect x="168" y="312" width="64" height="46" rx="8" fill="${p.main}" stroke="${p.metal}" stroke-width="7"/><path d="M200 318V352" stroke="${p.metal}" stroke-width="5" stroke-linecap="round"/><path d="M252 330C246 362 286 366 282 330" fill="none" stroke="${p.metal}" stroke-width="6"/><path d="M267 364V374" stroke="${p.metal}" stroke-width="4"/>${heart(267, 392, 1.5, p.trim)}`;
}

function bandana(p: Palette, back: boolean): string {
  const tri = "M84 150H316L200 380Z";
  let check = "";
  for (let i = 60; i < 340; i += 28) check += `M${i} 140V400`;
  let rows = "";
  for (let j = 150; j < 400; j += 28) rows += `M60 ${j}H340`;
  const pattern = `<path d="${check}" stroke="${p.accent}" stroke-width="12" opacity=".5"/><path d="${rows}" stroke="${p.accent}" stroke-width="12" opacity=".5"/>`;
  const ties = back
    ? `<circle cx="200" cy="148" r="20" fill="${p.trim}" stroke="${p.line}" stroke-width="3"/><path d="M190 160L170 200H192ZM210 160L230 200H208Z" fill="${p.trim}"/>`
    : `<path d="M84 150L40 128L52 166ZM316 150L360 128L348 166Z" fill="${p.main}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>`;
  return `<clipPath id="g"><path d="${tri}"/></clipPath>${ties}<path d="${tri}" fill="${p.main}" stroke="${p.main}" stroke-width="16" stroke-linejoin="round"/><g clip-path="url(#g)">${pattern}<rect x="60" y="142" width="280" height="22" fill="${p.trim}"/></g><path d="${tri}" fill="none" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>`;
}

function bow(p: Palette, back: boolean): string {
  const loop = `<path d="M200 250C150 160 70 190 82 250C70 310 150 330 200 250Z" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><path d="M180 250C146 206 104 222 110 250C104 278 146 290 180 250Z" fill="${p.accent}" opacity=".7"/>`;
  const tails = `<path d="M190 262L150 390L172 378L186 396L206 268ZM210 262L250 390L228 378L214 396L194 268Z" fill="${p.trim}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>`;
  const clip = back ? `<rect x="130" y="242" width="140" height="14" rx="7" fill="#b8b8be"/>` : "";
  return `${tails}${loop}<g transform="matrix(-1 0 0 1 400 0)">${loop}</g>${clip}<rect x="180" y="224" width="40" height="52" rx="14" fill="${p.trim}" stroke="${p.line}" stroke-width="3"/>`;
}

function hat(p: Palette, back: boolean): string {
  let rib = "";
  for (let x = 122; x < 290; x += 16) rib += `M${x} 300Q${200 + (x - 200) * 0.4} 190 200 172`;
  const ears = back
    ? ""
    : `<ellipse cx="148" cy="250" rx="20" ry="13" fill="${p.line}" opacity=".75"/><ellipse cx="252" cy="250" rx="20" ry="13" fill="${p.line}" opacity=".75"/>`;
  let pom = "";
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    pom += `<circle cx="${r1(200 + Math.cos(a) * 26)}" cy="${r1(150 + Math.sin(a) * 26)}" r="14"/>`;
  }
  return `<path d="M110 310C106 160 294 160 290 310Z" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><path d="${rib}" fill="none" stroke="${p.line}" stroke-width="2" opacity=".3"/>${ears}<path d="M120 336C116 380 150 396 170 400M280 336C284 380 250 396 230 400" fill="none" stroke="${p.trim}" stroke-width="6" stroke-linecap="round"/><rect x="96" y="296" width="208" height="52" rx="24" fill="${p.trim}" stroke="${p.line}" stroke-width="3"/>${ribs(112, 290, 302, 342, p.line)}<g fill="${p.accent}">${pom}<circle cx="200" cy="150" r="30"/></g>`;
}

function carrier(p: Palette, back: boolean): string {
  const bag =
    "M92 214Q92 198 108 198H292Q308 198 308 214L298 398Q297 414 281 414H119Q103 414 102 398Z";
  let quilt = "";
  for (let i = -300; i < 400; i += 32) quilt += `M${i} 190L${i + 230} 420M${i + 230} 190L${i} 420`;
  let mesh = "";
  for (let x = 132; x < 270; x += 12) mesh += `M${x} 262V352`;
  for (let y = 268; y < 352; y += 12) mesh += `M124 ${y}H276`;
  const front = back
    ? `<rect x="130" y="262" width="140" height="96" rx="10" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><path d="M130 282H270" stroke="${p.line}" stroke-width="3"/>`
    : `<rect x="122" y="258" width="156" height="100" rx="14" fill="${p.ink}" opacity=".8"/><path d="${mesh}" stroke="${p.accent}" stroke-width="2" opacity=".5"/><rect x="122" y="258" width="156" height="100" rx="14" fill="none" stroke="${p.trim}" stroke-width="6"/>`;
  return `<path d="M140 206C140 96 260 96 260 206" fill="none" stroke="${p.line}" stroke-width="18"/><path d="M140 206C140 96 260 96 260 206" fill="none" stroke="${p.trim}" stroke-width="12"/><clipPath id="g"><path d="${bag}"/></clipPath><path d="${bag}" fill="${p.main}"/><g clip-path="url(#g)"><path d="${quilt}" stroke="${p.line}" stroke-width="2" opacity=".35"/><rect x="80" y="190" width="240" height="26" fill="${p.trim}"/></g><path d="${bag}" fill="none" stroke="${p.line}" stroke-width="3"/>${front}<circle cx="200" cy="224" r="9" fill="${p.metal}"/><rect x="128" y="200" width="14" height="22" rx="3" fill="${p.metal}"/><rect x="258" y="200" width="14" height="22" rx="3" fill="${p.metal}"/>`;
}

function sling(p: Palette, back: boolean): string {
  const pouch = "M86 232C86 420 314 420 314 232Z";
  const pocket = back
    ? `<path d="M150 300H250" stroke="${p.line}" stroke-width="3"/>`
    : `<rect x="150" y="292" width="100" height="60" rx="12" fill="${p.trim}" opacity=".9"/><path d="M158 304H242" stroke="${p.metal}" stroke-width="3"/>`;
  return `<path d="M96 236C70 40 330 40 304 236" fill="none" stroke="${p.line}" stroke-width="26"/><path d="M96 236C70 40 330 40 304 236" fill="none" stroke="${p.trim}" stroke-width="20"/><rect x="${back ? 240 : 130}" y="84" width="34" height="20" rx="4" fill="${p.metal}" transform="rotate(${back ? 30 : -30} ${back ? 257 : 147} 94)"/><path d="${pouch}" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><ellipse cx="200" cy="232" rx="114" ry="26" fill="${p.accent}" stroke="${p.line}" stroke-width="3"/><ellipse cx="200" cy="236" rx="92" ry="16" fill="${mix(p.accent, p.line, 0.25)}"/>${pocket}`;
}

function tote(p: Palette, back: boolean): string {
  const bag = "M112 190H288L304 410H96Z";
  const front = back
    ? `<path d="M250 190V230" stroke="${p.metal}" stroke-width="4"/><rect x="240" y="228" width="20" height="30" rx="8" fill="none" stroke="${p.metal}" stroke-width="5"/>`
    : `<rect x="134" y="290" width="132" height="90" rx="8" fill="${p.accent}" stroke="${p.line}" stroke-width="3"/>${pawPrint(200, 334, 1.6, p.trim)}`;
  return `<path d="M146 196C146 70 180 70 180 196M220 196C220 70 254 70 254 196" fill="none" stroke="${p.trim}" stroke-width="11" stroke-linecap="round"/><path d="${bag}" fill="${p.main}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/><path d="M113 212H287" stroke="${p.line}" stroke-width="2" stroke-dasharray="6 5" opacity=".6"/>${front}`;
}

// ---------- Home ----------

function bed(p: Palette): string {
  let fluff = "";
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    fluff += `<circle cx="${r1(200 + Math.cos(a) * 150)}" cy="${r1(282 + Math.sin(a) * 82)}" r="15"/>`;
  }
  return `<ellipse cx="200" cy="312" rx="168" ry="96" fill="${p.line}"/><ellipse cx="200" cy="288" rx="164" ry="92" fill="${p.main}"/><g fill="${p.accent}" opacity=".35">${fluff}</g><ellipse cx="200" cy="296" rx="110" ry="54" fill="${p.trim}" opacity=".55"/><ellipse cx="200" cy="304" rx="100" ry="46" fill="${p.accent}"/><path d="M130 300Q200 330 270 300" fill="none" stroke="${p.line}" stroke-width="2" opacity=".3"/>`;
}

function blanket(p: Palette): string {
  let knit = "";
  for (let y = 150; y < 410; y += 22) {
    for (let x = 88; x < 330; x += 24) knit += `M${x} ${y}l12 12l12-12`;
  }
  return `<clipPath id="g"><path d="M70 134Q70 120 84 120H316Q330 120 330 134V300L230 400H84Q70 400 70 386Z"/></clipPath><path d="M70 134Q70 120 84 120H316Q330 120 330 134V300L230 400H84Q70 400 70 386Z" fill="${p.main}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/><g clip-path="url(#g)"><path d="${knit}" fill="none" stroke="${p.accent}" stroke-width="4" opacity=".7"/><rect x="84" y="134" width="232" height="252" fill="none" stroke="${p.trim}" stroke-width="4" stroke-dasharray="10 7"/></g><path d="M330 300L230 400L236 306Z" fill="${p.accent}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>`;
}

function bowl(p: Palette): string {
  let kibble = "";
  for (let i = 0; i < 9; i++) {
    kibble += `<circle cx="${140 + i * 15}" cy="${258 + (i % 3) * 5}" r="8"/>`;
  }
  return `<ellipse cx="200" cy="396" rx="80" ry="14" fill="${p.line}"/><path d="M98 262H302C300 330 280 388 250 396H150C120 388 100 330 98 262Z" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><ellipse cx="200" cy="262" rx="104" ry="26" fill="${p.trim}"/><ellipse cx="200" cy="264" rx="88" ry="18" fill="${p.accent}"/><g fill="#a8743f">${kibble}</g>${pawPrint(200, 330, 2.1, p.accent)}<path d="M122 290Q128 340 150 372" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".3"/>`;
}

// ---------- Toys ----------

function plush(p: Palette, back: boolean): string {
  const face = back
    ? `<circle cx="200" cy="392" r="14" fill="${p.accent}"/>`
    : `<circle cx="168" cy="262" r="9" fill="${p.ink}"/><circle cx="232" cy="262" r="9" fill="${p.ink}"/><circle cx="171" cy="259" r="3" fill="#fff"/><circle cx="235" cy="259" r="3" fill="#fff"/><ellipse cx="150" cy="290" rx="14" ry="8" fill="#f08a9c" opacity=".45"/><ellipse cx="250" cy="290" rx="14" ry="8" fill="#f08a9c" opacity=".45"/><path d="M186 288Q200 302 214 288" fill="none" stroke="${p.ink}" stroke-width="4" stroke-linecap="round"/>`;
  return `<ellipse cx="150" cy="160" rx="28" ry="56" fill="${p.main}" stroke="${p.line}" stroke-width="3" transform="rotate(-18 150 160)"/><ellipse cx="250" cy="160" rx="28" ry="56" fill="${p.main}" stroke="${p.line}" stroke-width="3" transform="rotate(18 250 160)"/><ellipse cx="150" cy="166" rx="13" ry="36" fill="${p.trim}" transform="rotate(-18 150 160)"/><ellipse cx="250" cy="166" rx="13" ry="36" fill="${p.trim}" transform="rotate(18 250 160)"/><ellipse cx="140" cy="392" rx="34" ry="20" fill="${p.trim}"/><ellipse cx="260" cy="392" rx="34" ry="20" fill="${p.trim}"/><ellipse cx="200" cy="300" rx="116" ry="104" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><ellipse cx="200" cy="338" rx="62" ry="48" fill="${p.accent}" opacity=".8"/><path d="M200 200V230M200 370V400" stroke="${p.line}" stroke-width="2" stroke-dasharray="5 5" opacity=".5"/>${face}`;
}

function chewToy(p: Palette): string {
  const shape = (fill: string, grow: number) =>
    `<g fill="${fill}"><circle cx="110" cy="222" r="${40 + grow}"/><circle cx="110" cy="290" r="${40 + grow}"/><circle cx="290" cy="222" r="${40 + grow}"/><circle cx="290" cy="290" r="${40 + grow}"/><rect x="110" y="${226 - grow}" width="180" height="${60 + grow * 2}"/></g>`;
  let nubs = "";
  for (let i = 0; i < 7; i++)
    nubs += `<circle cx="${140 + i * 20}" cy="${(i % 2) * 24 + 244}" r="5"/>`;
  return `<g transform="rotate(-18 200 256)">${shape(p.line, 3)}${shape(p.main, 0)}<g fill="${p.accent}">${nubs}<circle cx="98" cy="214" r="12"/><circle cx="302" cy="298" r="12"/></g><path d="M120 248H280" stroke="${p.trim}" stroke-width="4" stroke-dasharray="12 10" opacity=".6"/></g>`;
}

function ball(p: Palette): string {
  return `<clipPath id="g"><circle cx="200" cy="270" r="120"/></clipPath><circle cx="200" cy="270" r="120" fill="${p.main}"/><g clip-path="url(#g)"><path d="M86 190C170 230 170 310 86 350M314 190C230 230 230 310 314 350" fill="none" stroke="${p.accent}" stroke-width="12"/><circle cx="240" cy="320" r="110" fill="${p.trim}" opacity=".18"/></g><circle cx="200" cy="270" r="120" fill="none" stroke="${p.line}" stroke-width="3"/><ellipse cx="158" cy="212" rx="30" ry="18" fill="#fff" opacity=".35" transform="rotate(-30 158 212)"/>`;
}

// ---------- Walking ----------

// Stands on its own as if worn by an invisible dog facing right: neck loop, girth loop, straps.
function harness(p: Palette, back: boolean): string {
  const strap = (d: string, w: number) =>
    `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="${w + 6}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${p.main}" stroke-width="${w}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${p.accent}" stroke-width="3" stroke-dasharray="9 7" stroke-linecap="round"/>`;
  const girthFar = "M140 146C72 146 72 354 140 354";
  const girthNear = "M140 354C208 354 208 146 140 146";
  const neck = "M272 142C230 142 230 286 272 286C314 286 314 142 272 142";
  const handle = back
    ? `<path d="M180 148C180 112 236 112 236 148" fill="none" stroke="${p.trim}" stroke-width="12" stroke-linecap="round"/>`
    : "";
  return `${strap(girthFar, 26)}${strap("M140 354L272 286", 18)}${strap(girthNear, 26)}${strap(neck, 20)}${strap("M140 150L272 146", 22)}<path d="M150 134Q208 122 262 134L258 176Q208 166 156 178Z" fill="${p.trim}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>${handle}<path d="M196 130C196 98 224 98 224 130" fill="none" stroke="${p.metal}" stroke-width="7"/><rect x="168" y="262" width="30" height="36" rx="6" fill="${p.ink}" opacity=".85"/>`;
}

function leash(p: Palette): string {
  const coil = "M200 140C90 150 90 230 200 236C310 242 310 320 200 326C90 332 96 396 200 398";
  return `<ellipse cx="200" cy="118" rx="58" ry="34" fill="none" stroke="${p.line}" stroke-width="20"/><ellipse cx="200" cy="118" rx="58" ry="34" fill="none" stroke="${p.main}" stroke-width="14"/><path d="${coil}" fill="none" stroke="${p.line}" stroke-width="20" stroke-linecap="round"/><path d="${coil}" fill="none" stroke="${p.main}" stroke-width="14" stroke-linecap="round"/><path d="${coil}" fill="none" stroke="${p.accent}" stroke-width="4" stroke-dasharray="8 9" stroke-linecap="round"/><rect x="186" y="138" width="28" height="20" rx="5" fill="${p.trim}"/><rect x="194" y="394" width="16" height="18" rx="4" fill="${p.metal}"/><path d="M202 410V440C202 458 226 458 226 440V428" fill="none" stroke="${p.metal}" stroke-width="7" stroke-linecap="round"/>`;
}

// ---------- The dog ----------

interface DogWear {
  torso?: string;
  legs?: string;
  beforeHead?: string;
  onHead?: string;
}

// A small standing dog, facing right, feet on y≈398.
function dog(p: Palette, wear: DogWear = {}): string {
  const leg = (x: number, fill: string) =>
    `<rect x="${x}" y="300" width="22" height="98" rx="11" fill="${fill}"/>` +
    (wear.legs ? `<rect x="${x}" y="300" width="22" height="54" rx="6" fill="${wear.legs}"/>` : "");
  const torso =
    '<ellipse cx="190" cy="290" rx="96" ry="54"/><ellipse cx="268" cy="248" rx="36" ry="52" transform="rotate(32 268 248)"/>';
  return `<path d="M106 266C76 252 66 214 86 190" fill="none" stroke="${p.dog}" stroke-width="16" stroke-linecap="round"/>${leg(134, p.dogShade)}${leg(240, p.dogShade)}<g fill="${p.dog}">${torso}</g>${leg(112, p.dog)}${leg(258, p.dog)}${
    wear.torso ? `<clipPath id="t">${torso}</clipPath><g clip-path="url(#t)">${wear.torso}</g>` : ""
  }${wear.beforeHead ?? ""}<path d="M262 184L248 110L304 160ZM300 158L340 98L348 176Z" fill="${p.dog}" stroke="${p.dog}" stroke-width="10" stroke-linejoin="round"/><path d="M266 170L258 130L290 160ZM310 156L334 118L338 168Z" fill="#f2b8b0"/><circle cx="302" cy="206" r="54" fill="${p.dog}"/><ellipse cx="346" cy="226" rx="30" ry="21" fill="${mix(p.dog, "#ffffff", 0.35)}"/><ellipse cx="372" cy="216" rx="9" ry="7" fill="${p.ink}"/><circle cx="318" cy="196" r="8" fill="${p.ink}"/><circle cx="321" cy="193" r="2.5" fill="#fff"/><path d="M350 238Q358 244 366 236" fill="none" stroke="${p.ink}" stroke-width="3" stroke-linecap="round"/><ellipse cx="318" cy="226" rx="10" ry="6" fill="#f08a9c" opacity=".45"/>${wear.onHead ?? ""}`;
}

function dogWear(motif: ArtMotif, p: Palette): DogWear {
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

// ---------- Views ----------

function motifShape(motif: ArtMotif, p: Palette, back: boolean): string {
  switch (motif) {
    case "sweater":
      return sweater(p, back);
    case "coat":
      return coat(p, back);
    case "dress":
      return dress(p, back);
    case "pajamas":
      return pajamas(p, back);
    case "tshirt":
      return tshirt(p, back);
    case "raincoat":
      return raincoat(p, back);
    case "collar":
      return collar(p);
    case "bandana":
      return bandana(p, back);
    case "bow":
      return bow(p, back);
    case "hat":
      return hat(p, back);
    case "carrier":
      return carrier(p, back);
    case "sling":
      return sling(p, back);
    case "tote":
      return tote(p, back);
    case "bed":
      return bed(p);
    case "blanket":
      return blanket(p);
    case "bowl":
      return bowl(p);
    case "plush":
      return plush(p, back);
    case "chew-toy":
      return chewToy(p);
    case "ball":
      return ball(p);
    case "harness":
      return harness(p, back);
    case "leash":
      return leash(p);
    case "dog":
      return `<g transform="translate(-8 20)">${dog(p, {
        beforeHead: `<path d="M240 222Q258 268 300 272" fill="none" stroke="${p.main}" stroke-width="14" stroke-linecap="round"/>`,
      })}</g>`;
  }
}

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

function shadow(y: number, rx: number, p: Palette): string {
  return `<ellipse cx="200" cy="${y}" rx="${rx}" ry="${r1(rx * 0.09)}" fill="${p.floor}"/>`;
}

function backdrop(p: Palette): string {
  return `<circle cx="200" cy="250" r="172" fill="${p.tint}" opacity=".55"/>`;
}

function detailView(motif: ArtMotif, p: Palette): string {
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

function lifestyleView(motif: ArtMotif, p: Palette): string {
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

const SIZE_ROWS = [
  ["XS", "10–13", "7–9", "8–10"],
  ["S", "13–16", "9–11", "10–12"],
  ["M", "16–20", "11–14", "12–15"],
];

function sizeChartView(p: Palette, label: string | undefined): string {
  const title = escapeXml(label ?? "Size guide");
  const titleSize = Math.min(22, Math.floor(560 / Math.max(10, title.length)));
  const header = luminance(p.main) > 0.6 ? p.trim : p.main;
  const headerText = luminance(header) > 0.6 ? p.ink : "#ffffff";
  const cols = [82, 164, 246, 318];
  const cell = (x: number, y: number, text: string, fill: string, weight = "400") =>
    `<text x="${x}" y="${y}" text-anchor="middle" font-size="17" font-weight="${weight}" fill="${fill}">${text}</text>`;
  let rows = "";
  SIZE_ROWS.forEach((row, i) => {
    const y = 226 + i * 48;
    if (i % 2 === 1)
      rows += `<rect x="44" y="${y - 30}" width="312" height="48" fill="${p.tint}"/>`;
    row.forEach((text, c) => {
      rows += cell(cols[c] ?? 0, y, text, p.ink, c === 0 ? "700" : "400");
    });
  });
  const heads = ["Size", "Chest", "Neck", "Back"]
    .map((text, c) => cell(cols[c] ?? 0, 178, text, headerText, "700"))
    .join("");
  return `<rect x="26" y="40" width="348" height="420" rx="22" fill="#ffffff" stroke="${p.floor}" stroke-width="2"/><g font-family="sans-serif"><text x="200" y="92" text-anchor="middle" font-size="${titleSize}" font-weight="700" fill="${p.ink}">${title}</text><text x="200" y="120" text-anchor="middle" font-size="13" fill="#6f6660">Size guide · measurements in inches</text><rect x="44" y="148" width="312" height="46" rx="10" fill="${header}"/>${heads}${rows}<path d="M44 340H356" stroke="${p.floor}" stroke-width="2"/>${pawPrint(74, 384, 1.3, p.main)}<text x="100" y="380" font-size="12" fill="#6f6660">Measure the chest at its widest point.</text><text x="100" y="398" font-size="12" fill="#6f6660">Back: from collar to base of tail.</text><text x="100" y="416" font-size="12" fill="#6f6660">Between sizes? Choose the larger.</text></g>`;
}

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
