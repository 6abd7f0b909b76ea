/**
 * Writes a catalogue of N products in the documented format (docs/catalogue-format.md), built
 * from the shipped catalogue so every product has the shop's artwork, categories and options:
 *
 *   npm run catalogue:generate -- --products 10000 [--seed 1] [--out file]
 *
 * Then start the provider on it with PROVIDER_CATALOGUE=<file>. The file is checked with
 * parseCatalogue before it is written, and the same seed always gives the same file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseCatalogue } from "../provider/catalogue/format";
import { generateCatalogue } from "../provider/catalogue/generate";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "10000" },
    seed: { type: "string", default: "1" },
    out: { type: "string" },
  },
});
const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
  console.error("--products must be a whole number from 1 to 1,000,000");
  process.exit(2);
}
if (!Number.isInteger(seed)) {
  console.error("--seed must be a whole number");
  process.exit(2);
}
const out = path.resolve(
  values.out ?? path.join(os.tmpdir(), `boutique-catalogue-${products}-seed-${seed}.json`),
);
const shipped = path.resolve(import.meta.dirname, "../provider/catalogue/catalogue.json");
const base = parseCatalogue(JSON.parse(fs.readFileSync(shipped, "utf8")));
const catalogue = parseCatalogue(generateCatalogue(base, { products, seed }));
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(catalogue));
console.log(`Wrote ${products} products to ${out}`);
console.log(`Start the provider on it with PROVIDER_CATALOGUE=${out}`);
