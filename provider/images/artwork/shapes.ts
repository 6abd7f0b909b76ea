// Small drawings and number formatting that more than one motif or view uses.

export const r1 = (v: number) => String(Math.round(v * 10) / 10);

export function pawPrint(x: number, y: number, s: number, fill: string): string {
  const toe = (dx: number, dy: number) =>
    `<ellipse cx="${r1(x + dx * s)}" cy="${r1(y + dy * s)}" rx="${r1(4 * s)}" ry="${r1(5 * s)}"/>`;
  return `<g fill="${fill}"><ellipse cx="${r1(x)}" cy="${r1(y + 6 * s)}" rx="${r1(9 * s)}" ry="${r1(7.5 * s)}"/>${toe(-11, -6)}${toe(-4, -12)}${toe(4, -12)}${toe(11, -6)}</g>`;
}

export function heart(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${r1(x)} ${r1(y + 9 * s)}C${r1(x - 16 * s)} ${r1(y - 2 * s)} ${r1(x - 9 * s)} ${r1(y - 14 * s)} ${r1(x)} ${r1(y - 5 * s)}C${r1(x + 9 * s)} ${r1(y - 14 * s)} ${r1(x + 16 * s)} ${r1(y - 2 * s)} ${r1(x)} ${r1(y + 9 * s)}Z" fill="${fill}"/>`;
}

export function ribs(x0: number, x1: number, y0: number, y1: number, color: string): string {
  let d = "";
  for (let x = x0; x <= x1; x += 9) d += `M${x} ${y0}V${y1}`;
  return `<path d="${d}" stroke="${color}" stroke-width="2.5" opacity=".45"/>`;
}
