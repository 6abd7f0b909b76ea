// The catalogue gives an image one to three colours; the palette derives every other colour a
// drawing needs from them, so all the motifs and views of one product agree.

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

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function distance(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

export interface Palette {
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

export function palette(colors: readonly string[]): Palette {
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
