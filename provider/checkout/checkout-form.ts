import { z } from "zod";
import { US_STATES } from "../orders/territories";
import { findShippingMethod, SHIPPING_METHODS } from "../orders/totals";

/** What the shopper typed, kept as strings so a re-rendered form shows it back unchanged. */
export interface CheckoutValues {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  shippingMethod: string;
  discountCode: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

export type FieldErrors = Partial<Record<keyof CheckoutValues, string>>;

const text = (max: number) => z.string().max(max).default("");

/** Form bodies are untrusted: every field is bounded, unknown fields are dropped. */
export const checkoutBodySchema = z.object({
  csrf: z.string().max(200).default(""),
  intent: z.enum(["pay", "apply"]).default("pay"),
  email: text(254),
  firstName: text(255),
  lastName: text(255),
  address1: text(255),
  address2: text(255),
  city: text(255),
  state: text(4),
  zip: text(20),
  shippingMethod: text(40),
  discountCode: text(64),
  cardNumber: text(40),
  cardExpiry: text(10),
  cardCvc: text(8),
});

export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutQuerySchema = z.object({
  key: z.string().min(1).max(128),
  logged_in: z.enum(["true", "false"]).optional(),
});

export const DEFAULT_SHIPPING_METHOD = SHIPPING_METHODS[1]!.code;

export function valuesOf(body: CheckoutBody): CheckoutValues {
  const { csrf: _csrf, intent: _intent, ...values } = body;
  return {
    ...values,
    shippingMethod: findShippingMethod(values.shippingMethod)
      ? values.shippingMethod
      : DEFAULT_SHIPPING_METHOD,
  };
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/;
const ZIP = /^\d{5}(-\d{4})?$/;
const STATE_CODES = new Set(US_STATES.map(([code]) => code));
const HTML_TAG = /<\/?[a-z!][^>]*>/i;

/** Checks the contact and shipping fields; the card is checked separately, only when paying. */
export function validateAddress(v: CheckoutValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!EMAIL.test(v.email.trim())) errors.email = "Enter a valid email address.";
  const required: [keyof CheckoutValues, string][] = [
    ["firstName", "Enter a first name."],
    ["lastName", "Enter a last name."],
    ["address1", "Enter an address."],
    ["city", "Enter a city."],
  ];
  for (const [field, message] of required) {
    if (!v[field].trim()) errors[field] = message;
  }
  for (const field of ["firstName", "lastName", "address1", "address2", "city"] as const) {
    if (!errors[field] && HTML_TAG.test(v[field])) errors[field] = "Remove the < and > characters.";
  }
  if (!STATE_CODES.has(v.state)) errors.state = "Select a state.";
  if (!ZIP.test(v.zip.trim())) errors.zip = "Enter a ZIP code like 10014 or 10014-1234.";
  if (!findShippingMethod(v.shippingMethod)) errors.shippingMethod = "Choose a shipping method.";
  return errors;
}

export const DEMO_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
} as const;

/**
 * The demo card form, Stripe-style: one number pays, one is declined, anything else is not a
 * card. Expiry is valid through the end of its month.
 */
export function validateCard(v: CheckoutValues, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const number = v.cardNumber.replace(/[\s-]/g, "");
  if (number !== DEMO_CARDS.success && number !== DEMO_CARDS.declined) {
    errors.cardNumber = "Your card number is invalid.";
  }
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(v.cardExpiry.trim());
  if (!expiry) errors.cardExpiry = "Enter the expiry date as MM/YY.";
  else {
    const endOfMonth = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (endOfMonth <= now.getTime()) errors.cardExpiry = "Your card has expired.";
  }
  if (!/^\d{3,4}$/.test(v.cardCvc.trim())) errors.cardCvc = "Enter the 3 or 4 digit security code.";
  return errors;
}

export function isDeclinedCard(v: CheckoutValues) {
  return v.cardNumber.replace(/[\s-]/g, "") === DEMO_CARDS.declined;
}
