import { asc, eq } from "drizzle-orm";
import express, { type Request, type Response } from "express";
import { z } from "zod";
import type { CatalogueStore } from "../catalogue/catalogue-store";
import type { Clock } from "../clock";
import { recordAnalyticsEvents } from "../db/analytics-events";
import { cartExpired, type CartRow } from "../db/carts";
import type { Database } from "../db/client";
import { orderGiftCardPayments, orderLineItems, orders } from "../db/schema/index";
import type { Logger } from "../http/logger";
import { sameSecret } from "../http/same-secret";
import type { OrderHistory } from "../orders/customer-orders";
import { usableGiftCards } from "../orders/gift-cards";
import { orderStatusPageUrl } from "../orders/status-page";
import type { WebhookOutbox } from "../webhooks/webhook-outbox";
import {
  cloneCartWithoutBuyer,
  findCart,
  loadCheckoutLines,
  orderForCart,
  unavailableLines,
} from "./checkout-cart";
import {
  checkoutBodySchema,
  checkoutQuerySchema,
  isDeclinedCard,
  validateAddress,
  validateCard,
  valuesOf,
  type CheckoutValues,
  type FieldErrors,
} from "./checkout-form";
import { checkoutCsrfCookie, checkoutCsrfToken, checkoutPageHeaders } from "./checkout-http";
import {
  CART_CHANGED,
  DISCOUNT_MESSAGES,
  EMPTY_CART,
  GIFT_CARD_CHANGED,
  soldOutAlert,
  unavailableAlert,
} from "./checkout-messages";
import { checkoutPage, messagePage, statusPage, type Shop } from "./checkout-pages";
import { prefilledValues } from "./checkout-prefill";
import { CHECKOUT_STYLESHEET, CHECKOUT_STYLESHEET_PATH } from "./checkout-style";
import { placeOrder, priceCheckout, type CheckoutPricing } from "./place-order";

export interface CheckoutDeps {
  db: Database;
  clock: Clock;
  store: CatalogueStore;
  logger: Logger;
  settings: { publicUrl: string; storefrontOrigin: string; cartTtlMs: number };
  /** The customer signed in at the provider in this browser, if any. */
  signedInCustomer: (req: Request) => Promise<number | null>;
  orderHistory: OrderHistory;
  /** Where a placed order records its stock webhooks, and the sender to wake once it commits. */
  outbox: WebhookOutbox;
  webhooksRecorded(): void;
}

const statusTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
const cartTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

/**
 * The hosted checkout (`cart.checkoutUrl`) and order status pages: server-rendered forms that
 * work without JavaScript.
 */
