import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useTranslation } from '../../shared/i18n.ts';
import { AUDIT_ENTITIES, type AuditEntry } from './api.ts';
import { auditLabel, auditSubject } from './label.ts';

const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-28T10:00:00Z',
  staffId: 1,
  staffEmail: 'ana@example.com',
  entity: 'review',
  entityId: '1276',
  name: 'Linen Shirt · Ada',
  action: 'moderate',
  before: null,
  after: null,
  ...patch,
});

describe('the audit log in words', () => {
  it('names actions and kinds in words, and what changed by its name', () => {
    const { t } = renderHook(useTranslation).result.current;
    expect(auditLabel(t, 'actions', 'moderate')).toBe('Moderated');
    expect(auditLabel(t, 'actions', 'cash-collected')).toBe('Cash collected');
    expect(auditSubject(t, entry({}))).toBe('Review: Linen Shirt · Ada');
    expect(
      auditSubject(t, entry({ entity: 'order', entityId: 'ATL-AB12-CD34', name: 'ATL-AB12-CD34' })),
    ).toBe('Order: ATL-AB12-CD34');
    // A thing deleted since has no name: its id stays.
    expect(auditSubject(t, entry({ entity: 'product', entityId: '12', name: '' }))).toBe(
      'Product: 12',
    );
  });

  it('filters by orders, customers, reviews and discount codes too, each named', () => {
    const { t } = renderHook(useTranslation).result.current;
    expect(AUDIT_ENTITIES).toEqual(
      expect.arrayContaining(['order', 'customer', 'review', 'promotion']),
    );
    for (const entity of AUDIT_ENTITIES) expect(auditLabel(t, 'entities', entity)).not.toBe(entity);
  });
});
