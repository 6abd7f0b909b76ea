import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = ["catalog", "search", "cart", "account", "contact"];

// The provider's imports run downwards only: the low layers serve the feature rooms above them,
// and only the composition root (app.ts, index.ts) and the test support see every room.
const PROVIDER_LOW_LAYERS = [
  "clock.ts",
  "config.ts",
  "runtime-flags.ts",
  "http",
  "graphql",
  "db",
  "catalogue",
  "orders",
  "webhooks",
];
const PROVIDER_ROOMS = ["storefront", "customer-account", "auth", "checkout", "images", "admin"];
const PROVIDER_ZONES = [
  {
    target: PROVIDER_LOW_LAYERS.map((layer) => `./provider/${layer}`),
    from: [
      ...PROVIDER_ROOMS.map((room) => `./provider/${room}`),
      "./provider/app.ts",
      "./provider/index.ts",
    ],
    message:
      "Low layers never import a feature room or the composition root; move the shared piece down.",
  },
  ...PROVIDER_ROOMS.map((room) => ({
    target: `./provider/${room}`,
    from: "./provider",
    except: [`./${room}`, "./testing", ...PROVIDER_LOW_LAYERS.map((layer) => `./${layer}`)],
    message: "A feature room imports only itself and the low layers; compose rooms in app.ts.",
  })),
  {
    // Tests may use provider/testing wherever they live; code that ships may not.
    target: ["./provider/!(testing)/**/!(*.test).ts", "./provider/!(*.test).ts"],
    from: "./provider/testing",
    message: "Production code never imports test support.",
  },
];

// Rooms talk over HTTP only: the storefront never imports the provider, features never import
// each other, and shared layers never import features or routes.
const BOUNDARY_ZONES = [
  {
    target: ["./app", "./server"],
    from: "./provider",
    message: "Reach the provider over HTTP.",
  },
  { target: "./app", from: "./server", message: "The app never imports the server." },
  { target: "./provider", from: ["./app", "./server"] },
  ...FEATURES.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message: "Features never import each other; compose them in routes.",
  })),
  {
    target: ["./app/components", "./app/lib"],
    from: ["./app/features", "./app/routes"],
  },
  ...PROVIDER_ZONES,
  {
    // Shared test support (a throwaway PostgreSQL, free ports) serves the tests of every
    // program, so it stands on its own and nothing that ships may use it.
    target: "./tests/support",
    from: ["./app", "./server", "./provider"],
    message: "Test support stands alone: every program's tests use it.",
  },
  {
    target: [
      "./app",
      "./server/**/!(*.test).ts",
      "./provider/!(testing)/**/!(*.test).ts",
      "./provider/!(*.test).ts",
    ],
    from: "./tests/support",
    message: "Production code never imports test support.",
  },
];

// Test support is named for what it is and kept in its own folders (`test-support/`,
// `provider/testing/`, `tests/`), so that code that ships can be told from it by its path. Code
// that ships never imports a module named as a harness, a fixture or `test-…`, nor anything in a
// test-support folder; tests and test support themselves may (see the block for them below).
const SHIPPED_CODE = ["./app", "./server", "./provider", "./scripts"];
const SHIPPED_CODE_ZONES = [
  {
    target: SHIPPED_CODE,
    from: [
      "./{app,server,provider,scripts,tests,bench}/**/*{harness,fixture,test-}*",
      "./{app,server,provider,scripts}/**/test-support/**",
    ],
    message: "Code that ships never imports test support; tests may.",
  },
];
const TEST_CODE = ["**/*.test.{ts,tsx}", "**/test-support/**", "provider/testing/**"];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      ".data/**",
      "node_modules/**",
      "app/graphql/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // A cycle counts even when one of its links is a lazy import() or imports only types: the
      // first still leaves which module runs first to chance, the second still ties layers that
      // should point one way into a knot. Type links are seen through eslint.cycle-parser.js.
      "import-x/no-cycle": ["error", { allowUnsafeDynamicCyclicDependency: false }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [...BOUNDARY_ZONES, ...SHIPPED_CODE_ZONES],
        },
      ],
    },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // Without these the import-x rules read only .js files: no-cycle never saw a TypeScript one.
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"],
      "import-x/parsers": { [`${import.meta.dirname}/eslint.cycle-parser.js`]: [".ts", ".tsx"] },
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The toaster mounts on the first toast (components/ui/toast.tsx); a toast raised through
    // sonner directly would show nothing, and importing it would put sonner back on every page.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/ui/toast.tsx", "app/components/ui/sonner.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "sonner", message: "Raise toasts with `toast` from ~/components/ui/toast." },
          ],
        },
      ],
    },
  },
  {
    // Tests and test support keep every boundary but may import test support.
    files: TEST_CODE,
    rules: { "import-x/no-restricted-paths": ["error", { zones: BOUNDARY_ZONES }] },
  },
  {
    // Tests read loosely typed JSON from real HTTP responses.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  prettier,
);