export function createCheckoutRoutes(deps: CheckoutDeps) {
  const { db, clock, settings } = deps;
  const router = express.Router();

  async function shop(): Promise<Shop> {
    const catalogue = await deps.store.get();
    return {
      name: catalogue.shopName,
      storefrontOrigin: settings.storefrontOrigin,
      publicUrl: settings.publicUrl,
    };
  }

  const pageHeaders = (res: Response) => checkoutPageHeaders(res, settings.publicUrl);
  const csrfToken = (req: Request, res: Response) =>
    checkoutCsrfToken(req, res, settings.publicUrl);

  async function message(
    res: Response,
    status: number,
    title: string,
    text: string,
    links: { href: string; label: string }[] = [],
  ) {
    pageHeaders(res);
    res.status(status).send(messagePage(await shop(), title, text, links));
  }

  /** Resolves the cart behind a checkout URL, or answers with the page that explains why not. */
  async function openCart(
    req: Request,
    res: Response,
  ): Promise<{ cart: CartRow; loggedIn: boolean } | null> {
    const token = cartTokenSchema.safeParse(req.params.token);
    const query = checkoutQuerySchema.safeParse(req.query);
    const cart = token.success ? await findCart(db, token.data) : null;
    if (!cart) {
      await message(
        res,
        404,
        "This checkout link is not valid",
        "No cart goes by this link: it may be incomplete or mistyped. Go back to the shop and open checkout from your cart.",
      );
      return null;
    }
    if (!query.success || !sameSecret(query.data.key, cart.secret)) {
      // Shopify's checkout opened without the cart's valid key (a shared or truncated link)
      // clones the cart without its buyer's details and opens the clone, whose key this answer
      // hands over: the buyer's email, address and checkout stay behind the original key.
      if (req.method === "GET" && !cartExpired(cart, clock.now(), settings.cartTtlMs)) {
        const clone = await cloneCartWithoutBuyer(db, cart, clock.now());
        const target = new URL(`/cart/c/${clone.token}`, settings.publicUrl);
        target.searchParams.set("key", clone.secret);
        const loggedIn = typeof req.query.logged_in === "string" ? req.query.logged_in : null;
        if (loggedIn === "true") target.searchParams.set("logged_in", "true");
        res.setHeader("Cache-Control", "no-store");
        res.setHeader("Referrer-Policy", "no-referrer");
        res.redirect(303, target.pathname + target.search);
        return null;
      }
      await message(
        res,
        404,
        "This checkout link is not valid",
        "The link is missing its key or was mistyped, so this cart can’t be paid for from it. Go back to the shop and open checkout from your cart.",
      );
      return null;
    }
    if (cart.completedAt) {
      const order = await orderForCart(db, cart.token);
      if (order && req.method === "POST") {
        res.redirect(303, orderStatusPageUrl(settings.publicUrl, order));
        return null;
      }
      await message(
        res,
        410,
        "This cart has already been checked out",
        "An order was already placed with this cart, so it can’t be paid for again.",
        order
          ? [
              {
                href: orderStatusPageUrl(settings.publicUrl, order),
                label: "View your order",
              },
            ]
          : [],
      );
      return null;
    }
    if (cartExpired(cart, clock.now(), settings.cartTtlMs)) {
      await message(
        res,
        410,
        "This cart has expired",
        "Carts are kept for a limited time. Add your items again to check out.",
      );
      return null;
    }
    return { cart, loggedIn: query.data.logged_in === "true" };
  }

  async function buyerOf(req: Request, cart: CartRow, loggedIn: boolean) {
    const signedIn = loggedIn ? await deps.signedInCustomer(req) : null;
    return signedIn ?? cart.customerId;
  }

  async function renderForm(
    req: Request,
    res: Response,
    cart: CartRow,
    customerId: number | null,
    form: {
      values: CheckoutValues;
      errors: FieldErrors;
      alert: string | null;
      notice: string | null;
      status: number;
    },
  ) {
    const lines = await loadCheckoutLines(db, cart.token);
    const catalogue = await deps.store.get();
    if (!lines.length) {
      await message(res, 200, EMPTY_CART.title, EMPTY_CART.text);
      return;
    }
    // Said as soon as the checkout opens, not only once the shopper has typed in a card.
    const hidden = unavailableLines(lines);
    const alert = form.alert ?? (hidden.length ? unavailableAlert(hidden) : null);
    const pricing = await price(cart, lines, form.values, customerId);
    const { totals, discountProblem } = pricing;
    const errors = { ...form.errors };
    if (discountProblem && form.values.discountCode.trim())
      errors.discountCode ??= DISCOUNT_MESSAGES[discountProblem];
    pageHeaders(res);
    res.status(form.status).send(
      checkoutPage({
        shop: await shop(),
        actionUrl: req.originalUrl,
        csrf: csrfToken(req, res),
        values: { ...form.values, cardCvc: "" },
        errors,
        alert,
        notice: form.notice,
        lines,
        totals,
        giftCards: pricing.giftCards.map((p) => ({
          lastCharacters: p.card.lastCharacters,
          amountCents: p.amountCents,
        })),
        amountDueCents: pricing.amountDueCents,
        note: cart.note,
        currencyCode: catalogue.currencyCode,
      }),
    );
  }

  /** Prices the form's values with the cart's gift cards that can still pay. */
  async function price(
    cart: CartRow,
    lines: Awaited<ReturnType<typeof loadCheckoutLines>>,
    values: CheckoutValues,
    customerId: number | null,
  ): Promise<CheckoutPricing> {
    const giftCards = await usableGiftCards(db, cart.giftCardIds, clock.now());
    return priceCheckout(db, lines, values, customerId, giftCards);
  }

  const handle =
    (work: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) => {
      work(req, res).catch(async (error: unknown) => {
        deps.logger.error("checkout failed", { path: req.path, error });
        if (res.headersSent) return;
        await message(
          res,
          500,
          "Something went wrong",
          "We couldn’t load this page. Please try again in a moment.",
        ).catch(() => res.end());
      });
    };

  router.get(CHECKOUT_STYLESHEET_PATH, (_req, res) => {
    res.type("css").setHeader("Cache-Control", "public, max-age=3600").send(CHECKOUT_STYLESHEET);
  });

  router.get(
    "/cart/c/:token",
    handle(async (req, res) => {
      const opened = await openCart(req, res);
      if (!opened) return;
      // Shopify's checkout reports "checkout started" itself, not the storefront, and only for
      // a buyer whose cart carries consent to analytics (the storefront's @inContext).
      if (opened.cart.visitorConsent?.analytics === true) {
        await recordAnalyticsEvents(db, [
          { receivedAt: clock.now(), eventName: "checkout_started", cartToken: opened.cart.token },
        ]);
      }
      const customerId = await buyerOf(req, opened.cart, opened.loggedIn);
      const values = await prefilledValues(db, opened.cart, customerId);
      await renderForm(req, res, opened.cart, customerId, {
        values,
        errors: {},
        alert: null,
        notice: null,
        status: 200,
      });
    }),
  );

  router.post(
    "/cart/c/:token",
    express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 50 }),
    handle(async (req, res) => {
      const opened = await openCart(req, res);
      if (!opened) return;
      const { cart, loggedIn } = opened;
      const body = checkoutBodySchema.safeParse(req.body ?? {});
      const cookie = checkoutCsrfCookie(req);
      if (!body.success || !cookie || !sameSecret(cookie, body.data.csrf)) {
        await message(
          res,
          403,
          "Please try again",
          "Your checkout session expired. Reload the page and submit the form again.",
          [{ href: req.originalUrl, label: "Reload checkout" }],
        );
        return;
      }
      const customerId = await buyerOf(req, cart, loggedIn);
      const values = valuesOf(body.data);
      const form = {
        values,
        errors: {} as FieldErrors,
        alert: null as string | null,
        notice: null as string | null,
        status: 422,
      };
      if (body.data.intent === "apply") {
        await renderForm(req, res, cart, customerId, {
          ...form,
          status: 200,
          notice: values.discountCode.trim() ? null : "Totals updated.",
        });
        return;
      }
      // Gift cards pay first; a card is asked for only when something is left to pay.
      const pricing = await price(
        cart,
        await loadCheckoutLines(db, cart.token),
        values,
        customerId,
      );
      const cardDue = pricing.amountDueCents > 0;
      const errors = {
        ...validateAddress(values),
        ...(cardDue ? validateCard(values, clock.now()) : {}),
      };
      if (Object.keys(errors).length) {
        await renderForm(req, res, cart, customerId, { ...form, errors });
        return;
      }
      if (cardDue && isDeclinedCard(values)) {
        await renderForm(req, res, cart, customerId, {
          ...form,
          status: 402,
          errors: { cardNumber: "Your card was declined. Try a different card." },
          alert: "Your card was declined. Try a different card.",
        });
        return;
      }
      const catalogue = await deps.store.get();
      const result = await placeOrder({
        db,
        clock,
        outbox: deps.outbox,
        publicUrl: settings.publicUrl,
        cartToken: cart.token,
        customerId,
        currencyCode: catalogue.currencyCode,
        values,
        giftCardIds: cart.giftCardIds,
        note: cart.note,
        visitorConsent: cart.visitorConsent,
        shownGiftCardCents: pricing.totals.totalCents - pricing.amountDueCents,
      });
      switch (result.kind) {
        case "placed":
          if (!result.alreadyPlaced) {
            // Untracked stock is not part of the catalogue (Shopify shows it as 0 and always
            // for sale), so only tracked stock makes the in-memory catalogue stale.
            if (result.tookTrackedStock) deps.store.invalidate();
            deps.orderHistory.record(customerId);
            deps.webhooksRecorded();
          }
          res.redirect(303, orderStatusPageUrl(settings.publicUrl, result));
          return;
        case "sold-out":
          await renderForm(req, res, cart, customerId, {
            ...form,
            status: 409,
            alert: soldOutAlert(result.titles),
          });
          return;
        case "unavailable":
          await renderForm(req, res, cart, customerId, {
            ...form,
            status: 409,
            alert: unavailableAlert(result.titles),
          });
          return;
        case "discount":
          await renderForm(req, res, cart, customerId, {
            ...form,
            errors: { discountCode: DISCOUNT_MESSAGES[result.problem] },
          });
          return;
        case "gift-card":
          await renderForm(req, res, cart, customerId, {
            ...form,
            status: 409,
            alert: GIFT_CARD_CHANGED,
          });
          return;
        case "empty":
          await message(res, 200, EMPTY_CART.title, EMPTY_CART.text);
          return;
        case "gone":
          await message(
            res,
            404,
            "This checkout link is not valid",
            "Go back to the shop and open checkout from your cart.",
          );
          return;
        case "changed":
          await renderForm(req, res, cart, customerId, {
            ...form,
            status: 409,
            alert: CART_CHANGED,
          });
          return;
      }
    }),
  );

  router.get(
    "/orders/:token",
    handle(async (req, res) => {
      const token = statusTokenSchema.safeParse(req.params.token);
      const [order] = token.success
        ? await db.select().from(orders).where(eq(orders.statusToken, token.data))
        : [];
      if (!order) {
        await message(res, 404, "Order not found", "This order link is not valid.");
        return;
      }
      const lines = await db
        .select()
        .from(orderLineItems)
        .where(eq(orderLineItems.orderId, order.id))
        .orderBy(asc(orderLineItems.position));
      const giftCards = await db
        .select()
        .from(orderGiftCardPayments)
        .where(eq(orderGiftCardPayments.orderId, order.id))
        .orderBy(asc(orderGiftCardPayments.id));
      pageHeaders(res);
      res.status(200).send(statusPage(await shop(), { ...order, lines, giftCards }));
    }),
  );

  return router;
}
