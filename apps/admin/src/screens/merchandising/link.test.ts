import { describe, expect, it } from 'vitest';
import { ShopLink } from '@atelier/contract';
import { buildLink, parseLink } from './link.ts';

describe('shop links', () => {
  it.each([
    ['/product?category=12', { kind: 'category', value: '12' }],
    ['/product?section=new-arrivals', { kind: 'section', value: 'new-arrivals' }],
    ['/product?q=linen%20dress', { kind: 'search', value: 'linen dress' }],
    ['/product/42', { kind: 'product', value: '42' }],
    ['/faq', { kind: 'path', value: '/faq' }],
    // Two filters at once are not one of the picker's kinds: kept whole.
    ['/product?category=3&q=red', { kind: 'path', value: '/product?category=3&q=red' }],
  ])('%s is read back as it was written', (link, parts) => {
    expect(parseLink(link)).toEqual(parts);
    expect(buildLink(parseLink(link))).toBe(link);
  });

  it('writes links the server takes, Japanese searches included', () => {
    const link = buildLink({ kind: 'search', value: 'リネン シャツ' });
    expect(parseLink(link)).toEqual({ kind: 'search', value: 'リネン シャツ' });
    expect(ShopLink.safeParse(link).success).toBe(true);
    expect(buildLink({ kind: 'path', value: 'contact' })).toBe('/contact');
  });
});
