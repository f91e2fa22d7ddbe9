import type { AdminPlan, PlanCreate, PlanPatch } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

export const PLANS_KEY = ['plans'] as const;

export const loadPlans = () => api.get<AdminPlan[]>('/plans');
export const createPlan = (input: PlanCreate) => api.post<AdminPlan>('/plans', input);
export const updatePlan = (id: number, input: PlanPatch) =>
  api.patch<AdminPlan>(`/plans/${id}`, input);
