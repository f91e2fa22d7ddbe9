import type { ShippingZoneCreate } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

type MethodInput = ShippingZoneCreate['methods'][number];

/** Zone writes wait for each other: two saves must not both find a place free and take it. */
export const lockZones = (q: Queryable) =>
  q.query('lock table shipping_zones in share row exclusive mode');

/** Writes a zone (new when `id` is null) and replaces its methods; answers its id. */
export async function writeZone(q: Queryable, id: number | null, zone: ShippingZoneCreate) {
  const [row] = await q.query<{ id: number }>(
    id === null
      ? `insert into shipping_zones (name, countries, postcodes) values ($1, $2, $3) returning id`
      : `update shipping_zones set name = $1, countries = $2, postcodes = $3 where id = $4 returning id`,
    id === null
      ? [zone.name, zone.countries, zone.postcodes]
      : [zone.name, zone.countries, zone.postcodes, id],
  );
  const zoneId = row!.id;
  // A method kept by its id keeps it, so a cart that chose it still names it.
  const kept = zone.methods.flatMap((m) => (m.id === undefined ? [] : [m.id]));
  await q.query('delete from shipping_methods where zone_id = $1 and not (id = any($2::int[]))', [
    zoneId,
    kept,
  ]);
  for (const [position, method] of zone.methods.entries()) {
    await writeMethod(q, zoneId, position, method);
  }
  return zoneId;
}

async function writeMethod(q: Queryable, zoneId: number, position: number, m: MethodInput) {
  const fields = [JSON.stringify(m.name), m.days.min, m.days.max, position, zoneId];
  const [row] = await q.query<{ id: number }>(
    m.id === undefined
      ? `insert into shipping_methods (names, days_min, days_max, position, zone_id)
         values ($1, $2, $3, $4, $5) returning id`
      : `update shipping_methods set names = $1, days_min = $2, days_max = $3, position = $4
          where zone_id = $5 and id = $6 returning id`,
    m.id === undefined ? fields : [...fields, m.id],
  );
  const methodId = row!.id;
  await q.query('delete from shipping_prices where method_id = $1', [methodId]);
  await q.query('delete from shipping_free_over where method_id = $1', [methodId]);
  const prices = [
    ...Object.entries(m.prices).map(([currency, amount]) => ({ currency, grams: null, amount })),
    ...m.weightBands.flatMap((b) =>
      Object.entries(b.prices).map(([currency, amount]) => ({
        currency,
        grams: b.upToGrams,
        amount,
      })),
    ),
  ];
  await q.query(
    `insert into shipping_prices (method_id, currency, up_to_grams, price_cents)
     select $1, p.currency, p.grams, p.amount
       from json_to_recordset($2::json) as p(currency text, grams integer, amount integer)`,
    [methodId, JSON.stringify(prices)],
  );
  await q.query(
    `insert into shipping_free_over (method_id, currency, amount_cents)
     select $1, f.key, f.value::integer from json_each_text($2::json) f`,
    [methodId, JSON.stringify(m.freeOver)],
  );
}

/** The methods of a zone, by id: a method id sent for another zone is refused, not moved. */
export const methodIdsOf = async (q: Queryable, zoneId: number | null) =>
  new Set(
    (
      await q.query<{ id: number }>('select id from shipping_methods where zone_id = $1', [
        zoneId ?? 0,
      ])
    ).map((r) => r.id),
  );

export const deleteZone = (q: Queryable, id: number) =>
  q.query('delete from shipping_zones where id = $1', [id]);
