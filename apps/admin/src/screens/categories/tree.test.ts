import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@atelier/contract';
import { flatten, nameIn, reorder, subtreeIds } from './tree.ts';

const node = (
  id: number,
  position: number,
  children: AdminCategory[] = [],
  parentId: number | null = null,
): AdminCategory => ({
  id,
  parentId,
  position,
  slug: `c${id}`,
  names: { en: `C${id}`, jp: id === 1 ? 'レディース' : undefined },
  products: 0,
  children,
});

const tree = () => [
  node(2, 1, [node(21, 0, [], 2)]),
  node(1, 0, [node(12, 1, [], 1), node(11, 1, [], 1), node(13, 0, [], 1)]),
];

describe('category tree', () => {
  it('reads depth first, each level by position (then id)', () => {
    const rows = flatten(tree()).map((row) => [row.category.id, row.depth]);
    expect(rows).toEqual([
      [1, 0],
      [13, 1],
      [11, 1],
      [12, 1],
      [2, 0],
      [21, 1],
    ]);
  });

  it('names a category in a language, falling back to English', () => {
    const [women, men] = tree().sort((a, b) => a.id - b.id);
    expect(nameIn(women!, 'jp')).toBe('レディース');
    expect(nameIn(men!, 'jp')).toBe('C2');
  });

  it('moving up renumbers the siblings whose place changes, even with equal positions', () => {
    const rows = flatten(tree());
    const eleven = rows.find((row) => row.category.id === 11)!;
    // Order 13, 11, 12 (11 and 12 share position 1): 11 up gives 11, 13, 12.
    expect(reorder(eleven, -1)).toEqual([
      [11, { parentId: 1, position: 0, names: { en: 'C11', jp: undefined } }],
      [13, { parentId: 1, position: 1, names: { en: 'C13', jp: undefined } }],
      [12, { parentId: 1, position: 2, names: { en: 'C12', jp: undefined } }],
    ]);
  });

  it('the first cannot go up and the last cannot go down', () => {
    const rows = flatten(tree());
    expect(reorder(rows[0]!, -1)).toEqual([]);
    expect(
      reorder(
        rows.find((row) => row.category.id === 2)!,
        1,
      ),
    ).toEqual([]);
  });

  it("a category's subtree holds itself and every descendant", () => {
    expect([...subtreeIds(tree()[1]!)].sort()).toEqual([1, 11, 12, 13]);
  });
});
