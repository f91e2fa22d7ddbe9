import type { PaymentProviderName } from '@atelier/contract';

/** What the shop needs to know about an intent: paid, failed, still open, or withdrawn. */
export type IntentStatus = 'succeeded' | 'failed' | 'pending' | 'canceled';

export interface IntentRequest {
  orderCode: string;
  /** In the currency's minor unit: cents, or whole yen (what Stripe calls zero-decimal). */
  amountCents: number;
  /** ISO 4217 in lower case, as providers name it. */
  currency: string;
  /** A plan's first month: the card is kept (for this customer) to renew it monthly. */
  keepCardFor?: { email: string };
}

/** A plan paid by `intentId` renews monthly on its card from `firstRenewal` on. */
export interface RenewalRequest {
  intentId: string;
  orderCode: string;
  planName: string;
  /** Each month's, in `currency`'s minor unit: those of the order that bought the plan. */
  amountCents: number;
  currency: string;
  firstRenewal: Date;
}

/**
 * A verified provider event about a plan's renewals: a month charged or refused (its new period's
 * end when known), or the provider's subscription over (cancelled at its end, or unpaid).
 */
export type RenewalEvent =
  | {
      subscriptionId: string;
      outcome: 'renewed' | 'failed';
      invoiceId: string;
      amountCents: number;
      periodEnd?: Date;
    }
  | { subscriptionId: string; outcome: 'ended' };

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/** A verified provider event about one intent; other event types are not returned. */
export interface PaymentEvent {
  intentId: string;
  outcome: 'succeeded' | 'failed';
  amountCents: number;
}

/** A card payment provider: the built-in test provider or Stripe, chosen by configuration. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Given to the browser with the intent (Stripe.js needs it). */
  readonly publishableKey?: string;
  /** Creating twice for one order answers the same intent where the provider supports it. */
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
  retrieve(intentId: string): Promise<IntentStatus>;
  /** Withdraws an open intent so it can no longer be paid (its order expired). */
  cancel(intentId: string): Promise<void>;
  /**
   * Gives back part or all of a paid intent; answers the provider's refund id. The same `key`
   * asked twice refunds once (a retry after a lost answer).
   */
  refund(intentId: string, amountCents: number, key: string): Promise<string>;
  /** Checks a webhook's signature on the raw body; throws when it does not verify. */
  parseWebhook?(rawBody: Buffer, signature: string): PaymentEvent | RenewalEvent | null;
  /**
   * Providers that renew plans themselves (Stripe subscriptions); answers the subscription's id.
   * Asked twice for one order, makes one. The built-in provider has none: the server renews.
   */
  startRenewals?(request: RenewalRequest): Promise<string>;
  /** Stop (or, `false`, resume) renewing at the current period's end. */
  setCancelAtPeriodEnd?(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Stop renewing at once (the plan ended here: its grace is over). */
  endRenewals?(subscriptionId: string): Promise<void>;
}
