import { stripVTControlCharacters } from "node:util";

/*
 * oidc-provider 9 supports Node 22 LTS and later; on any other runtime it writes this line with
 * console.warn as it is imported. This repository supports Node 20.19 as well (package.json
 * `engines`), and the provider's sign-in, token and Customer Account API tests and the browser
 * journeys pass on it, so on Node 20 the line would ask a newcomer to act where nothing needs
 * doing. While oidc-provider loads (./oidc-library.ts imports this module first, then the
 * library, then calls `endQuietLoad`) console.warn drops that exact line on Node 20 ("Iron")
 * only: any other line, and this one on any other runtime, is written as usual.
 */
const NOTICE =
  "oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.";

const consoleWarn = console.warn;

if (process.release.lts === "Iron") {
  console.warn = (...args: unknown[]) => {
    // On a terminal the library colours the line; compare its text.
    const notice =
      args.length === 1 && typeof args[0] === "string" && stripVTControlCharacters(args[0]);
    if (notice !== NOTICE) consoleWarn.apply(console, args);
  };
}

/** Gives console.warn back once oidc-provider has loaded. */
export function endQuietLoad(): void {
  console.warn = consoleWarn;
}
