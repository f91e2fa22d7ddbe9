import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchBanner, MerchDeal } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../test-helpers.ts';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(() => h?.close());

const call = (method: 'GET' | 'PUT', name: string, payload?: object) =>
  h.app.inject({ method, url: `/api/admin/merchandising/${name}`, headers: { cookie }, payload });

describe('merchandising in the back office', () => {
  it('edits the seeded banners as ordinary rows, and the shop shows them at once', async () => {
    const banners = (await call('GET', 'banners')).json() as MerchBanner[];
    expect(banners.length).toBeGreaterThan(0);
    const [first, ...rest] = banners;
    const saved = await call('PUT', 'banners', [
      { ...first!, titles: { en: 'Linen week', fr: 'Semaine du lin' }, link: '/product?q=linen' },
      ...rest.slice(1),
      {
        imageUrl: '/media/scenes/banners/1.svg',
        link: '/product',
        titles: { en: 'New' },
        position: 9,
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as MerchBanner[];
    expect(after).toHaveLength(banners.length);
    expect(after[0]).toMatchObject({ id: first!.id, link: '/product?q=linen' });
    expect(after[0]!.titles).toMatchObject({
      en: 'Linen week',
      fr: 'Semaine du lin',
      jp: 'Linen week',
    });
    const shop = (await h.app.inject({ url: '/api/banners?lang=fr' })).json() as {
      title: string;
    }[];
    expect(shop.map((b) => b.title)).toContain('Semaine du lin');
    expect(
      (await call('PUT', 'banners', [{ ...first!, link: 'https://elsewhere.example' }])).statusCode,
    ).toBe(400);
    // A start and an end are kept and read back; an end before the start is refused.
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const endsAt = new Date(Date.now() + 7_200_000).toISOString();
    const later = await call('PUT', 'banners', [{ ...after[0]!, startsAt, endsAt }]);
    expect(later.statusCode, later.body).toBe(200);
    expect((later.json() as MerchBanner[])[0]).toMatchObject({ startsAt, endsAt });
    expect(
      (await call('PUT', 'banners', [{ ...after[0]!, startsAt: endsAt, endsAt: startsAt }]))
        .statusCode,
    ).toBe(400);
    // Not started yet: the shop does not show it.
    const waiting = (await h.app.inject({ url: '/api/banners?lang=fr' })).json() as {
      title: string;
    }[];
    expect(waiting.map((b) => b.title)).not.toContain('Semaine du lin');
  });

  it("refuses links and pictures that leave the shop: '//host' and '/\\host' are no paths of it", async () => {
    const [banner] = (await call('GET', 'banners')).json() as MerchBanner[];
    const [deal] = (await call('GET', 'deals')).json() as MerchDeal[];
    for (const elsewhere of ['//evil.example/x', '/\\evil.example/x']) {
      const saves: [string, object][] = [
        ['banners', [{ ...banner!, link: elsewhere }]],
        ['banners', [{ ...banner!, imageUrl: `${elsewhere}.jpg` }]],
        ['deals', [{ ...deal!, link: elsewhere }]],
        ['deals', [{ ...deal!, imageUrl: `${elsewhere}.jpg` }]],
        ['announcement', { texts: { en: 'Free returns' }, link: elsewhere }],
      ];
      for (const [name, payload] of saves) {
        const answer = await call('PUT', name, payload);
        expect(answer.statusCode, `${name} ${JSON.stringify(payload)}`).toBe(400);
      }
    }
    const shop = await Promise.all(
      ['/api/banners', '/api/v1/deals', '/api/v1/announcement'].map((url) =>
        h.app.inject({ url: `${url}?lang=en` }).then((res) => res.body),
      ),
    );
    expect(shop.join()).not.toContain('evil.example');
  });

  it('sets the flash sale and the announcement', async () => {
    const [p] = await h.db.query<{ id: number }>('select id from products order by id limit 1');
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    const backwards = await call('PUT', 'flash-sale', {
      startsAt: endsAt,
      endsAt: startsAt,
      productIds: [],
    });
    expect(backwards.statusCode).toBe(400);
    const sale = await call('PUT', 'flash-sale', {
      startsAt,
      endsAt,
      productIds: [p!.id],
      discountPercentage: 30,
    });
    expect(sale.json()).toMatchObject({
      startsAt,
      endsAt,
      productIds: [p!.id],
      discountPercentage: 30,
    });
    // The sale's discount is the product's while the sale runs; its own stays for afterwards.
    const [product] = await h.db.query<{ own: number; flash: number }>(
      'select discount_percentage as own, flash_discount_percentage as flash from products where id = $1',
      [p!.id],
    );
    expect(product!.flash).toBe(30);
    const shown = (await h.app.inject({ url: `/api/v1/products/${p!.id}/en` })).json() as {
      discountPercentage: number;
    };
    expect(shown.discountPercentage).toBe(Math.max(30, product!.own));
    const flash = (await h.app.inject({ url: '/api/v1/promotions/flash-sale' })).json() as {
      endsAt: string;
    };
    expect(flash.endsAt).toBe(endsAt);
    const note = await call('PUT', 'announcement', {
      texts: { en: 'Free returns', jp: '返品無料' },
      link: '/help',
    });
    expect(note.json()).toMatchObject({
      link: '/help',
      texts: { jp: '返品無料', es: 'Free returns' },
      startsAt: null,
      endsAt: null,
    });
    const shop = () =>
      h.app
        .inject({ url: '/api/v1/announcement?lang=en' })
        .then((res) => (res.json() as { text: string }[]).map((a) => a.text));
    expect(await shop()).toEqual(['Free returns']);
    // A start and an end are kept and read back; the shop waits for the start. Backwards: refused.
    const later = { startsAt: endsAt, endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString() };
    const scheduled = await call('PUT', 'announcement', { ...note.json(), ...later });
    expect(scheduled.json()).toMatchObject(later);
    expect(await shop()).toEqual([]);
    const refused = await call('PUT', 'announcement', {
      ...note.json(),
      startsAt: later.endsAt,
      endsAt: later.startsAt,
    });
    expect(refused.statusCode).toBe(400);
    const audit = await h.db.query<{ entityId: string }>(
      `select entity_id as "entityId" from audit_log where entity = 'merchandising' order by id`,
    );
    expect(audit.map((a) => a.entityId)).toEqual([
      'banners',
      'banners',
      'flash-sale',
      'announcement',
      'announcement',
    ]);
  });
});
