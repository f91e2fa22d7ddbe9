import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
}

export function listCategories(db: Queryable, lang: Language) {
  return db.query<CategoryRow>(
    `select c.id, c.parent_id as "parentId", n.name
       from categories c join category_names n on n.category_id = c.id and n.lang = $1
      order by c.parent_id nulls first, c.position, c.id`,
    [lang],
  );
}
