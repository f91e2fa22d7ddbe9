import { describe, expect, it } from 'vitest';
import { diff } from './diff.ts';

describe('the readable difference of an audit entry', () => {
  it('lists only the values that changed, by their path', () => {
    const before = {
      role: 'catalog',
      name: 'Ada',
      texts: { en: { name: 'Coat' }, jp: { name: 'コート' } },
    };
    const after = {
      role: 'owner',
      name: 'Ada',
      texts: { en: { name: 'Wool coat' }, jp: { name: 'コート' } },
    };
    expect(diff(before, after)).toEqual([
      { path: 'role', before: 'catalog', after: 'owner' },
      { path: 'texts.en.name', before: 'Coat', after: 'Wool coat' },
    ]);
  });

  it('shows a creation as values added and a removal as values gone', () => {
    expect(diff(null, { email: 'a@b.c', active: false })).toEqual([
      { path: 'email', before: undefined, after: 'a@b.c' },
      { path: 'active', before: undefined, after: 'false' },
    ]);
    expect(diff({ sku: 'A-1' }, null)).toEqual([{ path: 'sku', before: 'A-1', after: undefined }]);
  });

  it('follows array items by index, and an emptied list is a change', () => {
    const before = {
      variants: [
        { sku: 'A', stock: 3 },
        { sku: 'B', stock: 1 },
      ],
    };
    const after = { variants: [{ sku: 'A', stock: 5 }] };
    expect(diff(before, after)).toEqual([
      { path: 'variants.0.stock', before: '3', after: '5' },
      { path: 'variants.1.sku', before: 'B', after: undefined },
      { path: 'variants.1.stock', before: '1', after: undefined },
    ]);
    expect(diff({ tags: ['a'] }, { tags: [] })).toEqual([
      { path: 'tags.0', before: 'a', after: undefined },
      { path: 'tags', before: undefined, after: '[]' },
    ]);
  });

  it('finds nothing between equal documents, and compares plain values too', () => {
    expect(diff({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
    expect(diff(3, 5)).toEqual([{ path: '·', before: '3', after: '5' }]);
  });
});
