// What a cart mutation answers besides the cart. A user error means nothing was changed; a
// warning means the change was made, but not quite as asked (2024-10+). Each message has one
// builder, so the same mistake reads the same from every mutation.

export interface UserError {
  code: string;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code:
    | "MERCHANDISE_NOT_ENOUGH_STOCK"
    | "MERCHANDISE_OUT_OF_STOCK"
    | "DISCOUNT_NOT_FOUND"
    | "DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED";
  message: string;
  target: string;
}

export const cartDoesNotExist = (): UserError => ({
  code: "INVALID",
  field: ["cartId"],
  message: "The specified cart does not exist.",
});

export const tooManyInputs = (
  field: string[],
  limit: number,
  unit: "lines" | "values",
): UserError => ({
  code: "INVALID",
  field,
  message: `The input must not contain more than ${limit} ${unit}.`,
});

export const merchandiseDoesNotExist = (field: string[], merchandiseId: string): UserError => ({
  code: "INVALID",
  field,
  message: `The merchandise with id ${merchandiseId} does not exist.`,
});

export const sellingPlanNotApplicable = (field: string[]): UserError => ({
  code: "SELLING_PLAN_NOT_APPLICABLE",
  field,
  message: "The selling plan is not applicable to this merchandise.",
});

export const quantityBelowOne = (field: string[]): UserError => ({
  code: "INVALID",
  field,
  message: "The quantity must be at least 1.",
});

export const quantityNegative = (field: string[]): UserError => ({
  code: "INVALID",
  field,
  message: "The quantity must not be negative.",
});

export const quantityTooLarge = (field: string[], limit: number): UserError => ({
  code: "LESS_THAN",
  field,
  message: `The quantity must be less than ${limit}.`,
});

export const lineNotInCart = (field: string[]): UserError => ({
  code: "INVALID_MERCHANDISE_LINE",
  field,
  message: "Merchandise line was not found in cart.",
});

export const cartTooLarge = (field: string[]): UserError => ({
  code: "CART_TOO_LARGE",
  field,
  message: "The cart is too large to save.",
});

export const noteTooLong = (field: string[]): UserError => ({
  code: "NOTE_TOO_LONG",
  field,
  message: "Note is too long.",
});

/**
 * A gift card code that cannot pay. `CartErrorCode` has no gift card values, so the code is
 * INVALID; the message says why, without echoing the code.
 */
export const giftCardNotUsable = (
  field: string[],
  problem: "not-found" | "disabled" | "expired" | "spent",
): UserError => ({
  code: "INVALID",
  field,
  message: {
    "not-found": "Gift card code is invalid.",
    disabled: "Gift card is disabled.",
    expired: "Gift card is expired.",
    spent: "Gift card has no balance left.",
  }[problem],
});

export const emailInvalid = (field: string[]): UserError => ({
  code: "INVALID",
  field,
  message: "Email is invalid",
});

export const customerInvalid = (field: string[]): UserError => ({
  code: "INVALID",
  field,
  message: "Customer is invalid",
});
