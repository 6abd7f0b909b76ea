import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { graphqlDocuments } from "./scripts/vite-graphql-documents";

/**
 * Small modules every page loads (the shell's libraries, UI primitives and the product card) go
 * into one chunk with React and the router. Left to Rollup they were a dozen files of under 2 KB
 * each, and on a slow phone connection every file costs a round trip before hydration can start:
 * `/` went from 18 files to 8, `/shop` from 24 to 10 and a product page from 20 to 9, with fewer
 * bytes (docs/decisions/0006-first-paint-on-a-phone.md). Only modules `/` already loads belong
 * here, so no page loads code it did not before.
 */
const SHELL_MODULES = [
  /\/app\/lib\/(utils|money|brand|seo|storefront-client|storefront-provider|query-client|public-env|image-url)\.tsx?$/,
  // The header search (every page) and the catalog's normaliser share these two; the cart (every
  // page) and the normaliser share the stock rule.
  /\/app\/lib\/(catalog-categories|placeholder-image|known-stock)\.ts$/,
  /\/app\/components\/json-ld\.tsx$/,
  /\/app\/components\/ui\/(button|input|skeleton|toast|icons|slot)\.tsx$/,
  /\/app\/features\/catalog\/components\/(product-card|product-image)\.tsx$/,
  /\/app\/features\/catalog\/lib\/breadcrumb-origin\.ts$/,
  /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)$/,
  // React and TanStack Query by name: a chunk split off the shell (the later query hooks below)
  // would otherwise take the ones it reaches first, and the shell would import it back.
  /\/node_modules\/react\/(index|jsx-runtime|cjs\/react(-jsx-runtime)?\.production)\.js$/,
  /\/node_modules\/@tanstack\/(query-core|react-query)\/build\/modern\//,
  /\/app\/graphql\/storefront\/graphql\.ts$/,
  /\/app\/components\/ui\/use-deferred-dialog\.ts$/,
  /\/app\/features\/catalog\/api\/(get-products|collection-products-query)\.ts$/,
  // The cart's hooks: the header (every page) and the product page's Add to Cart both read them.
  /\/app\/features\/cart\/components\/use-cart\.ts$/,
  // Whether the browser knows a dog (the root's product cards, the shop's filter and the product
  // page's size guide ask), and the card's slot for the answer.
  /\/app\/features\/fit\/lib\/use-has-dog-profile\.ts$/,
  /\/app\/features\/catalog\/components\/product-card-note\.ts$/,
  // The header's cart count (its badge), the saved list's heart and count (the saved handles and
  // the sync's transport slot) and the entry's early-tap replay: each was a chunk of its own of
  // 150 to 650 bytes that every page fetched.
  /\/app\/components\/ui\/badge\.tsx$/,
  /\/app\/features\/saved\/lib\/saved-state\.ts$/,
  /\/app\/lib\/(customer-metafield-transport|early-taps)\.ts$/,
];

/**
 * Icons only pages loaded later draw (the account, the cart drawer's line actions, the coming-soon
 * page). Left alone, Rollup hoists lucide icons that several lazy chunks share into the catalog
 * chunk, and every shop and product page would fetch them.
 */
const LATER_ICONS =
  /\/node_modules\/lucide-react\/dist\/esm\/icons\/(mail|map-pin|package|pencil|trash-2)\.mjs$/;

/**
 * TanStack Query's mutation and infinite-list hooks, which only the contact form and the account
 * use. The shell imports the library's index, and Rollup puts every module a manual chunk
 * depends on into that chunk, so without this they would load on every page. React stays in the
 * shell: this chunk imports it from there, and the shell never imports this chunk.
 */
const LATER_QUERY_MODULES =
  /\/node_modules\/@tanstack\/(react-query\/build\/modern\/(useMutation|useInfiniteQuery)|query-core\/build\/modern\/(mutationObserver|infiniteQueryObserver))\.js$/;

/** What the shop and product pages share and the home page does not load. */
const CATALOG_MODULES = [
  /\/app\/components\/layout\/launch-thanks-banner\.tsx$/,
  /\/app\/lib\/sanitize-html\.ts$/,
  /\/app\/features\/catalog\/lib\/normalize-product\.ts$/,
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    graphqlDocuments(import.meta.dirname),
    tailwindcss(),
    reactRouter(),
    // The browser's files are compressed once, at build time, as densely as Brotli and gzip go;
    // the server sends these copies (server/app.ts) instead of compressing on every request.
    ...(isSsrBuild
      ? []
      : [compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css)$/ })]),
  ],
  resolve: {
    alias: [
      { find: "~", replacement: path.resolve(import.meta.dirname, "app") },
      // React Router's package exports only its development build, whose developer warnings (the
      // hydration fallback's and the default error page's hints, route-module checks) would ship
      // to every browser. The production build beside it is the same code with them switched
      // off; the browser's production bundle takes it. The server and the dev server keep the
      // package's own resolution.
      ...(command !== "build" || isSsrBuild
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: path.resolve(
                import.meta.dirname,
                "node_modules/react-router/dist/production/index.mjs",
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: path.resolve(
                import.meta.dirname,
                "node_modules/react-router/dist/production/dom-export.mjs",
              ),
            },
          ]),
    ],
  },
  // ES2022 keeps class private fields native: TanStack Query's classes were rewritten into
  // WeakMap helpers, larger and slower to evaluate on the phones the first load waits for.
  // Every browser since early 2022 (Chrome 94, Safari 15.4, Firefox 93) runs it as is.
  build: {
    target: "es2022",
    // React DOM's client (a CommonJS file) is bundled as module code instead of inside a function
    // called on first require. Chrome compiles a module's top level while it downloads, off the
    // main thread, but a function only when first called, on it: wrapped, the whole of React DOM
    // was compiled in the task that hydrates (12 to 16 ms of it on this machine; about 5 ms
    // now). Every other CommonJS module keeps its wrapper, which keeps their order of evaluation.
    commonjsOptions: { strictRequires: [/^(?!.*react-dom-client\.production\.js$)/] },
    rollupOptions: {
      // The server bundle's entry is the app's request handler (as React Router's
      // node-custom-server template does), not the bare server build: the Node server
      // (server/app.ts) then runs the bundle's one copy of every app module.
      ...(isSsrBuild ? { input: "./server/request-handler.ts" } : {}),
      output: isSsrBuild
        ? {
            // The server bundle is one file. Each `import()` the app makes for the browser's sake
            // (the normaliser, drawers, the cart's changes) is then a resolved promise of a
            // module already loaded: split into chunks, every call went through Node's module
            // loader, and through tsx's loader hooks on their worker thread (server/index.ts runs
            // under tsx), about a twelfth of the CPU a /shop render took.
            inlineDynamicImports: true,
          }
        : {
            // Shared chunks are named by their hash alone. Their names were written out again in
            // the route manifest and in every lazy import's list of files to preload, all in the
            // first load (about 0.7 KB of Brotli on each page); route modules keep theirs.
            chunkFileNames: "assets/[hash].js",
            manualChunks(id) {
              const file = id.replace(/\\/g, "/");
              if (LATER_QUERY_MODULES.test(file)) return "later-query";
              if (SHELL_MODULES.some((pattern) => pattern.test(file))) return "shell";
              if (CATALOG_MODULES.some((pattern) => pattern.test(file))) return "catalog";
              if (LATER_ICONS.test(file)) return "later-icons";
              return undefined;
            },
          },
    },
  },
}));
