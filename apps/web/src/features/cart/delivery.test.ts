import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryPromise } from '@atelier/contract';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { formatPrice } from '../catalog/price.ts';
import { deliveryDays } from '@atelier/ui/days';
import { deliveryProgress, deliveryTerms, shippingFrom } from './delivery.ts';

const euros = (amount: number) => formatPrice(amount, 'en', 'EUR');
const days = { min: 3, max: 5 };
const free: DeliveryPromise = { price: 0, freeOver: null, moreForFree: 0, days };
const rated: DeliveryPromise = { price: 4.95, freeOver: null, moreForFree: 0, days };
const freeOver: DeliveryPromise = { price: 4.95, freeOver: 50, moreForFree: 12, days };

describe('the delivery terms the shop shows', () => {
  it('gives an estimate as a range, or one number when the first day is the last', () => {
    expect(deliveryDays(days, 'en')).toBe('3–5 days');
    expect(deliveryDays({ min: 3, max: 3 }, 'en')).toBe('3 days');
    expect(deliveryDays({ min: 1, max: 1 }, 'en')).toBe('1 day');
    // French writes a no-break space before the unit.
    expect(deliveryDays({ min: 1, max: 1 }, 'fr')).toBe('1\u00a0jour');
    expect(deliveryDays({ min: 2, max: 4 }, 'fr')).toBe('2–4\u00a0jours');
    expect(deliveryDays({ min: 2, max: 2 }, 'jp')).toBe('2 日');
  });

  it('says free, free over the threshold, or from the cheapest price', () => {
    const { t } = renderHook(useTranslation).result.current;
    expect(deliveryTerms(t, euros, free)).toBe('Free delivery');
    expect(deliveryTerms(t, euros, freeOver)).toBe('Free delivery over €50.00');
    expect(deliveryTerms(t, euros, rated)).toBe('Delivery from €4.95');
    expect(shippingFrom(t, euros, free)).toBe('Free');
    expect(shippingFrom(t, euros, freeOver)).toBe('From €4.95');
  });

  it('tells the cart what it lacks for free delivery, and that it has it', () => {
    const { t } = renderHook(useTranslation).result.current;
    expect(deliveryProgress(t, euros, freeOver)).toBe('€12.00 more for free delivery');
    expect(deliveryProgress(t, euros, { ...freeOver, price: 0, moreForFree: 0 })).toBe(
      'Free delivery',
    );
    // Never free by amount: nothing to say.
    expect(deliveryProgress(t, euros, rated)).toBeUndefined();
  });
});
