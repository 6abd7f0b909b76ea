/**
 * Taps that land before React hydrates would otherwise be lost: a server-rendered button is on
 * screen (and looks ready) well before its script arrives on a slow phone. A tiny inline module
 * in <head> (async: it neither holds the parser nor waits for the stylesheet) notes which
 * buttons were tapped; the client entry stops it just before React takes over the document
 * (from then on React itself replays events on parts still hydrating), and the shell clicks
 * those buttons again once hydration has committed.
 *
 * Only `type="button"` buttons are noted: links, submit buttons and form fields already work
 * without scripts. A button tapped several times is replayed once (the taps were one intent:
 * "open the cart", not "open, close, open"), and taps older than `MAX_AGE_MS` are dropped so a
 * drawer never springs open long after the shopper moved on.
 */
const MAX_AGE_MS = 10_000;

/** Kept as a literal: the server renders it into <head>, before any module has loaded. */
export const EARLY_TAP_RECORDER = `(function(){var taps=[];function note(event){var target=event.target;var button=target&&target.closest&&target.closest('button[type="button"]');if(!button||button.disabled)return;for(var i=0;i<taps.length;i++)if(taps[i].button===button)return;taps.push({button:button,at:Date.now()});}document.addEventListener("click",note,true);window.__takeEarlyTaps=function(){document.removeEventListener("click",note,true);window.__takeEarlyTaps=undefined;return taps;};})();`;

type EarlyTap = { button: HTMLButtonElement; at: number };

declare global {
  interface Window {
    __takeEarlyTaps?: () => EarlyTap[];
  }
}

let pending: EarlyTap[] = [];

/** Stops the recorder and keeps what it saw. Call right before hydrating. */
export function takeEarlyTaps(): void {
  pending = window.__takeEarlyTaps?.() ?? [];
}

/** Clicks each noted button that is still on the page and enabled. Call once hydrated. */
export function replayEarlyTaps(now = Date.now()): void {
  const taps = pending;
  pending = [];
  for (const { button, at } of taps) {
    if (now - at > MAX_AGE_MS || !button.isConnected || button.disabled) continue;
    button.click();
  }
}
