import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterOption, ProductPage } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 80 });
});
afterAll(() => h.close());

async function json<T>(url: string): Promise<T> {
  const res = await h.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const query = (scope: string, ids: number[]) =>
  [scope, ...ids.map((id) => `productId=${id}`)].filter(Boolean).join('&');
const options = (scope: string, chosen: number[] = []) =>
  json<FilterOption[]>(`/api/v1/filter/category?${query(scope, chosen)}`);
const listed = async (scope: string, chosen: number[]) =>
  (await json<ProductPage>(`/api/v1/products?pagesize=1&${query(scope, chosen)}`)).total;

/**
 * Each option's count is what the listing shows once it is chosen besides the others, its own
 * type's choices left out (choosing a second colour widens the colours chosen).
 */
async function expectCountsOfListing(scope: string, chosen: number[]) {
  const offered = await options(scope, chosen);
  const typeOf = new Map(offered.map((o) => [o.id, o.type]));
  expect(offered.length).toBeGreaterThan(0);
  for (const option of offered) {
    const others = chosen.filter((id) => typeOf.get(id) !== option.type);
    expect([option.name, option.count]).toEqual([
      option.name,
      await listed(scope, [...others, option.id]),
    ]);
  }
  return offered;
}

describe("a listing's filter options with their counts", () => {
  it('count the products of the category each option gives, none chosen', async () => {
    const offered = await expectCountsOfListing('category=Craft&lang=fr', []);
    const [colour] = await h.db.query<{ id: number; count: number }>(
      `select po.option_id as id, count(*)::int as count
         from product_options po join products p on p.id = po.product_id
         join category_names c on c.category_id = p.top_category_id and c.lang = 'en' and c.name = 'Craft'
         join filter_options o on o.id = po.option_id and o.type = 'color'
        group by po.option_id order by count(*) desc, po.option_id limit 1`,
    );
    expect(offered.find((o) => o.id === colour!.id)?.count).toBe(colour!.count);
  });

  it("count under the other types' choices, and a choice's own type as if it were not chosen", async () => {
    const first = await options('category=Craft');
    const colour = first.find((o) => o.type === 'color' && o.count > 1)!;
    const size = (await options('category=Craft', [colour.id])).find(
      (o) => o.type === 'size' && o.count > 0,
    )!;
    const offered = await expectCountsOfListing('category=Craft', [colour.id, size.id]);
    // A colour's count ignores the chosen colour: it is the colour with the chosen size.
    expect(offered.find((o) => o.id === colour.id)!.count).toBe(
      await listed('category=Craft', [colour.id, size.id]),
    );
    // Some option gives nothing with these choices (and is still offered, with 0).
    expect(offered.some((o) => o.count === 0)).toBe(true);
    for (const zero of offered.filter((o) => o.count === 0 && o.type === 'material')) {
      expect(await listed('category=Craft', [colour.id, size.id, zero.id])).toBe(0);
    }
  });

  it('count within the price range, the section and the search too', async () => {
    await expectCountsOfListing('category=Craft&minPrice=20&maxPrice=60', []);
    await expectCountsOfListing('category=Craft&section=flash-sales', []);
    await expectCountsOfListing('category=Craft&q=cotton&lang=en', []);
  });

  it('offer the options of what a search finds in any category, and those chosen', async () => {
    const found = await options('q=cotton');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((o) => o.count > 0)).toBe(true);
    await expectCountsOfListing('q=cotton', []);
    const none = await options('q=zzzqqqxx');
    expect(none).toEqual([]);
    const chosen = found[0]!;
    expect(await options('q=zzzqqqxx', [chosen.id])).toEqual([{ ...chosen, count: 0 }]);
  });

  it('are kept like other catalog answers and refuse a bad range', async () => {
    const url = '/api/v1/filter/category?category=Craft&maxPrice=500';
    const first = await h.app.inject({ url });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toContain('public');
    const again = await h.app.inject({ url, headers: { 'if-none-match': first.headers.etag! } });
    expect(again.statusCode).toBe(304);
    const bad = await h.app.inject({ url: `${url}&minPrice=600` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('maxPrice');
  });
});
