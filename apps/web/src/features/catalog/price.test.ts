import { describe, expect, it } from 'vitest';
import { discountedPrice, formatPrice } from './price.ts';

describe('prices', () => {
  it('computes the selling price in whole cents, rounding half up like the server', () => {
    expect(discountedPrice(206, 60)).toBe(82.4);
    expect(discountedPrice(13.99, 60)).toBe(5.6);
    expect(discountedPrice(19.99, 15)).toBe(16.99);
    expect(discountedPrice(0.05, 50)).toBe(0.03);
    expect(discountedPrice(49.5, 0)).toBe(49.5);
  });

  it('shows dollars the way each language writes them', () => {
    expect(formatPrice(1234.5, 'en')).toBe('$1,234.50');
    expect(formatPrice(5.6, 'fr')).toMatch(/^5,60\s\$US$/);
    expect(formatPrice(5.6, 'jp')).toBe('$5.60');
    expect(formatPrice(5.6, 'cn')).toBe('US$5.60');
  });
});
