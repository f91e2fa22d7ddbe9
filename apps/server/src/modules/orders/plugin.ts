import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { createPaymentProvider } from '../../platform/payments/index.ts';
import { cartRoutes } from '../cart/routes.ts';
import { cartDiscountRoutes } from '../promotions/routes.ts';
import { paymentRoutes } from '../payments/routes.ts';
import { wishlistRoutes } from '../wishlist/routes.ts';
import type { CommerceDeps } from './deps.ts';
import { startMaintenance } from './expiry.ts';
import { orderRoutes } from './routes.ts';

/** Cart, wishlist, orders and card payments, with the every-minute expiry of unpaid orders. */
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
    paymentRoutes,
  ]) {
    await app.register(routes, deps);
  }
  startMaintenance(app, deps);
};
