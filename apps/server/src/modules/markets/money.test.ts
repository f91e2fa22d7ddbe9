import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  convertPrice,
  currencyDigits,
  exchange,
  exchangeDifference,
  quote,
  shareOfUnits,
  type TaxMode,
} from './money.ts';

const euro = { currency: 'EUR', exchangeRate: 0.86, rounding: { step: 100, ending: 95 } };

describe('a price in a market', () => {
  it('converts by the rate and rounds up to the ending, in the currency’s own unit', () => {
    expect(convertPrice(5900, euro)).toBe(5095); // $59.00 × 0.86 = €50.74 → €50.95
    expect(convertPrice(5807, euro)).toBe(4995); // €49.9402 → €49.95
    expect(convertPrice(5809, euro)).toBe(5095); // €49.9574 is past €49.95: the next ending
    // Yen have no minor unit: $59.00 × 155 = ¥9,145, in whole tens ¥9,150.
    expect(currencyDigits('JPY')).toBe(0);
    expect(
      convertPrice(5900, { currency: 'JPY', exchangeRate: 155, rounding: { step: 10, ending: 0 } }),
    ).toBe(9150);
    expect(convertPrice(0, euro)).toBe(0);
    // A code's $10.00 off is ¥1,550 and €8.60: exchanged, not rounded to a shelf price.
    expect(exchange(1000, { currency: 'JPY', exchangeRate: 155 })).toBe(1550);
    expect(exchange(1000, euro)).toBe(860);
  });
});

describe('golden orders, checked by hand', () => {
  const one = (amount: number, rate: number, mode: TaxMode, perRate = false) =>
    quote({
      taxMode: mode,
      taxPerRate: perRate,
      lines: [{ amount, rate }],
      memberMinor: 0,
      creditMinor: 0,
    });

  it('Germany and France at the same shelf price of €49.95: VAT extracted, the price unchanged', () => {
    const de = one(4995, 0.19, 'included');
    expect(de).toMatchObject({ totalMinor: 4995, taxMinor: 798, taxIncluded: true }); // 4995 × 19/119 = 797.52
    expect(de.taxLines).toEqual([{ rate: 0.19, netMinor: 4197, taxMinor: 798 }]);
    const fr = one(4995, 0.2, 'included');
    expect(fr).toMatchObject({ totalMinor: 4995, taxMinor: 833 }); // 4995 / 6 = 832.5, half up
  });

  it('the UK: an adult item at 20 % and a children’s one at 0 % in one order', () => {
    const q = quote({
      taxMode: 'included',
      taxPerRate: false,
      lines: [
        { amount: 4000, rate: 0.2 },
        { amount: 2500, rate: 0 },
      ],
      memberMinor: 0,
      creditMinor: 0,
    });
    expect(q.totalMinor).toBe(6500);
    expect(q.taxLines).toEqual([
      { rate: 0.2, netMinor: 3333, taxMinor: 667 },
      { rate: 0, netMinor: 2500, taxMinor: 0 },
    ]);
  });

  it('Japan: consumption tax rounded once per rate, as a qualified invoice states it', () => {
    const lines = [1999, 1999, 1999].map((amount) => ({ amount, rate: 0.1 }));
    const base = { taxMode: 'included' as const, lines, memberMinor: 0, creditMinor: 0 };
    // Per line it would be 182 × 3 = ¥546; per rate ¥5,997 × 10/110 = ¥545.18 → ¥545.
    expect(quote({ ...base, taxPerRate: false }).taxMinor).toBe(546);
    const q = quote({ ...base, taxPerRate: true });
    expect(q.taxLines).toEqual([{ rate: 0.1, netMinor: 5452, taxMinor: 545 }]);
    expect(q.lines.map((l) => l.taxMinor)).toEqual([182, 182, 181]);
  });

  it('New York: sales tax added at checkout, on the discounted price and on shipping', () => {
    const q = quote({
      taxMode: 'added',
      taxPerRate: false,
      lines: [{ amount: 10000, rate: 0.04 }],
      memberMinor: 0,
      discount: { kind: 'percent', value: 10 },
      shipping: { amount: 500, rate: 0.04 },
      creditMinor: 0,
    });
    expect(q).toMatchObject({ discountMinor: 1000, taxMinor: 380, totalMinor: 9000 + 500 + 380 });
  });
});

describe('any cart in any market', () => {
  const line = fc.record({
    amount: fc.integer({ min: 0, max: 5_000_000 }),
    rate: fc.constantFrom(0, 0.05, 0.1, 0.13, 0.19, 0.2, 0.255, 0.06875),
  });
  const cart = fc.record({
    taxMode: fc.constantFrom<TaxMode>('included', 'added'),
    taxPerRate: fc.boolean(),
    lines: fc.array(line, { minLength: 1, maxLength: 12 }),
    memberMinor: fc.integer({ min: 0, max: 1_000_000 }),
    discount: fc.option(
      fc.oneof(
        fc.record({
          kind: fc.constant<'percent'>('percent'),
          value: fc.integer({ min: 1, max: 100 }),
        }),
        fc.record({
          kind: fc.constant<'amount'>('amount'),
          value: fc.integer({ min: 1, max: 2_000_000 }),
        }),
      ),
      { nil: undefined },
    ),
    shipping: fc.option(line, { nil: undefined }),
    creditMinor: fc.integer({ min: 0, max: 3_000_000 }),
  });

  it('totals items − member − discount + shipping + added tax − credit, to the unit, never negative', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const q = quote(input);
        const added = input.taxMode === 'added' ? q.taxMinor : 0;
        expect(q.totalMinor).toBe(
          q.itemsMinor - q.memberMinor - q.discountMinor + q.shippingMinor + added - q.creditMinor,
        );
        expect(q.totalMinor).toBeGreaterThanOrEqual(0);
        expect(q.taxLines.reduce((s, l) => s + l.taxMinor, 0)).toBe(q.taxMinor);
        // The lines account for every unit: what they are paid, with shipping, is the total before credit.
        const shippingPaid = q.shippingMinor + (input.taxMode === 'added' ? q.shippingTaxMinor : 0);
        expect(q.lines.reduce((s, l) => s + l.paidMinor, 0) + shippingPaid).toBe(
          q.totalMinor + q.creditMinor,
        );
        for (const l of q.lines) expect(l.paidMinor).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 3000 },
    );
  });

  it('refunds of any split of a line give back exactly what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }),
        (paid, splits) => {
          const units = splits.reduce((a, b) => a + b, 0);
          let given = 0;
          let back = 0;
          for (const k of splits) {
            back += shareOfUnits(paid, units, given, k);
            given += k;
          }
          expect(back).toBe(paid);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('spreads an amount over weights exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const shares = allocate(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          expect(shares.every((s) => s >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe("an exchange's price difference", () => {
  it("is the prices' where tax is inside them, with tax on it where it is added", () => {
    const was = { sellingMinor: 4000, rate: 0.1 };
    expect(exchangeDifference(was, 4500, 2, 'included')).toBe(1000);
    expect(exchangeDifference(was, 4500, 2, 'added')).toBe(1100);
    expect(exchangeDifference(was, 3500, 2, 'added')).toBe(-1100);
    expect(exchangeDifference(was, 4000, 3, 'added')).toBe(0);
  });
});
