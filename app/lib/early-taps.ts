/**
 * Taps that land before React hydrates would otherwise be lost: a server-rendered button is on
 * screen (and looks ready) well before its script arrives on a slow phone. A tiny inline module
 * in <head> (async: it neither holds the parser nor waits for the stylesheet) notes which
 * buttons were tapped; the client entry stops it just before React takes over the document
 * (from then on React itself replays events on parts still hydrating), and the shell clicks
 * those buttons again once hydration has committed.
 *
 * Only `type="button"` buttons are noted: links and submit buttons already work without
 * scripts. A button tapped several times is replayed once (the taps were one intent: "open the
 * cart", not "open, close, open"), and taps older than `MAX_AGE_MS` are dropped so a drawer never
 * springs open long after the shopper moved on.
 *
 * Form fields keep what the shopper did to them (a size picked, a word typed in the search box,
 * a sort chosen), but React hydrates over the server's values and never hears of it, so the
 * page would act on the server's choice while showing the shopper's. Right before hydrating, the
 * fields that no longer hold what the server wrote (their `default…` properties still do) are
 * noted; once hydrated, each is handed to React as the event its own input would have sent.
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

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let pending: EarlyTap[] = [];
let changedFields: FormField[] = [];

/** Stops the recorder and keeps what it saw. Call right before hydrating. */
export function takeEarlyTaps(): void {
  pending = window.__takeEarlyTaps?.() ?? [];
  changedFields =
    typeof document === "undefined"
      ? []
      : Array.from(document.querySelectorAll<FormField>("input, textarea, select")).filter(
          changedByShopper,
        );
}

/** Whether a field no longer holds what the server's HTML gave it. */
function changedByShopper(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) {
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement) {
    if (field.type === "checkbox") return field.checked !== field.defaultChecked;
    // Picking one radio unpicks another; the picked one carries the intent.
    if (field.type === "radio") return field.checked && !field.defaultChecked;
    if (field.type === "file" || field.type === "hidden" || field.type === "password") return false;
  }
  return field.value !== field.defaultValue;
}

/**
 * Tells React about a field the shopper changed before hydration, the way the browser would
 * have: React notices a change by comparing the field with the value it last saw, so that value
 * is set back to the server's first (through the element's own setter, which React watches),
 * then the shopper's is restored around React and the event is sent.
 */
function handToReact(field: FormField): void {
  if (!field.isConnected || field.disabled) return;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    const wanted = field.checked;
    field.checked = !wanted;
    field.click();
    return;
  }
  const typed = field.value;
  field.value = field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Hands React the fields changed before hydration, then clicks each noted button that is still on
 * the page and enabled. Call once hydrated.
 */
export function replayEarlyTaps(now = Date.now()): void {
  const fields = changedFields;
  changedFields = [];
  for (const field of fields) handToReact(field);
  const taps = pending;
  pending = [];
  for (const { button, at } of taps) {
    if (now - at > MAX_AGE_MS || !button.isConnected || button.disabled) continue;
    button.click();
  }
}
