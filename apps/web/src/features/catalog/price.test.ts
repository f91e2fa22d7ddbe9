import { describe, expect, it } from 'vitest';
import { discountedPrice, formatPrice } from './price.ts';

describe('prices', () => {
  it('computes the selling price in whole cents, rounding half up like the server', () => {
    expect(discountedPrice(206, 60, 'USD')).toBe(82.4);
    expect(discountedPrice(13.99, 60, 'USD')).toBe(5.6);
    expect(discountedPrice(19.99, 15, 'USD')).toBe(16.99);
    expect(discountedPrice(0.05, 50, 'USD')).toBe(0.03);
    expect(discountedPrice(49.5, 0, 'USD')).toBe(49.5);
  });

  it('computes yen in whole yen', () => {
    expect(discountedPrice(9150, 15, 'JPY')).toBe(7778);
    expect(discountedPrice(50.95, 20, 'EUR')).toBe(40.76);
  });

  it('shows dollars the way each language writes them', () => {
    expect(formatPrice(1234.5, 'en', 'USD')).toBe('$1,234.50');
    expect(formatPrice(5.6, 'fr', 'USD')).toMatch(/^5,60\s\$US$/);
    expect(formatPrice(5.6, 'jp', 'USD')).toBe('$5.60');
    expect(formatPrice(5.6, 'cn', 'USD')).toBe('US$5.60');
  });

  it("shows a market's currency the way the page's language writes it", () => {
    expect(formatPrice(50.95, 'fr', 'EUR')).toMatch(/^50,95\s€$/);
    expect(formatPrice(50.95, 'en', 'EUR')).toBe('€50.95');
    expect(formatPrice(9150, 'jp', 'JPY')).toBe('￥9,150');
    expect(formatPrice(9150, 'en', 'JPY')).toBe('¥9,150');
    expect(formatPrice(1500, 'tw', 'TWD')).toBe('$1,500.00');
  });
});
