import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';

const MIGRATION = '029_address_city_region.sql';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 2 });
});
afterAll(() => h?.close());

const ADDRESS_COLUMNS = 'name, phone, flat_no, address_line1, zip_code';

it('keeps the addresses and orders made before it, their country text becoming a code where it names one', async () => {
  await signedIn(h.app, 'old@example.com');
  const [user] = await h.db.query<{ id: number }>('select id from users where email = $1', [
    'old@example.com',
  ]);
  // The tables as they were before 029, with rows a shopper typed then.
  await h.db.exec(`alter table addresses drop column city, drop column region;
    alter table orders drop column city, drop column region;
    alter table wishlist_items drop column sku;
    delete from schema_migrations where name = '${MIGRATION}'`);
  const typed = ['United Kingdom', ' usa ', '日本', 'Japon', 'fr', 'Narnia'];
  for (const country of typed) {
    await h.db.query(
      `insert into addresses (user_id, ${ADDRESS_COLUMNS}, country)
       values ($1, 'Ada', '+44 20 7946 0018', '1', 'Main Street', '00001', $2)`,
      [user!.id, country],
    );
  }
  await h.db.query(
    `insert into orders (order_code, user_id, status, payment_method, name, email, phone, flat_no,
                         address_line1, address_line2, zip_code, country, subtotal_cents, tax_cents,
                         total_cents, created_at)
     values ('ATL-OLD0-0001', $1, 'PLACED', 'cash', 'Ada', 'old@example.com', '1', '1', 'Main Street',
             '', '00001', 'Taiwan', 100, 0, 100, now())`,
    [user!.id],
  );

  expect(await migrate(h.db)).toEqual([MIGRATION]);

  const rows = await h.db.query<{ country: string; city: string; region: string; name: string }>(
    'select country, city, region, name from addresses where user_id = $1 order by id',
    [user!.id],
  );
  expect(rows.map((r) => r.country)).toEqual(['GB', 'US', 'JP', 'JP', 'FR', 'Narnia']);
  expect(rows.every((r) => r.city === '' && r.region === '' && r.name === 'Ada')).toBe(true);
  const [order] = await h.db.query<{ country: string; city: string }>(
    "select country, city from orders where order_code = 'ATL-OLD0-0001'",
  );
  expect(order).toEqual({ country: 'TW', city: '' });
});
