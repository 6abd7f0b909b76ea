import type { Palette } from "./palette";
import { pawPrint, r1 } from "./shapes";

// ---------- Home ----------

export function bed(p: Palette): string {
  let fluff = "";
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    fluff += `<circle cx="${r1(200 + Math.cos(a) * 150)}" cy="${r1(282 + Math.sin(a) * 82)}" r="15"/>`;
  }
  return `<ellipse cx="200" cy="312" rx="168" ry="96" fill="${p.line}"/><ellipse cx="200" cy="288" rx="164" ry="92" fill="${p.main}"/><g fill="${p.accent}" opacity=".35">${fluff}</g><ellipse cx="200" cy="296" rx="110" ry="54" fill="${p.trim}" opacity=".55"/><ellipse cx="200" cy="304" rx="100" ry="46" fill="${p.accent}"/><path d="M130 300Q200 330 270 300" fill="none" stroke="${p.line}" stroke-width="2" opacity=".3"/>`;
}

export function blanket(p: Palette): string {
  let knit = "";
  for (let y = 150; y < 410; y += 22) {
    for (let x = 88; x < 330; x += 24) knit += `M${x} ${y}l12 12l12-12`;
  }
  return `<clipPath id="g"><path d="M70 134Q70 120 84 120H316Q330 120 330 134V300L230 400H84Q70 400 70 386Z"/></clipPath><path d="M70 134Q70 120 84 120H316Q330 120 330 134V300L230 400H84Q70 400 70 386Z" fill="${p.main}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/><g clip-path="url(#g)"><path d="${knit}" fill="none" stroke="${p.accent}" stroke-width="4" opacity=".7"/><rect x="84" y="134" width="232" height="252" fill="none" stroke="${p.trim}" stroke-width="4" stroke-dasharray="10 7"/></g><path d="M330 300L230 400L236 306Z" fill="${p.accent}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>`;
}

export function bowl(p: Palette): string {
  let kibble = "";
  for (let i = 0; i < 9; i++) {
    kibble += `<circle cx="${140 + i * 15}" cy="${258 + (i % 3) * 5}" r="8"/>`;
  }
  return `<ellipse cx="200" cy="396" rx="80" ry="14" fill="${p.line}"/><path d="M98 262H302C300 330 280 388 250 396H150C120 388 100 330 98 262Z" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><ellipse cx="200" cy="262" rx="104" ry="26" fill="${p.trim}"/><ellipse cx="200" cy="264" rx="88" ry="18" fill="${p.accent}"/><g fill="#a8743f">${kibble}</g>${pawPrint(200, 330, 2.1, p.accent)}<path d="M122 290Q128 340 150 372" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".3"/>`;
}

// ---------- Toys ----------

export function plush(p: Palette, back: boolean): string {
  const face = back
    ? `<circle cx="200" cy="392" r="14" fill="${p.accent}"/>`
    : `<circle cx="168" cy="262" r="9" fill="${p.ink}"/><circle cx="232" cy="262" r="9" fill="${p.ink}"/><circle cx="171" cy="259" r="3" fill="#fff"/><circle cx="235" cy="259" r="3" fill="#fff"/><ellipse cx="150" cy="290" rx="14" ry="8" fill="#f08a9c" opacity=".45"/><ellipse cx="250" cy="290" rx="14" ry="8" fill="#f08a9c" opacity=".45"/><path d="M186 288Q200 302 214 288" fill="none" stroke="${p.ink}" stroke-width="4" stroke-linecap="round"/>`;
  return `<ellipse cx="150" cy="160" rx="28" ry="56" fill="${p.main}" stroke="${p.line}" stroke-width="3" transform="rotate(-18 150 160)"/><ellipse cx="250" cy="160" rx="28" ry="56" fill="${p.main}" stroke="${p.line}" stroke-width="3" transform="rotate(18 250 160)"/><ellipse cx="150" cy="166" rx="13" ry="36" fill="${p.trim}" transform="rotate(-18 150 160)"/><ellipse cx="250" cy="166" rx="13" ry="36" fill="${p.trim}" transform="rotate(18 250 160)"/><ellipse cx="140" cy="392" rx="34" ry="20" fill="${p.trim}"/><ellipse cx="260" cy="392" rx="34" ry="20" fill="${p.trim}"/><ellipse cx="200" cy="300" rx="116" ry="104" fill="${p.main}" stroke="${p.line}" stroke-width="3"/><ellipse cx="200" cy="338" rx="62" ry="48" fill="${p.accent}" opacity=".8"/><path d="M200 200V230M200 370V400" stroke="${p.line}" stroke-width="2" stroke-dasharray="5 5" opacity=".5"/>${face}`;
}

export function chewToy(p: Palette): string {
  const shape = (fill: string, grow: number) =>
    `<g fill="${fill}"><circle cx="110" cy="222" r="${40 + grow}"/><circle cx="110" cy="290" r="${40 + grow}"/><circle cx="290" cy="222" r="${40 + grow}"/><circle cx="290" cy="290" r="${40 + grow}"/><rect x="110" y="${226 - grow}" width="180" height="${60 + grow * 2}"/></g>`;
  let nubs = "";
  for (let i = 0; i < 7; i++)
    nubs += `<circle cx="${140 + i * 20}" cy="${(i % 2) * 24 + 244}" r="5"/>`;
  return `<g transform="rotate(-18 200 256)">${shape(p.line, 3)}${shape(p.main, 0)}<g fill="${p.accent}">${nubs}<circle cx="98" cy="214" r="12"/><circle cx="302" cy="298" r="12"/></g><path d="M120 248H280" stroke="${p.trim}" stroke-width="4" stroke-dasharray="12 10" opacity=".6"/></g>`;
}

export function ball(p: Palette): string {
  return `<clipPath id="g"><circle cx="200" cy="270" r="120"/></clipPath><circle cx="200" cy="270" r="120" fill="${p.main}"/><g clip-path="url(#g)"><path d="M86 190C170 230 170 310 86 350M314 190C230 230 230 310 314 350" fill="none" stroke="${p.accent}" stroke-width="12"/><circle cx="240" cy="320" r="110" fill="${p.trim}" opacity=".18"/></g><circle cx="200" cy="270" r="120" fill="none" stroke="${p.line}" stroke-width="3"/><ellipse cx="158" cy="212" rx="30" ry="18" fill="#fff" opacity=".35" transform="rotate(-30 158 212)"/>`;
}
