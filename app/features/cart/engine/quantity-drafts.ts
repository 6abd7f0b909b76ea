import type { CartSession } from "./cart-session";

// Quantities tapped in the drawer and not sent yet: each tap replaces its line's draft and
// restarts that line's timer; once the taps on a line pause, `send` gets the line's final,
// absolute quantity, once. The view lays the drafts over the cart meanwhile.

/** Sends a line's drafted quantity (after the draft has been taken out). */
export type SendQuantity = (lineId: string, quantity: number) => void;

const DEBOUNCE_MS = 300;

export function draftQuantity(
  session: CartSession,
  lineId: string,
  quantity: number,
  send: SendQuantity,
) {
  session.drafts.set(lineId, quantity);
  clearTimeout(session.draftTimers.get(lineId));
  session.draftTimers.set(
    lineId,
    setTimeout(() => sendDraft(session, lineId, send), session.options.debounceMs ?? DEBOUNCE_MS),
  );
}

/** Sends the line's draft now, if it has one. */
export function sendDraft(session: CartSession, lineId: string, send: SendQuantity) {
  stopTimer(session, lineId);
  const quantity = session.drafts.get(lineId);
  if (quantity === undefined) return;
  session.drafts.delete(lineId);
  send(lineId, quantity);
}

/** Sends every draft now (checkout is about to read the cart). */
export function sendAllDrafts(session: CartSession, send: SendQuantity) {
  for (const lineId of Array.from(session.drafts.keys())) sendDraft(session, lineId, send);
}

/** Forgets the line's draft without sending it (the line is being removed). */
export function discardDraft(session: CartSession, lineId: string) {
  stopTimer(session, lineId);
  session.drafts.delete(lineId);
}

/** Forgets every draft (the cart was cleared or is gone). */
export function discardAllDrafts(session: CartSession) {
  for (const timer of session.draftTimers.values()) clearTimeout(timer);
  session.draftTimers.clear();
  session.drafts.clear();
}

function stopTimer(session: CartSession, lineId: string) {
  clearTimeout(session.draftTimers.get(lineId));
  session.draftTimers.delete(lineId);
}
