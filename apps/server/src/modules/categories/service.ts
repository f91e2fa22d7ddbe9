import type { Category, Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { listCategories } from './repo.ts';

export async function categoryTree(db: Queryable, lang: Language): Promise<Category[]> {
  const rows = await listCategories(db, lang);
  const byId = new Map<number, Category>();
  for (const row of rows) byId.set(row.id, { id: row.id, name: row.name, children: [] });
  const roots: Category[] = [];
  for (const row of rows) {
    const node = byId.get(row.id)!;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.children.push(node);
    else if (row.parentId === null) roots.push(node);
  }
  return roots;
}
