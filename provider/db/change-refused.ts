/**
 * A change the shop's data refuses: an id that names nothing (404), a state that does not allow
 * it (409), a value out of range (422). Thrown inside the change's transaction, so nothing of it
 * is written; the message is written for the merchant and shown as it is.
 */
export class ChangeRefused extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
  ) {
    super(message);
    this.name = "ChangeRefused";
  }
}
