import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, OrderEvent } from '@atelier/contract';
import { changeLanguage, useTranslation, type TFunction } from '../../shared/i18n.ts';
import { allowedActions } from './api.ts';
import { describeEvent, eventActor } from './timeline.ts';

const event = (type: OrderEvent['type'], data: Record<string, unknown> = {}): OrderEvent => ({
  at: '2026-03-01T10:00:00.000Z',
  type,
  actor: 'staff',
  staffEmail: 'mira@example.com',
  data,
});

let t: TFunction;
const translator = async (language: 'en' | 'jp') => {
  await changeLanguage(language);
  t = renderHook(() => useTranslation()).result.current.t;
};

describe("an order's timeline in the staff member's words", () => {
  beforeAll(() => translator('en'));

  it('names the carrier and the tracking number of a shipment, and a partial one', () => {
    const shipped = event('shipped', {
      carrier: 'yamato',
      trackingNumber: '1234-5678',
      complete: true,
    });
    expect(describeEvent(t, 'en', shipped, 'USD')).toBe(
      'Shipped with Yamato Transport, tracking 1234-5678',
    );
    const part = event('shipped', { carrier: 'other', trackingNumber: 'AB-1', complete: false });
    expect(describeEvent(t, 'en', part, 'USD')).toBe(
      'Part shipped with Other carrier, tracking AB-1',
    );
  });

  it('gives money in dollars and a cancellation with what it did', () => {
    expect(
      describeEvent(t, 'en', event('refunded', { amountCents: 1250, reason: 'Torn' }), 'USD'),
    ).toBe('Refunded $12.50: Torn');
    expect(describeEvent(t, 'en', event('paid', { amountCents: 25_800 }), 'JPY')).toBe(
      'Paid ¥25,800',
    );
    const cancelled = event('cancelled', {
      reason: 'Asked by phone',
      restocked: true,
      refundCents: 4000,
    });
    expect(describeEvent(t, 'en', cancelled, 'USD')).toBe(
      'Cancelled: Asked by phone · stock put back · $40.00 refunded',
    );
    const unpaid = event('cancelled', { reason: 'Duplicate', restocked: false, refundCents: 0 });
    expect(describeEvent(t, 'en', unpaid, 'USD')).toBe('Cancelled: Duplicate');
  });

  it('says who: the member, the shopper or the shop', () => {
    expect(eventActor(t, event('note', { text: 'Gift wrap' }))).toBe('mira@example.com');
    expect(eventActor(t, { ...event('placed'), actor: 'shopper', staffEmail: null })).toBe(
      'Shopper',
    );
    expect(eventActor(t, { ...event('paid'), actor: 'system', staffEmail: null })).toBe('The shop');
  });

  it('is written in Japanese for a Japanese member', async () => {
    await translator('jp');
    const shipped = event('shipped', { carrier: 'yamato', trackingNumber: '1234', complete: true });
    expect(describeEvent(t, 'jp', shipped, 'USD')).toBe('Yamato Transport で発送、追跡番号 1234');
    expect(describeEvent(t, 'jp', event('delivered'), 'USD')).toBe('配達完了');
    await translator('en');
  });
});

describe('the actions an order offers', () => {
  const order = (patch: Partial<AdminOrder>) =>
    ({
      kind: 'goods',
      status: 'PAID',
      paymentMethod: 'bank',
      paidCents: 5000,
      refundedCents: 0,
      fulfilments: [],
      items: [{ qty: 2, fulfilledQty: 0 }],
      ...patch,
    }) as AdminOrder;

  it('ships, changes and cancels a paid order nothing of which has shipped, and refunds what was paid', () => {
    expect(allowedActions(order({}))).toEqual({
      ship: true,
      deliver: false,
      collectCash: false,
      cancel: true,
      edit: true,
      refund: true,
    });
  });

  it('no longer cancels once a part has shipped, and ships only what is left', () => {
    const part = order({
      fulfilments: [{} as AdminOrder['fulfilments'][number]],
      items: [{ qty: 2, fulfilledQty: 2 } as AdminOrder['items'][number]],
    });
    expect(allowedActions(part)).toMatchObject({ ship: false, cancel: false, edit: false });
  });

  it('collects the cash of a delivered cash order once, and refunds nothing before', () => {
    const cash = order({ status: 'DELIVERED', paymentMethod: 'cash', paidCents: 0 });
    expect(allowedActions(cash)).toMatchObject({
      collectCash: true,
      refund: false,
      deliver: false,
    });
    expect(allowedActions({ ...cash, paidCents: 5000 })).toMatchObject({
      collectCash: false,
      refund: true,
    });
  });

  it("offers only cancelling a paid plan's order: nothing to ship, its money back only so", () => {
    expect(allowedActions(order({ kind: 'subscription' }))).toEqual({
      ship: false,
      deliver: false,
      collectCash: false,
      cancel: true,
      edit: false,
      refund: false,
    });
  });

  it('refunds nothing once all of it was refunded', () => {
    expect(allowedActions(order({ status: 'SHIPPED', refundedCents: 5000 }))).toMatchObject({
      refund: false,
      deliver: true,
    });
  });
});
