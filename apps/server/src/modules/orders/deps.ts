import type { AppDeps } from '../../app.ts';
import type { PaymentProvider } from '../../platform/payments/index.ts';

/** What the cart, wishlist, order and payment modules share: one clock and one payment provider. */
export interface CommerceDeps extends AppDeps {
  now: () => Date;
  payments: PaymentProvider;
}
