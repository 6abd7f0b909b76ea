import { luminance, type Palette } from "./palette";
import { pawPrint } from "./shapes";

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

const SIZE_ROWS = [
  ["XS", "10–13", "7–9", "8–10"],
  ["S", "13–16", "9–11", "10–12"],
  ["M", "16–20", "11–14", "12–15"],
];

export function sizeChartView(p: Palette, label: string | undefined): string {
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
