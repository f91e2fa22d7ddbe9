import { BRANDS, COLORS, MATERIALS, SIZE_SCALES, slug } from './vocab/attributes.ts';
import { CATEGORIES, type Subcategory } from './vocab/taxonomy.ts';
import { same, type T } from './vocab/text.ts';

export type OptionType = 'subcategory' | 'color' | 'size' | 'material' | 'brand';

// Rows keyed by column name, plus their names in every language.
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  position: number;
  name: T;
}

export interface OptionRow {
  id: number;
  type: OptionType;
  code: string;
  hex: string | null;
  category_id: number | null;
  position: number;
  name: T;
}

export interface PlacedSubcategory extends Subcategory {
  id: number;
  parentId: number;
}

/**
 * The categories and filter options with fixed ids, so products can point at them before
 * anything is inserted: top categories first (Craft is id 1), then subcategories.
 */
export function buildTaxonomy() {
  const categories: CategoryRow[] = CATEGORIES.map((top, i) => ({
    id: i + 1,
    parent_id: null,
    slug: top.slug,
    position: i,
    name: top.name,
  }));
  const subcategories: PlacedSubcategory[] = [];
  CATEGORIES.forEach((top, i) =>
    top.children.forEach((child, position) => {
      const id = categories.length + 1;
      categories.push({ id, parent_id: i + 1, slug: child.slug, position, name: child.name });
      subcategories.push({ ...child, id, parentId: i + 1 });
    }),
  );

  const options: OptionRow[] = [];
  const ids = new Map<string, number>();
  const add = (type: OptionType, code: string, name: T, extra: Partial<OptionRow> = {}) => {
    const id = options.length + 1;
    const position = options.filter((o) => o.type === type).length;
    options.push({ id, type, code, name, hex: null, category_id: null, position, ...extra });
    ids.set(`${type}:${code}`, id);
  };
  for (const sub of subcategories) add('subcategory', sub.slug, sub.name, { category_id: sub.id });
  for (const color of COLORS) add('color', color.code, color.name, { hex: color.hex });
  for (const size of Object.values(SIZE_SCALES).flat()) add('size', size.code, size.name);
  for (const material of MATERIALS) add('material', material.code, material.name);
  for (const brand of BRANDS) add('brand', slug(brand), same(brand));

  const optionId = (type: OptionType, code: string) => {
    const id = ids.get(`${type}:${code}`);
    if (id === undefined) throw new Error(`No ${type} option "${code}"`);
    return id;
  };
  return { categories, subcategories, options, optionId };
}

export type Taxonomy = ReturnType<typeof buildTaxonomy>;
