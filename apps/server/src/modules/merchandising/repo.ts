import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

/**
 * Row `x` of a scheduled list (027_merchandising_schedule.sql) or the announcement is live at the
 * time bound to `$2`: started (or never set to start) and not yet ended.
 */
const live = (x: string) =>
  `(${x}.starts_at is null or ${x}.starts_at <= $2) and (${x}.ends_at is null or ${x}.ends_at > $2)`;

export function listCollections(db: Queryable, lang: Language, now: Date) {
  return db.query<{ collectionName: string; description: string; imageUrl: string; link: string }>(
    `select t.name as "collectionName", t.description, c.image_url as "imageUrl",
            coalesce('/product?category=' || c.category_id, '/product') as link
       from collections c join collection_texts t on t.collection_id = c.id and t.lang = $1
      where ${live('c')} order by c.position, c.id`,
    [lang, now],
  );
}

export function listDeals(db: Queryable, lang: Language, now: Date) {
  return db.query<{ dealUrl: string; offerValue: number; title: string; link: string }>(
    `select d.deal_url as "dealUrl", d.offer_value as "offerValue", t.title, d.link
       from deals d join deal_texts t on t.deal_id = d.id and t.lang = $1
      where ${live('d')} order by d.position, d.id`,
    [lang, now],
  );
}

export function listBanners(db: Queryable, lang: Language, now: Date) {
  return db.query<{ imageUrl: string; title: string; link: string }>(
    `select b.image_url as "imageUrl", t.title, b.link
       from banners b join banner_texts t on t.banner_id = b.id and t.lang = $1
      where ${live('b')} order by b.position, b.id`,
    [lang, now],
  );
}

/** The announcement, while it is live at `now` (034_announcement_schedule.sql); else none. */
export function listAnnouncements(db: Queryable, lang: Language, now: Date) {
  return db.query<{ text: string; link: string }>(
    `select t.text, a.link from announcement a join announcement_texts t on t.lang = $1
      where ${live('a')}`,
    [lang, now],
  );
}

/** The end of the flash sale running at `now`; undefined before it starts and once it ends. */
export async function flashSaleEnd(db: Queryable, now: Date): Promise<Date | undefined> {
  const [row] = await db.query<{ endsAt: Date }>(
    `select ends_at as "endsAt" from promotions
      where kind = 'flash-sale' and starts_at <= $1 and ends_at > $1`,
    [now],
  );
  return row?.endsAt;
}
