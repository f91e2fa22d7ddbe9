import type { ErrorParams, ErrorReason } from '@atelier/contract';
import type { TFunction, TranslationKey } from '../../shared/i18n/i18n.ts';
import { ApiError } from '../../shared/api/client.ts';

/** What the shopper reads for each reason the server gives (API.md's error body `reason`). */
const REASON_KEYS: Record<ErrorReason, TranslationKey> = {
  SOLD_OUT: 'cart.soldOut',
  NOT_RETURNABLE: 'returns.refused',
  EXCHANGE_SOLD_OUT: 'returns.soldOutNow',
  RETURN_CLOSED: 'returns.cancelClosed',
  ONLY_LEFT: 'cart.onlyLeft',
  MAX_QTY: 'cart.maxQty',
  CART_EMPTY: 'checkout.emptyCart',
  OUT_OF_STOCK: 'cart.outOfStock',
  ADDRESS_REQUIRED: 'checkout.chooseAddress',
  NOT_PAYABLE: 'cart.notPayable',
  NOT_CANCELLABLE: 'cart.notCancellable',
  AMOUNT_MISMATCH: 'cart.amountMismatch',
  CARD_INVALID: 'payment.errors.numberInvalid',
  CARD_EXPIRED: 'payment.errors.expired',
  UNAVAILABLE: 'cart.unavailable',
  CODE_UNKNOWN: 'promo.reasons.unknown',
  CODE_NOT_STARTED: 'promo.reasons.notStarted',
  CODE_EXPIRED: 'promo.reasons.expired',
  CODE_MIN_SUBTOTAL: 'promo.reasons.minSubtotal',
  CODE_USED_UP: 'promo.reasons.usedUp',
  CODE_ALREADY_USED: 'promo.reasons.alreadyUsed',
  CODE_FIRST_ORDER: 'promo.reasons.firstOrder',
  CODE_NOT_YOURS: 'promo.reasons.notYours',
  CODE_NEEDS_ACCOUNT: 'promo.reasons.needsAccount',
  NO_PLAN: 'subscription.changeFailed',
  PLAN_RENEWING: 'subscription.cancelToSilver',
  PLAN_NOT_CANCELLABLE: 'subscription.planOrderNotCancellable',
  PLAN_NOT_ON_SALE: 'subscription.notOffered',
  PLAN_OFF: 'subscription.discontinued',
  CASH_OFF: 'checkout.cashOff',
  MARKET_CHANGED: 'checkout.marketChanged',
  NO_DELIVERY: 'checkout.noDelivery',
  SHIPPING_UNAVAILABLE: 'checkout.shippingUnavailable',
  NOT_EDITABLE: 'orders.notEditable',
  SWAP_OTHER_PRODUCT: 'orders.swapOtherProduct',
};

/** Why the cart's code takes nothing off now, in the shopper's language. */
export const reasonText = (t: TFunction, reason: ErrorReason, params?: ErrorParams) =>
  t(REASON_KEYS[reason], params);

// The contract's own quantity rule answers before any service does, without a reason.
const MAX_QTY_TEXT = /^Quantity must be at most (\d+)$/;

/**
 * A failed cart, checkout, order or payment call in the shopper's language: the server's reason
 * with its parameters, a sign-in prompt for a refused session, and never the server's English.
 */
export function shopperErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.status === 401 || error.status === 403) return t('cart.loginRequired');
  const body = typeof error.body === 'object' ? error.body?.error : undefined;
  if (body?.reason) return t(REASON_KEYS[body.reason], body.params);
  const max = MAX_QTY_TEXT.exec(error.message);
  if (max) return t('cart.maxQty', { max: Number(max[1]) });
  return t('errors.generic');
}

/** The reason the server gave for a refusal, if any. */
export const reasonOf = (error: unknown): ErrorReason | undefined =>
  error instanceof ApiError && typeof error.body === 'object'
    ? error.body?.error.reason
    : undefined;
