// The product list's search row (028_admin_product_search.sql) follows every way a name, a handle
// or a SKU changes: inserted, updated in place, deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../test-helpers.ts';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await startHarness({ products: 6 });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(() => h?.close());

const found = async (q: string) => {
  const res = await h.app.inject({
    url: `/api/admin/products?q=${encodeURIComponent(q)}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { id: number }[] }).items.map((i) => i.id);
};

describe('the product list search', () => {
  it('finds a product by a name, handle or SKU changed in place, and no longer by the old one', async () => {
    const [p] = await h.db.query<{ id: number; sku: string }>(
      'select product_id as id, sku from variants order by id limit 1',
    );
    await h.db.query(
      `update product_texts set name = 'Quokka smock' where product_id = $1 and lang = 'fr'`,
      [p!.id],
    );
    await h.db.query(`update products set handle = 'wombat-coat' where id = $1`, [p!.id]);
    await h.db.query(`update variants set sku = 'NUMBAT-1' where sku = $1`, [p!.sku]);
    expect(await found('quokka')).toEqual([p!.id]);
    expect(await found('wombat')).toEqual([p!.id]);
    expect(await found('numbat-1')).toEqual([p!.id]);
    expect(await found(p!.sku)).toEqual([]);
    await h.db.query(`delete from variants where sku = 'NUMBAT-1'`);
    expect(await found('numbat')).toEqual([]);
  });
});
