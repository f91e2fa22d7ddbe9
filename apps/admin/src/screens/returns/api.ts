import type { z } from 'zod';
import type {
  AdminReturn,
  AdminReturnPage,
  AdminReturnQueues,
  ReceiveReturnRequest,
  ReturnRefundRequest,
  ReturnTrackingRequest,
} from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { adminPath } from '../../shared/paths.ts';

export type ReturnRow = z.infer<typeof AdminReturnPage>['items'][number];
export type ReturnLine = AdminReturn['lines'][number];
export type Tracking = z.infer<typeof ReturnTrackingRequest>;

export const RETURNS = 'returns';
export const RETURN_FILTERS = ['status', 'q'] as const;
export type ReturnFilters = Record<(typeof RETURN_FILTERS)[number], string>;

export const loadReturns = (filters: ReturnFilters, cursor?: string) =>
  api.get<z.infer<typeof AdminReturnPage>>('/returns', { ...filters, cursor });
export const queuesKey = [RETURNS, 'queues'] as const;
export const loadQueues = () => api.get<AdminReturnQueues>('/returns/queues');

const returnPath = (code: string) => `/returns/${encodeURIComponent(code)}`;
/** The return's screen in the back office. */
export const returnScreenPath = (code: string) => adminPath(returnPath(code));
export const returnKey = (code: string) => ['return', code] as const;
export const loadReturn = (code: string) => api.get<AdminReturn>(returnPath(code));

/** Every step of a return answers the return as it is now. */
export const returnActions = {
  approve: (code: string, message: string) =>
    api.post<AdminReturn>(`${returnPath(code)}/approve`, { message }),
  reject: (code: string, message: string) =>
    api.post<AdminReturn>(`${returnPath(code)}/reject`, { message }),
  track: (code: string, body: Tracking) =>
    api.post<AdminReturn>(`${returnPath(code)}/tracking`, body),
  receive: (code: string, body: ReceiveReturnRequest) =>
    api.post<AdminReturn>(`${returnPath(code)}/receive`, body),
  refund: (code: string, body: z.input<typeof ReturnRefundRequest>) =>
    api.post<AdminReturn>(`${returnPath(code)}/refund`, body),
  shipExchange: (code: string, body: Tracking) =>
    api.post<AdminReturn>(`${returnPath(code)}/ship-exchange`, body),
};

/** Units of a line received so far, whatever their condition. */
export const receivedOf = (line: ReturnLine) =>
  line.received.restocked + line.received.damaged + line.received.notRestocked;

/** What staff may do with the return as it stands; the server decides again under its lock. */
export function allowedSteps(ret: AdminReturn) {
  const coming = ret.status === 'APPROVED' || ret.status === 'IN_TRANSIT';
  const received = ret.status === 'RECEIVED';
  return {
    decide: ret.status === 'REQUESTED',
    track: coming,
    receive: coming,
    refund: received && ret.refund === null && ret.refundableCents + ret.shippingCents > 0,
    shipExchange:
      received &&
      ret.lines.some((line) => line.exchange?.status === 'reserved' && receivedOf(line) > 0),
  };
}
