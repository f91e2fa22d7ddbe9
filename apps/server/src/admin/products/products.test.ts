import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductInput, ProductPage } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../test-helpers.ts';

let h: Harness;
let cookie: string;
let categoryId: number;

beforeAll(async () => {
  h = await startHarness({ products: 6 });
  cookie = (await staffSession(h, 'catalog')).cookie;
  [{ id: categoryId }] = (await h.db.query<{ id: number }>(
    'select id from categories where parent_id is not null order by id limit 1',
  )) as [{ id: number }];
});
afterAll(() => h?.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie }, payload });

const draft = (): AdminProductInput => ({
  status: 'draft',
  brand: 'Maison Kumo',
  categoryId,
  discountPercentage: 0,
  texts: {
    en: { name: 'Quilted Kumo Jacket', description: 'Light and warm.', specifications: [] },
    jp: { name: '雲のキルトジャケット', description: '軽くて暖かい。', specifications: [] },
  },
  options: {
    colors: [
      { code: 'kumo-white', names: { en: 'Cloud white', jp: '雲白' }, hex: '#f4f4f2' },
      { code: 'kumo-ink', names: { en: 'Ink', jp: '墨' }, hex: '#1c1c24' },
    ],
    sizes: [
      { code: 's', names: { en: 'S' } },
      { code: 'm', names: { en: 'M' } },
      { code: 'l', names: { en: 'L' } },
    ],
  },
  variants: ['kumo-white', 'kumo-ink'].flatMap((color) =>
    ['s', 'm', 'l'].map((size) => ({
      sku: `KUMO-${color.slice(5).toUpperCase()}-${size.toUpperCase()}`,
      color,
      size,
      priceCents: 18900,
      stock: 4,
    })),
  ),
  images: [
    {
      url: '/media/garments/jacket-f4f4f2.svg',
      alt: { en: 'The jacket in white' },
      color: 'kumo-white',
    },
  ],
});

async function shopFinds(id: number) {
  const listing = (
    await h.app.inject({ url: `/api/v1/products?category=${categoryId}&pagesize=100` })
  ).json() as ProductPage;
  const search = (
    await h.app.inject({ url: '/api/v1/products?q=キルト&lang=jp' })
  ).json() as ProductPage;
  const detail = await h.app.inject({ url: `/api/v1/products/${id}/en` });
  const sitemap = (await h.app.inject({ url: '/sitemap.xml' })).body;
  return {
    listing: listing.content.some((p) => p.id === id),
    search: search.content.some((p) => p.id === id),
    detail: detail.statusCode,
    sitemap: sitemap.includes(`/product/${id}<`),
  };
}

