import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { addressRoutes } from '../addresses/routes.ts';
import { newsletterRoutes } from '../newsletter/routes.ts';
import { referralRoutes } from '../referrals/routes.ts';
import { subscriptionRoutes } from '../subscriptions/routes.ts';
import { userRoutes } from '../users/routes.ts';
import type { AccountDeps } from './deps.ts';
import { authRoutes } from './routes.ts';

/** Sign-up and sign-in, the profile, address book, referrals, plans and newsletter. */
export const accountRoutes: FastifyPluginAsync<AppDeps> = async (app, appDeps) => {
  const deps: AccountDeps = { ...appDeps, now: appDeps.clock ?? (() => new Date()) };
  for (const routes of [
    authRoutes,
    userRoutes,
    addressRoutes,
    referralRoutes,
    subscriptionRoutes,
    newsletterRoutes,
  ]) {
    await app.register(routes, deps);
  }
};
