/** A visitor's request for the banner ("Privacy choices"), and where focus was at the time. */
export interface PrivacyRequest {
  n: number;
  returnTo: Element | null;
}
