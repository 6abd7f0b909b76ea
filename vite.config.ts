import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // ES2022 keeps class private fields native: TanStack Query's classes were rewritten into
  // WeakMap helpers, larger and slower to evaluate on the phones the first load waits for.
  // Every browser since early 2022 (Chrome 94, Safari 15.4, Firefox 93) runs it as is.
  build: { target: "es2022" },
});
