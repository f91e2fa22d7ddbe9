import { describe, expect, it } from 'vitest';
import { centsText, parseCents } from './amount.ts';

describe('parseCents', () => {
  it('reads dollars with a dot or a comma, and whole dollars', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('12,05')).toBe(1205);
    expect(parseCents(' 7 ')).toBe(700);
    expect(parseCents('0.01')).toBe(1);
  });

  it('keeps a minus sign', () => {
    expect(parseCents('-3')).toBe(-300);
    expect(parseCents('- 0.5')).toBe(-50);
  });

  it('refuses what is not an amount of whole cents', () => {
    for (const text of ['', 'abc', '1.234', '1e3', '12.', '$5', '1.2.3']) {
      expect(parseCents(text), text).toBeNull();
    }
  });

  it('writes cents back as the field shows them', () => {
    expect(centsText(1250)).toBe('12.50');
    expect(parseCents(centsText(99_999))).toBe(99_999);
  });

  it('reads and writes an amount in whole yen, refusing decimals', () => {
    expect(parseCents('12000', 'JPY')).toBe(12_000);
    expect(parseCents('12000.5', 'JPY')).toBeNull();
    expect(parseCents('12,5', 'JPY')).toBeNull();
    expect(centsText(12_000, 'JPY')).toBe('12000');
    expect(parseCents('49,95', 'EUR')).toBe(4995);
  });
});
