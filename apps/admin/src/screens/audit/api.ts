import type { z } from 'zod';
import type { AuditPage } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

export type AuditEntry = z.infer<typeof AuditPage>['items'][number];
export const AUDIT = 'audit';

/** What the audit log records changes of (the server's audit writer names them). */
export const AUDIT_ENTITIES = [
  'order',
  'customer',
  'review',
  'promotion',
  'product',
  'category',
  'stock',
  'merchandising',
  'media',
  'plan',
  'settings',
  'market',
  'tax-rates',
  'shipping-zone',
  'import',
  'staff',
] as const;

export const AUDIT_FILTERS = ['entity', 'entityId', 'staffId'] as const;
type Filters = Record<(typeof AUDIT_FILTERS)[number], string>;

export const loadAudit = (filters: Filters, cursor?: string) =>
  api.get<z.infer<typeof AuditPage>>('/audit', { ...filters, cursor });
