// A link the shop follows (the contract's ShopLink): a listing of a category, a collection (a
// section of the listing), a search, a product page, or any other path of the shop.
import { PRODUCT_SECTIONS } from '@atelier/contract';

export const LINK_KINDS = ['category', 'section', 'search', 'product', 'path'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export interface ShopLinkParts {
  kind: LinkKind;
  value: string;
}

/** What a stored link points at; anything else is kept as a plain path. */
export function parseLink(link: string): ShopLinkParts {
  const url = new URL(link || '/product', 'http://shop');
  const params = [...url.searchParams.keys()];
  const only = (key: string) => params.length === 1 && params[0] === key;
  if (url.pathname === '/product') {
    if (only('category') && /^\d+$/.test(url.searchParams.get('category')!))
      return { kind: 'category', value: url.searchParams.get('category')! };
    const section = url.searchParams.get('section') ?? '';
    if (only('section') && (PRODUCT_SECTIONS as readonly string[]).includes(section))
      return { kind: 'section', value: section };
    if (only('q')) return { kind: 'search', value: url.searchParams.get('q')! };
  }
  const product = /^\/product\/(\d+)$/.exec(url.pathname);
  if (product && !params.length) return { kind: 'product', value: product[1]! };
  return { kind: 'path', value: link };
}

/** The link for these parts (an empty value gives the whole listing, or `/` for a path). */
export function buildLink({ kind, value }: ShopLinkParts): string {
  const text = value.trim();
  switch (kind) {
    case 'category':
      return text ? `/product?category=${text}` : '/product';
    case 'section':
      return text ? `/product?section=${text}` : '/product';
    case 'search':
      return text ? `/product?q=${encodeURIComponent(text)}` : '/product';
    case 'product':
      return `/product/${text}`;
    case 'path':
      return text.startsWith('/') ? text : `/${text}`;
  }
}
