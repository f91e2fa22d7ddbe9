import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app.ts';
import { auditRoutes } from './audit/routes.ts';
import { staffAuthRoutes } from './auth/routes.ts';
import type { AdminDeps } from './deps.ts';
import { adminOrderRoutes } from './orders/routes.ts';
import { adminCustomerRoutes } from './customers/routes.ts';
import { adminReviewRoutes } from './reviews/routes.ts';
import { adminDashboardRoutes } from './dashboard/routes.ts';
import { registerGuard } from './guard.ts';
import { staffRoutes } from './staff/routes.ts';
import { adminProductRoutes } from './products/routes.ts';
import { adminCategoryRoutes } from './categories/routes.ts';
import { stockRoutes } from './stock/routes.ts';
import { adminMediaRoutes } from './media/routes.ts';
import { adminMerchandisingRoutes } from './merchandising/routes.ts';
import { adminImportRoutes } from './imports/routes.ts';
import { adminPromotionRoutes } from './promotions/routes.ts';
import { adminSettingsRoutes } from './settings/routes.ts';
import { adminPlanRoutes } from './plans/routes.ts';
import { adminMarketRoutes } from './markets/routes.ts';
import { adminShippingRoutes } from './shipping/routes.ts';
import { adminDocumentRoutes } from './documents/routes.ts';
import { adminReturnRoutes } from './returns/routes.ts';
import { adminReturnSlipRoutes } from './returns/slip-routes.ts';

/** The back office's API (ADMIN-API.md), every route behind the one role guard. */
export const adminRoutes: FastifyPluginAsync<AppDeps> = async (app, appDeps) => {
  const deps: AdminDeps = { ...appDeps, now: appDeps.clock ?? (() => new Date()) };
  registerGuard(app, deps);
  for (const routes of [
    staffAuthRoutes,
    staffRoutes,
    auditRoutes,
    adminProductRoutes,
    adminCategoryRoutes,
    stockRoutes,
    adminMediaRoutes,
    adminMerchandisingRoutes,
    adminImportRoutes,
    adminOrderRoutes,
    adminCustomerRoutes,
    adminReviewRoutes,
    adminDashboardRoutes,
    adminPromotionRoutes,
    adminSettingsRoutes,
    adminPlanRoutes,
    adminMarketRoutes,
    adminShippingRoutes,
    adminDocumentRoutes,
    adminReturnRoutes,
    adminReturnSlipRoutes,
  ]) {
    await app.register(routes, deps);
  }
};
