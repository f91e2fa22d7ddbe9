import type { Dashboard } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

/** The periods the dashboard offers, in days. */
export const PERIODS = [7, 30, 90] as const;

export const dashboardKey = (days: number) => ['dashboard', days] as const;
export const loadDashboard = (days: number) => api.get<Dashboard>('/dashboard', { days });
