import { z } from "zod";

// What a catalogue image asks the image route to draw. It lives with the catalogue format that
// validates it, so the catalogue never imports the drawing code (provider/images/artwork/).

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
  // Heading of the size chart; the other views draw no text.
  label: z.string().min(1).max(40).optional(),
});

export type Art = z.infer<typeof artSchema>;
export type ArtMotif = Art["motif"];
export type ArtView = Art["view"];
