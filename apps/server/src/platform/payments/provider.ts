import type { PaymentProviderName } from '@atelier/contract';

/** What the shop needs to know about an intent: paid, failed, still open, or withdrawn. */
export type IntentStatus = 'succeeded' | 'failed' | 'pending' | 'canceled';

export interface IntentRequest {
  orderCode: string;
  amountCents: number;
  currency: 'usd';
}

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
  parseWebhook?(rawBody: Buffer, signature: string): PaymentEvent | null;
}
