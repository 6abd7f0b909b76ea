import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { takeEarlyTaps } from "./lib/early-taps";

// The modules have just been evaluated; hydrating starts in the next task, so evaluating and
// hydrating are two shorter tasks rather than one long one. Taps in between are still recorded.
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
