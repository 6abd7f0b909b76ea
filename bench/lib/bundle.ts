import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface AssetSize {
  path: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleWeight {
  js: AssetSize[];
  css: AssetSize[];
  total: { js: Omit<AssetSize, "path">; css: Omit<AssetSize, "path"> };
  /** URLs the HTML references that are not files of the client build. */
  missing: string[];
}

const ORIGIN = "http://bench.invalid";

/**
 * The JavaScript and CSS a first visit needs: `<script src>`, `<link rel="modulepreload">`,
 * the imports of inline module scripts and the script URLs they name (the app's loader, which
 * imports the routes and the entry once the page has painted) and, transitively,
 * the static imports of each of those chunks. Dynamic `import()` is left out — it loads later.
 * CSS is the linked stylesheets and any `<style>` inline in the document.
 */
export function measureFirstLoad(html: string, clientDir: string): BundleWeight {
  const entries = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attribute(tag, "src");
    if (src) entries.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel.includes("modulepreload")) entries.add(href);
    if (rel.includes("stylesheet")) css.add(href);
  }
  for (const [, body] of html.matchAll(
    /<script\b[^>]*type=["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    for (const specifier of staticImports(body ?? "")) entries.add(specifier);
    // A loader that imports its modules later (after the first paint) names them as strings.
    for (const url of namedScripts(body ?? "")) entries.add(url);
  }

  const missing: string[] = [];
  const js = new Map<string, AssetSize>();
  const queue = [...entries].map((u) => new URL(u, `${ORIGIN}/`));
  while (queue.length) {
    const url = queue.shift()!;
    if (url.origin !== ORIGIN || js.has(url.pathname)) continue;
    const file = path.join(clientDir, decodeURIComponent(url.pathname));
    if (!fs.existsSync(file)) {
      missing.push(url.pathname);
      continue;
    }
    const source = fs.readFileSync(file);
    js.set(url.pathname, sizes(url.pathname, source));
    for (const specifier of staticImports(source.toString("utf8"))) {
      queue.push(new URL(specifier, url));
    }
  }
  const cssSizes: AssetSize[] = [];
  for (const href of css) {
    const url = new URL(href, `${ORIGIN}/`);
    if (url.origin !== ORIGIN) continue;
    const file = path.join(clientDir, decodeURIComponent(url.pathname));
    if (fs.existsSync(file)) cssSizes.push(sizes(url.pathname, fs.readFileSync(file)));
    else missing.push(url.pathname);
  }
  // Styles inlined in the document (production inlines the stylesheet) arrive with the HTML.
  let inline = 0;
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    cssSizes.push(sizes(`inline <style> #${++inline}`, Buffer.from(body ?? "", "utf8")));
  }
  const jsSizes = [...js.values()].sort((a, b) => b.gzip - a.gzip);
  return {
    js: jsSizes,
    css: cssSizes,
    total: { js: sum(jsSizes), css: sum(cssSizes) },
    missing,
  };
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

/**
 * Static import/export-from specifiers of an ES module, minified or not. A light scan rather
 * than a parser: `import(` (dynamic) and `import.meta` never match because a quote or a binding
 * list must follow the keyword.
 */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  const pattern =
    /(?:^|[;\s}{)])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1]!;
    // Only URLs and relative paths load over the network; bare names were bundled away.
    if (/^(\.{1,2}\/|\/|https?:)/.test(specifier)) found.push(specifier);
  }
  return found;
}

/**
 * Script URLs an inline module names as string literals (`"/assets/root-x.js"`): the modules a
 * loader fetches with `import()` or module preloads it adds itself, which no static import shows.
 */
export function namedScripts(source: string): string[] {
  return [...source.matchAll(/["'](\/[^"'\s]+\.m?js)["']/g)].map((match) => match[1]!);
}

/**
 * gzip at zlib's default level 6, the budget's yardstick (the build's own gzip copies, level 9,
 * are a little smaller); Brotli at quality 11, the copies the build writes and browsers get.
 */
function sizes(name: string, content: Buffer): AssetSize {
  return {
    path: name,
    raw: content.length,
    gzip: zlib.gzipSync(content).length,
    brotli: zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

function sum(list: AssetSize[]) {
  return list.reduce(
    (total, item) => ({
      raw: total.raw + item.raw,
      gzip: total.gzip + item.gzip,
      brotli: total.brotli + item.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}
