import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { tailwindMergeConfig } from "./tailwind-merge-config";

/**
 * tailwind-merge with only the class groups the app uses (generated: see
 * scripts/generate-tailwind-merge-config.ts). The full default configuration knows every
 * Tailwind utility and cost every first page about 8 KB gzip; utils.test.ts checks that this one
 * merges each pair of the app's classes exactly as the full one does.
 */
const twMerge = createTailwindMerge(tailwindMergeConfig);

/** Joins class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
