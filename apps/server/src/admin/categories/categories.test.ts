import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory, Category } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../test-helpers.ts';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(() => h?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie }, payload });
const shopTree = async (lang: string) =>
  (await h.app.inject({ url: `/api/v1/categories/tree/${lang}` })).json() as Category[];

describe('categories in the back office', () => {
  it('creates, renames, moves and deletes an empty category, shown by the shop at once', async () => {
    const [top] = (await call('GET', '/api/admin/categories')).json() as AdminCategory[];
    const created = await call('POST', '/api/admin/categories', {
      parentId: top!.id,
      position: 0,
      names: { en: 'Rain gear', fr: 'Vêtements de pluie' },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as AdminCategory).id;
    const frTop = (await shopTree('fr')).find((c) => c.id === top!.id)!;
    expect(frTop.children.map((c) => c.name)).toContain('Vêtements de pluie');
    expect(
      (await shopTree('jp')).find((c) => c.id === top!.id)!.children.map((c) => c.name),
    ).toContain('Rain gear');
    const moved = await call('PUT', `/api/admin/categories/${id}`, {
      parentId: null,
      position: 9,
      names: { en: 'Rainwear' },
    });
    expect(moved.json()).toMatchObject({ parentId: null, names: { en: 'Rainwear' } });
    expect((await shopTree('en')).map((c) => c.name)).toContain('Rainwear');
    expect(
      (await call('PUT', `/api/admin/categories/${top!.id}`, { ...top, parentId: top!.id }))
        .statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/admin/categories/${id}`)).statusCode).toBe(204);
  });

  it("counts a parent's products in its subcategories, which stop its deletion", async () => {
    const [row] = await h.db.query<{ top: number }>(
      `select top_category_id as top from products where category_id <> top_category_id limit 1`,
    );
    const [{ count }] = (await h.db.query<{ count: number }>(
      `select count(*)::int as count from products where top_category_id = $1`,
      [row!.top],
    )) as [{ count: number }];
    const tree = (await call('GET', '/api/admin/categories')).json() as AdminCategory[];
    const top = tree.find((c) => c.id === row!.top)!;
    expect(top.products).toBe(count);
    expect(top.products).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/admin/categories/${top.id}`)).statusCode).toBe(409);
  });

  it('refuses to delete a category with products (409) and deletes nothing', async () => {
    const [row] = await h.db.query<{ id: number }>(
      'select category_id as id from products limit 1',
    );
    const res = await call('DELETE', `/api/admin/categories/${row!.id}`);
    expect(res.statusCode).toBe(409);
    expect(await h.db.query('select 1 from categories where id = $1', [row!.id])).toHaveLength(1);
  });

  it('renames a category: its products are found by the new name at once', async () => {
    const [p] = await h.db.query<{ id: number; categoryId: number }>(
      'select id, category_id as "categoryId" from products order by id limit 1',
    );
    const res = await call('PUT', `/api/admin/categories/${p!.categoryId}`, {
      parentId: (
        await h.db.query<{ parentId: number }>(
          'select parent_id as "parentId" from categories where id = $1',
          [p!.categoryId],
        )
      )[0]!.parentId,
      position: 0,
      names: { en: 'Zebracoats' },
    });
    expect(res.statusCode).toBe(200);
    const found = (await h.app.inject({ url: '/api/v1/products?q=zebracoats&lang=en' })).json() as {
      content: { id: number }[];
    };
    expect(found.content.map((c) => c.id)).toContain(p!.id);
  });
});