describe('products in the back office', () => {
  let product: AdminProduct;

  it('creates a draft in two languages with a colour × size matrix, hidden from the shop', async () => {
    const res = await as('POST', '/api/admin/products', draft());
    expect(res.statusCode, res.body).toBe(201);
    product = res.json() as AdminProduct;
    expect(product).toMatchObject({ handle: 'quilted-kumo-jacket', status: 'draft', version: 1 });
    expect(product.variants).toHaveLength(6);
    expect(product.missingLanguages).toEqual(['cn', 'es', 'fr', 'tw']);
    expect(product.texts.jp?.name).toBe('雲のキルトジャケット');
    expect(await shopFinds(product.id)).toEqual({
      listing: false,
      search: false,
      detail: 404,
      sitemap: false,
    });
    const opening = await h.db.query(
      `select 1 from stock_ledger where sku like 'KUMO-%' and reason = 'opening'`,
    );
    expect(opening).toHaveLength(6);
  });

  it('publishes it: the shop lists it, finds it by its Japanese name, shows its page and sitemap entry at once', async () => {
    const res = await as('PUT', `/api/admin/products/${product.id}`, {
      ...draft(),
      status: 'published',
      version: product.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    product = res.json() as AdminProduct;
    expect(product.version).toBe(2);
    expect(await shopFinds(product.id)).toEqual({
      listing: true,
      search: true,
      detail: 200,
      sitemap: true,
    });
    const detail = (await h.app.inject({ url: `/api/v1/products/${product.id}/fr` })).json() as {
      name: string;
    };
    expect(detail.name).toBe('Quilted Kumo Jacket'); // no French text: the English one
  });

  it('refuses a save with a stale version and changes nothing', async () => {
    const stale = { ...draft(), status: 'published' as const, brand: 'Someone Else', version: 1 };
    const res = await as('PUT', `/api/admin/products/${product.id}`, stale);
    expect(res.statusCode).toBe(409);
    const now = (await as('GET', `/api/admin/products/${product.id}`)).json() as AdminProduct;
    expect(now).toEqual(product);
  });

  it('finds it in the list by name, handle or SKU, by status and missing language, page by page', async () => {
    const list = async (query: string) =>
      (await as('GET', `/api/admin/products?${query}`)).json() as {
        items: { id: number }[];
        nextCursor: string | null;
      };
    for (const q of ['kumo jacket', 'quilted-kumo', 'KUMO-INK-M', 'キルト']) {
      expect(
        (await list(`q=${encodeURIComponent(q)}`)).items.map((p) => p.id),
        q,
      ).toEqual([product.id]);
    }
    expect((await list('missingLanguage=fr')).items.map((p) => p.id)).toEqual([product.id]);
    expect((await list('status=draft')).items).toEqual([]);
    const first = await list('limit=4');
    const second = await list(`limit=4&cursor=${first.nextCursor}`);
    expect(first.items[0]!.id).toBe(product.id);
    expect(second.items[0]!.id).toBeLessThan(first.items.at(-1)!.id);
    expect((await as('GET', '/api/admin/products?limit=101')).statusCode).toBe(400);
  });

  it('archives on delete: gone from the shop, kept for orders, and every write is in the audit log', async () => {
    expect((await as('DELETE', `/api/admin/products/${product.id}`)).json()).toMatchObject({
      status: 'archived',
    });
    expect((await shopFinds(product.id)).detail).toBe(404);
    const owner = (await staffSession(h, 'owner')).cookie;
    const audit = await h.app.inject({
      url: `/api/admin/audit?entity=product&entityId=${product.id}`,
      headers: { cookie: owner },
    });
    const items = (
      audit.json() as {
        items: { action: string; staffEmail: string; before: unknown; after: { status: string } }[];
      }
    ).items;
    expect(items.map((i) => i.action)).toEqual(['archive', 'update', 'create']);
    expect(items[0]!.after.status).toBe('archived');
    expect(items[2]!.before).toBeNull();
    expect(items[0]!.staffEmail).toMatch(/^catalog-/);
  });

  it('refuses a variant naming a colour that is not among the options, and a taken handle', async () => {
    const bad = draft();
    bad.variants[0]!.color = 'nope';
    expect((await as('POST', '/api/admin/products', bad)).statusCode).toBe(400);
    const copy = {
      ...draft(),
      handle: 'quilted-kumo-jacket',
      variants: draft().variants.map((v) => ({ ...v, sku: `X${v.sku}` })),
    };
    expect((await as('POST', '/api/admin/products', copy)).statusCode).toBe(409);
  });

  it("refuses a picture on another site: '//host' and '/\\host' are not the shop's paths", async () => {
    for (const url of ['//evil.example/x.jpg', '/\\evil.example/x.jpg']) {
      const elsewhere = { ...draft(), handle: 'elsewhere', images: [{ url, alt: {} }] };
      const answer = await as('POST', '/api/admin/products', elsewhere);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().error.fields).toHaveProperty(['images.0.url']);
    }
  });
});

describe('a seeded product saved as it was read', () => {
  it('keeps its sizes and colours: no second option differing only in case', async () => {
    const options = () =>
      h.db
        .query<{ n: number }>('select count(*)::int as n from filter_options')
        .then((r) => r[0]!.n);
    const before = await options();
    const read = (await as('GET', '/api/admin/products/1')).json<AdminProduct>();
    const { id: _id, updatedAt: _at, missingLanguages: _missing, ...input } = read;
    const saved = await as('PUT', '/api/admin/products/1', input);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminProduct>().variants).toEqual(read.variants);
    expect(await options()).toBe(before);
  });
});
