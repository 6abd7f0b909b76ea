import { mix, type Palette } from "./palette";
import { heart, pawPrint, r1, ribs } from "./shapes";

// ---------- Accessories ----------

export function collar(p: Palette): string {
  let beads = "";
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    beads += `<circle cx="${r1(200 + Math.cos(a) * 132)}" cy="${r1(250 + Math.sin(a) * 84)}" r="8" fill="${p.accent}" stroke="${p.line}" stroke-width="1.5"/>`;
  }
  return `<ellipse cx="200" cy="250" rx="132" ry="84" fill="none" stroke="${p.line}" stroke-width="40"/><ellipse cx="200" cy="250" rx="132" ry="84" fill="none" stroke="${p.main}" stroke-width="34"/>${beads}<rect x="168" y="312" width="64" height="46" rx="8" fill="${p.main}" stroke="${p.metal}" stroke-width="7"/><path d="M200 318V352" stroke="${p.metal}" stroke-width="5" stroke-linecap="round"/><path d="M252 330C246 362 286 366 282 330" fill="none" stroke="${p.metal}" stroke-width="6"/><path d="M267 364V374" stroke="${p.metal}" stroke-width="4"/>${heart(267, 392, 1.5, p.trim)}`;
}

export function bandana(p: Palette, back: boolean): string {
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

export function bow(p: Palette, back: boolean): string {
  const loop = `<path d="M200 250C150 160 70 190 82 250C70 310 150 330 200 250Z" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><path d="M180 250C146 206 104 222 110 250C104 278 146 290 180 250Z" fill="${p.accent}" opacity=".7"/>`;
  const tails = `<path d="M190 262L150 390L172 378L186 396L206 268ZM210 262L250 390L228 378L214 396L194 268Z" fill="${p.trim}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>`;
  const clip = back ? `<rect x="130" y="242" width="140" height="14" rx="7" fill="#b8b8be"/>` : "";
  return `${tails}${loop}<g transform="matrix(-1 0 0 1 400 0)">${loop}</g>${clip}<rect x="180" y="224" width="40" height="52" rx="14" fill="${p.trim}" stroke="${p.line}" stroke-width="3"/>`;
}

export function hat(p: Palette, back: boolean): string {
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

export function carrier(p: Palette, back: boolean): string {
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

export function sling(p: Palette, back: boolean): string {
  const pouch = "M86 232C86 420 314 420 314 232Z";
  const pocket = back
    ? `<path d="M150 300H250" stroke="${p.line}" stroke-width="3"/>`
    : `<rect x="150" y="292" width="100" height="60" rx="12" fill="${p.trim}" opacity=".9"/><path d="M158 304H242" stroke="${p.metal}" stroke-width="3"/>`;
  return `<path d="M96 236C70 40 330 40 304 236" fill="none" stroke="${p.line}" stroke-width="26"/><path d="M96 236C70 40 330 40 304 236" fill="none" stroke="${p.trim}" stroke-width="20"/><rect x="${back ? 240 : 130}" y="84" width="34" height="20" rx="4" fill="${p.metal}" transform="rotate(${back ? 30 : -30} ${back ? 257 : 147} 94)"/><path d="${pouch}" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><ellipse cx="200" cy="232" rx="114" ry="26" fill="${p.accent}" stroke="${p.line}" stroke-width="3"/><ellipse cx="200" cy="236" rx="92" ry="16" fill="${mix(p.accent, p.line, 0.25)}"/>${pocket}`;
}

export function tote(p: Palette, back: boolean): string {
  const bag = "M112 190H288L304 410H96Z";
  const front = back
    ? `<path d="M250 190V230" stroke="${p.metal}" stroke-width="4"/><rect x="240" y="228" width="20" height="30" rx="8" fill="none" stroke="${p.metal}" stroke-width="5"/>`
    : `<rect x="134" y="290" width="132" height="90" rx="8" fill="${p.accent}" stroke="${p.line}" stroke-width="3"/>${pawPrint(200, 334, 1.6, p.trim)}`;
  return `<path d="M146 196C146 70 180 70 180 196M220 196C220 70 254 70 254 196" fill="none" stroke="${p.trim}" stroke-width="11" stroke-linecap="round"/><path d="${bag}" fill="${p.main}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/><path d="M113 212H287" stroke="${p.line}" stroke-width="2" stroke-dasharray="6 5" opacity=".6"/>${front}`;
}

// ---------- Walking ----------

// Stands on its own as if worn by an invisible dog facing right: neck loop, girth loop, straps.
export function harness(p: Palette, back: boolean): string {
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

export function leash(p: Palette): string {
  const coil = "M200 140C90 150 90 230 200 236C310 242 310 320 200 326C90 332 96 396 200 398";
  return `<ellipse cx="200" cy="118" rx="58" ry="34" fill="none" stroke="${p.line}" stroke-width="20"/><ellipse cx="200" cy="118" rx="58" ry="34" fill="none" stroke="${p.main}" stroke-width="14"/><path d="${coil}" fill="none" stroke="${p.line}" stroke-width="20" stroke-linecap="round"/><path d="${coil}" fill="none" stroke="${p.main}" stroke-width="14" stroke-linecap="round"/><path d="${coil}" fill="none" stroke="${p.accent}" stroke-width="4" stroke-dasharray="8 9" stroke-linecap="round"/><rect x="186" y="138" width="28" height="20" rx="5" fill="${p.trim}"/><rect x="194" y="394" width="16" height="18" rx="4" fill="${p.metal}"/><path d="M202 410V440C202 458 226 458 226 440V428" fill="none" stroke="${p.metal}" stroke-width="7" stroke-linecap="round"/>`;
}
