import { z } from "zod";

export const artMotifs = [
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
  "carrier",
  "sling",
  "tote",
  "bed",
  "blanket",
  "bowl",
  "plush",
  "chew-toy",
  "ball",
  "harness",
  "leash",
  "dog",
] as const;

export const artViews = ["front", "back", "detail", "lifestyle", "size-chart"] as const;

export const hexColorSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "must be a hex colour like #f4b6c2");

export const artSchema = z.strictObject({
  motif: z.enum(artMotifs),
  colors: z.array(hexColorSchema).min(1).max(3),
  view: z.enum(artViews),
  label: z.string().min(1).max(40).optional(),
});

export type Art = z.infer<typeof artSchema>;
export type ArtMotif = Art["motif"];
export type ArtView = Art["view"];

export function renderArtwork(art: Art, size: { width: number; height: number }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 400 500"><rect width="400" height="500" fill="${art.colors[0]}"/></svg>`;
}
