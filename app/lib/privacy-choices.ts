/**
 * Raised on `window` by the footer's "Privacy choices": the visitor wants the consent banner
 * again. Its own module, so the footer carries this one string and none of the privacy code.
 */
export const PRIVACY_CHOICES_EVENT = "privacy:choices";

export function openPrivacyChoices() {
  window.dispatchEvent(new Event(PRIVACY_CHOICES_EVENT));
}
