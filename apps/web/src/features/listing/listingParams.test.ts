import { describe, expect, it } from 'vitest';
import { readFilters, toRequest, writeFilters } from './listingParams.ts';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('listing filters in the URL', () => {
  it('defaults to every price up to 500 and no options', () => {
    expect(read('')).toEqual({
      section: undefined,
      category: undefined,
      q: undefined,
      minPrice: 0,
      maxPrice: 500,
      productId: [],
      sort: undefined,
    });
    expect(writeFilters(read('')).toString()).toBe('');
  });

  it('round-trips every filter, repeating productId', () => {
    const query =
      'section=flash-sales&category=3&q=linen+shirt&minPrice=20&maxPrice=900&productId=28&productId=51&sort=price-desc';
    const filters = read(query);
    expect(filters).toEqual({
      section: 'flash-sales',
      category: '3',
      q: 'linen shirt',
      minPrice: 20,
      maxPrice: 900,
      productId: [28, 51],
      sort: 'price-desc',
    });
    expect(writeFilters(filters).toString()).toBe(query);
  });

  it('repairs what a hand-edited URL gets wrong', () => {
    expect(
      read('minPrice=-5&maxPrice=5000&productId=x&productId=7&productId=7&productId=0'),
    ).toMatchObject({ minPrice: 0, maxPrice: 1000, productId: [7] });
    expect(read('minPrice=600&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 100 });
    expect(read('maxPrice=&sort=cheapest').sort).toBeUndefined();
    expect(read('section=everything').section).toBeUndefined();
    expect(read('maxPrice=').maxPrice).toBe(500);
  });

  it('allows relevance only for a text search', () => {
    expect(read('sort=relevance').sort).toBeUndefined();
    expect(read('q=linen&sort=relevance').sort).toBe('relevance');
  });

  it('sends the filters to the API in the shopper language and market', () => {
    expect(toRequest(read('section=best-selling&category=2&productId=5'), 'jp', 'jp')).toEqual({
      lang: 'jp',
      market: 'jp',
      section: 'best-selling',
      category: '2',
      q: undefined,
      minPrice: 0,
      maxPrice: 500,
      productId: [5],
      sort: undefined,
    });
  });
});
