import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { createPaymentProvider } from '../../platform/payments/index.ts';
import { cartRoutes } from '../cart/routes.ts';
import { documentRoutes } from '../documents/routes.ts';
import { cartDiscountRoutes } from '../promotions/routes.ts';
import { paymentRoutes } from '../payments/routes.ts';
import { wishlistRoutes } from '../wishlist/routes.ts';
import type { CommerceDeps } from './deps.ts';
import { startMaintenance } from './expiry.ts';
import { orderEditRoutes } from './edit-routes.ts';
import { orderRoutes } from './routes.ts';
import { planRoutes } from '../subscriptions/plan-routes.ts';
import { returnRoutes } from '../returns/routes.ts';
import { returnPhotoRoutes } from '../returns/photo-routes.ts';
import { returnSlipRoutes } from '../returns/slip-routes.ts';
import { startRenewals } from '../subscriptions/renewal.ts';

/**
 * Cart, wishlist, orders, card payments and paid plans, with the every-minute expiry of unpaid
 * orders and renewal of plans.
 */
export const commerceRoutes: FastifyPluginAsync<AppDeps> = async (app, appDeps) => {
  const deps: CommerceDeps = {
    ...appDeps,
    now: appDeps.clock ?? (() => new Date()),
    payments: appDeps.paymentProvider ?? createPaymentProvider(appDeps.config, appDeps.db),
  };
  for (const routes of [
    cartRoutes,
    cartDiscountRoutes,
    wishlistRoutes,
    orderRoutes,
    orderEditRoutes,
    documentRoutes,
    paymentRoutes,
    planRoutes,
    returnRoutes,
    returnPhotoRoutes,
    returnSlipRoutes,
  ]) {
    await app.register(routes, deps);
  }
  startMaintenance(app, deps);
  startRenewals(app, deps);
};
