import { describe, expect, it } from 'vitest';
import {
  currentCursor,
  cursorTrail,
  nextPage,
  pageNumber,
  previousPage,
  readFilters,
  withFilters,
} from './listParams.ts';

const params = (query: string) => new URLSearchParams(query);

describe('a list whose cursor trail is in the URL', () => {
  it('starts on page 1 with no cursor', () => {
    expect(currentCursor(params('sku=A1'))).toBeUndefined();
    expect(pageNumber(params(''))).toBe(1);
  });

  it('goes forward by adding the next cursor, and back by dropping it', () => {
    const second = nextPage(params('sku=A1'), '120');
    expect(second.toString()).toBe('sku=A1&cursor=120');
    const third = nextPage(second, '80');
    expect(currentCursor(third)).toBe('80');
    expect(pageNumber(third)).toBe(3);
    expect(previousPage(third).toString()).toBe('sku=A1&cursor=120');
    expect(previousPage(previousPage(third)).toString()).toBe('sku=A1');
    expect(previousPage(params('sku=A1')).toString()).toBe('sku=A1');
  });

  it('ignores a trail edited by hand from its first malformed cursor', () => {
    expect(cursorTrail(params('cursor=12.x9.4'))).toEqual(['12']);
    expect(currentCursor(params('cursor=abc'))).toBeUndefined();
  });
});

describe('filters bound to the URL', () => {
  it('reads the named filters, trimmed, blank when absent', () => {
    expect(readFilters(params('sku=%20A1%20&other=1'), ['sku', 'reason'])).toEqual({
      sku: 'A1',
      reason: '',
    });
  });

  it('a changed filter starts the list again from the first page', () => {
    const next = withFilters(params('sku=A1&cursor=120.80'), { sku: 'B2' });
    expect(next.toString()).toBe('sku=B2');
  });

  it('clearing a filter removes it, and an unchanged one keeps the page', () => {
    expect(withFilters(params('sku=A1&entity=staff'), { sku: ' ' }).toString()).toBe(
      'entity=staff',
    );
    expect(withFilters(params('sku=A1&cursor=120'), { sku: 'A1' }).toString()).toBe(
      'sku=A1&cursor=120',
    );
  });
});
