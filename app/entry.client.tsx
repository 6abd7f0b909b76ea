import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { takeEarlyTaps } from "./lib/early-taps";

// React DOM's module has just run, a long task of its own on a phone; hydrating starts in the
// next task, so the two do not add up to one longer one. Taps in between are still recorded.
await new Promise((resolve) => setTimeout(resolve));

// From here on React sees every event itself; the taps made while this script was loading are
// replayed by the shell once hydrated (app/lib/early-taps.ts).
takeEarlyTaps();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
