import type { Config } from '../config.ts';
import type { Queryable } from '../db.ts';
import type { PaymentProvider } from './provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { TestPaymentProvider } from './test-provider.ts';

export type {
  IntentStatus,
  PaymentEvent,
  PaymentProvider,
  RenewalEvent,
  RenewalRequest,
} from './provider.ts';

/** Stripe when its keys are configured, otherwise the built-in test provider. */
export function createPaymentProvider(config: Config, db: Queryable): PaymentProvider {
  return config.stripe ? new StripePaymentProvider(config.stripe) : new TestPaymentProvider(db);
}
