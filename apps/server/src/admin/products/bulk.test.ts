import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, BulkResult, ProductPage } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../test-helpers.ts';

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await startHarness({ products: 6 });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(() => h?.close());

const post = (url: string, payload?: object, as = cookie) =>
  h.app.inject({ method: 'POST', url, headers: { cookie: as }, payload });
const bulk = (payload: object, as = cookie) => post('/api/admin/products/bulk', payload, as);
const read = async (id: number) =>
  (
    await h.app.inject({ url: `/api/admin/products/${id}`, headers: { cookie } })
  ).json<AdminProduct>();
const prices = async (ids: number[]) =>
  Promise.all(ids.map(async (id) => (await read(id)).variants.map((v) => v.priceCents)));
const count = async (sql: string) =>
  (await h.db.query<{ n: number }>(`select (${sql})::int as n`))[0]!.n;
const audits = () => count('select count(*) from audit_log');
/** Moves when this process hears of a change to the catalog (platform/changes.ts). */
const catalogVersion = async () => h.db.changes().current().catalog;

const ids = [1, 2, 3];
const up10 = { type: 'price', percent: 10 };

describe('bulk actions on products', () => {
  it('previews a price change: counts and before/after, and writes nothing', async () => {
    const before = await prices(ids);
    const versions = await Promise.all(ids.map(async (id) => (await read(id)).version));
    const [auditRows, catalog] = [await audits(), await catalogVersion()];
    const res = await bulk({ selection: { ids }, action: up10, preview: true });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<BulkResult>();
    expect(preview).toMatchObject({ preview: true, selected: 3, changed: 3 });
    expect(preview.items[0]!.before.minPriceCents).toBe(Math.min(...before[0]!));
    expect(preview.items[0]!.after.minPriceCents).toBe(Math.round(Math.min(...before[0]!) * 1.1));
    expect(preview.seen).toEqual(ids.map((id, i) => ({ id, version: versions[i] })));
    expect(await prices(ids)).toEqual(before);
    expect(await audits()).toBe(auditRows);
    expect(await catalogVersion()).toBe(catalog);
  });

  it('applies it in one change with one audit entry listing the products, and the shop shows the new price', async () => {
    const before = await prices(ids);
    const auditRows = await audits();
    const res = await bulk({ selection: { ids }, action: up10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await prices(ids)).toEqual(before.map((p) => p.map((c) => Math.round(c * 1.1))));
    expect(await audits()).toBe(auditRows + 1);
    const [entry] = await h.db.query<{ action: string; after: { ids: number[] } }>(
      'select action, after from audit_log order by id desc limit 1',
    );
    expect(entry).toMatchObject({ action: 'bulk-price', after: { ids } });
    const shop = (await h.app.inject({ url: '/api/v1/products/1/en' })).json<{
      variants: { originalPrice: number }[];
    }>();
    expect(shop.variants.map((v) => Math.round(v.originalPrice * 100)).sort()).toEqual(
      [...before[0]!.map((c) => Math.round(c * 1.1))].sort(),
    );
  });

  it('is atomic: one price that would fall to zero refuses the whole action', async () => {
    const before = await prices(ids);
    const cheapest = Math.min(...before.flat());
    const res = await bulk({
      selection: { ids },
      action: { type: 'price', amountMinor: -cheapest },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A price would fall to zero or below');
    expect(await prices(ids)).toEqual(before);
  });

  it('refuses an apply when a product changed since its preview', async () => {
    const preview = (
      await bulk({ selection: { ids }, action: { type: 'archive' }, preview: true })
    ).json<BulkResult>();
    await bulk({ selection: { ids: [2] }, action: { type: 'price', amountMinor: 100 } });
    const res = await bulk({
      selection: { ids },
      action: { type: 'archive' },
      expected: preview.seen,
    });
    expect(res.statusCode).toBe(409);
    expect((await Promise.all(ids.map(read))).map((p) => p.status)).not.toContain('archived');
  });

  it('clears a compare-at price the new price reaches, and counts it in the preview', async () => {
    const product = await read(4);
    const { id: _id, updatedAt: _u, missingLanguages: _m, ...input } = product;
    const top = product.variants[0]!.priceCents;
    input.variants = input.variants.map((v, i) => ({
      ...v,
      compareAtPriceCents: i === 0 ? top + 50 : v.priceCents * 3,
    }));
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: '/api/admin/products/4',
          headers: { cookie },
          payload: input,
        })
      ).statusCode,
    ).toBe(200);
    const action = { type: 'price', amountMinor: 100, round: 'cent' };
    const preview = await bulk({ selection: { ids: [4] }, action, preview: true });
    expect(preview.json<BulkResult>().compareAtCleared).toBe(1);
    await bulk({ selection: { ids: [4] }, action });
    const after = await read(4);
    expect(after.variants[0]!.compareAtPriceCents).toBeNull();
    expect(after.variants.slice(1).every((v) => v.compareAtPriceCents)).toBe(true);
  });

  it('rounds to prices ending in .99 when asked', async () => {
    await bulk({ selection: { ids: [5] }, action: { type: 'price', percent: 7, round: 'x99' } });
    expect((await read(5)).variants.every((v) => v.priceCents % 100 === 99)).toBe(true);
  });

  it('publishes, archives and moves everything a filter matches; the shop follows at once', async () => {
    const [{ id: target }] = (await h.db.query<{ id: number }>(
      `select id from categories where parent_id is not null
        and id not in (select category_id from products) order by id limit 1`,
    )) as [{ id: number }];
    const filter = { q: (await read(6)).handle };
    const moved = await bulk({
      selection: { filter },
      action: { type: 'move', categoryId: target },
    });
    expect(moved.json<BulkResult>()).toMatchObject({ selected: 1, changed: 1 });
    const listing = async () =>
      (
        await h.app.inject({ url: `/api/v1/products?category=${target}&pagesize=100` })
      ).json<ProductPage>();
    expect((await listing()).content.map((p) => p.id)).toEqual([6]);
    await bulk({ selection: { filter }, action: { type: 'archive' } });
    expect((await listing()).content).toEqual([]);
    const again = await bulk({ selection: { filter }, action: { type: 'archive' }, preview: true });
    expect(again.json<BulkResult>()).toMatchObject({ selected: 1, changed: 0 });
    await bulk({ selection: { filter }, action: { type: 'publish' } });
    expect((await listing()).content.map((p) => p.id)).toEqual([6]);
  });

  it('refuses bad input with the field named, and an unknown category', async () => {
    for (const action of [
      { type: 'price', percent: 10, amountMinor: 100 },
      { type: 'price' },
      { type: 'price', percent: -95 },
      { type: 'rename' },
    ]) {
      const res = await bulk({ selection: { ids }, action });
      expect(res.statusCode, JSON.stringify(action)).toBe(400);
    }
    expect((await bulk({ selection: { ids: [] }, action: up10 })).statusCode).toBe(400);
    const nowhere = await bulk({ selection: { ids }, action: { type: 'move', categoryId: 99999 } });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error.fields).toHaveProperty('categoryId');
  });

  it('is for the catalog role and owners only', async () => {
    const fulfilment = (await staffSession(h, 'fulfilment')).cookie;
    const owner = (await staffSession(h, 'owner')).cookie;
    const preview = { selection: { ids }, action: up10, preview: true };
    expect((await bulk(preview, fulfilment)).statusCode).toBe(403);
    expect((await post('/api/admin/products/1/duplicate', {}, fulfilment)).statusCode).toBe(403);
    expect((await bulk(preview, owner)).statusCode).toBe(200);
    expect((await bulk(preview, '')).statusCode).toBe(401);
  });

  it('two price changes at once: both apply, one after the other, never half of either', async () => {
    const before = await prices(ids);
    const results = await Promise.all([
      bulk({ selection: { ids }, action: up10 }),
      bulk({ selection: { ids: [...ids].reverse() }, action: up10 }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const twice = (c: number) => Math.round(Math.round(c * 1.1) * 1.1);
    expect(await prices(ids)).toEqual(before.map((p) => p.map(twice)));
  });

  it('two applies of the same preview at once: one applies, the other is refused', async () => {
    const before = await prices(ids);
    const { seen } = (
      await bulk({ selection: { ids }, action: up10, preview: true })
    ).json<BulkResult>();
    const results = await Promise.all([
      bulk({ selection: { ids }, action: up10, expected: seen }),
      bulk({ selection: { ids }, action: up10, expected: seen }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await prices(ids)).toEqual(before.map((p) => p.map((c) => Math.round(c * 1.1))));
  });
});

describe('duplicating a product', () => {
  it('makes a draft copy with its own handle and SKUs, the same photos and no stock, audited', async () => {
    const original = await read(1);
    const res = await post('/api/admin/products/1/duplicate');
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<AdminProduct>();
    expect(copy).toMatchObject({ status: 'draft', handle: `${original.handle}-copy` });
    expect(copy.id).not.toBe(original.id);
    expect(copy.texts).toEqual(original.texts);
    expect(copy.images.map((i) => i.url)).toEqual(original.images.map((i) => i.url));
    expect(copy.variants.map((v) => v.sku)).toEqual(original.variants.map((v) => `${v.sku}-COPY`));
    expect(copy.variants.map((v) => v.priceCents)).toEqual(
      original.variants.map((v) => v.priceCents),
    );
    expect(copy.variants.every((v) => v.stock === 0)).toBe(true);
    const [entry] = await h.db.query<{ action: string; before: unknown }>(
      `select action, before from audit_log where entity = 'product' and entity_id = $1`,
      [String(copy.id)],
    );
    expect(entry).toEqual({ action: 'duplicate', before: { duplicateOf: 1 } });
    const second = (await post('/api/admin/products/1/duplicate')).json<AdminProduct>();
    expect(second.handle).toBe(`${original.handle}-copy-2`);
    expect(second.variants[0]!.sku).toBe(`${original.variants[0]!.sku}-COPY-2`);
    expect((await post('/api/admin/products/99999/duplicate')).statusCode).toBe(404);
  });
});
