import { describe, expect, it } from 'vitest';
import type { Category } from '@atelier/contract';
import { selectCategory, syncSelectedCategory, useSelectedCategory } from './selectedCategory.ts';
import { renderHook } from '@testing-library/react';

const craft: Category = {
  id: 1,
  name: 'CRAFT',
  children: [{ id: 11, name: 'Pottery', children: [] }],
};
const men: Category = { id: 2, name: 'Men', children: [] };

describe('selected category', () => {
  it('starts on the first category, unclicked, with the spec name mapping CRAFT to Craft', () => {
    const { result, rerender } = renderHook(useSelectedCategory);
    syncSelectedCategory([craft, men]);
    rerender();
    expect(result.current).toEqual({
      id: 1,
      name: 'Craft',
      subcategories: craft.children,
      clicked: false,
    });

    selectCategory(men);
    rerender();
    expect(result.current).toMatchObject({ id: 2, name: 'Men', clicked: true });

    // The tree reloads in French: the same category stays selected under its new name.
    syncSelectedCategory([
      { ...craft, name: 'ARTISANAT' },
      { ...men, name: 'Homme' },
    ]);
    rerender();
    expect(result.current).toMatchObject({ id: 2, name: 'Homme', clicked: true });
  });
});
