import type { Staff, StaffInvite, StaffUpdate } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

export const STAFF_KEY = ['staff'] as const;

export const loadStaff = () => api.get<Staff[]>('/staff');
export const inviteStaff = (input: StaffInvite) => api.post<Staff>('/staff', input);
export const updateStaff = (id: number, input: StaffUpdate) =>
  api.patch<Staff>(`/staff/${id}`, input);
export const removeStaff = (id: number) => api.delete<null>(`/staff/${id}`);
