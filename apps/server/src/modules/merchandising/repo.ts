import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

export function listCollections(db: Queryable, lang: Language) {
  return db.query<{ collectionName: string; description: string; imageUrl: string; link: string }>(
    `select t.name as "collectionName", t.description, c.image_url as "imageUrl",
            coalesce('/product?category=' || c.category_id, '/product') as link
       from collections c join collection_texts t on t.collection_id = c.id and t.lang = $1
      order by c.position, c.id`,
    [lang],
  );
}

export function listDeals(db: Queryable, lang: Language) {
  return db.query<{ dealUrl: string; offerValue: number; title: string; link: string }>(
    `select d.deal_url as "dealUrl", d.offer_value as "offerValue", t.title, d.link
       from deals d join deal_texts t on t.deal_id = d.id and t.lang = $1
      order by d.position, d.id`,
    [lang],
  );
}

export function listBanners(db: Queryable, lang: Language) {
  return db.query<{ imageUrl: string; title: string; link: string }>(
    `select b.image_url as "imageUrl", t.title, b.link
       from banners b join banner_texts t on t.banner_id = b.id and t.lang = $1
      order by b.position, b.id`,
    [lang],
  );
}

export function listAnnouncements(db: Queryable, lang: Language) {
  return db.query<{ text: string; link: string }>(
    `select t.text, a.link from announcement a join announcement_texts t on t.lang = $1`,
    [lang],
  );
}

export async function flashSaleEnd(db: Queryable): Promise<Date | undefined> {
  const [row] = await db.query<{ endsAt: Date }>(
    `select ends_at as "endsAt" from promotions where kind = 'flash-sale'`,
  );
  return row?.endsAt;
}
