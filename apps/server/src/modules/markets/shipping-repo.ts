import { keptPerCatalog } from '../../platform/catalog-kept.ts';
import type { Queryable } from '../../platform/db.ts';
import type { PerCurrency, ShippingMethod, ShippingZone } from './shipping.ts';

interface PriceRow {
  methodId: number;
  currency: string;
  upToGrams: number | null;
  amount: number;
}

/**
 * The shipping zones with their methods in the staff's order (055_shipping.sql), as
 * shippingOptions() reads them; `ids` narrows to those zones.
 */
export async function listShippingZones(
  q: Queryable,
  ids?: readonly number[],
): Promise<ShippingZone[]> {
  const only = ids ? 'where z.id = any($1::int[])' : '';
  const zones = await q.query<Omit<ShippingZone, 'methods'>>(
    `select z.id, z.name, z.countries, z.postcodes from shipping_zones z ${only} order by z.id`,
    ids ? [ids] : [],
  );
  const zoneIds = zones.map((z) => z.id);
  const methods = await q.query<{
    id: number;
    zoneId: number;
    name: ShippingMethod['name'];
    min: number;
    max: number;
  }>(
    `select id, zone_id as "zoneId", names as name, days_min as min, days_max as max
       from shipping_methods where zone_id = any($1::int[]) order by position, id`,
    [zoneIds],
  );
  const prices = await q.query<PriceRow>(
    `select p.method_id as "methodId", p.currency, p.up_to_grams as "upToGrams", p.price_cents as amount
       from shipping_prices p join shipping_methods m on m.id = p.method_id
      where m.zone_id = any($1::int[])
     union all
     select f.method_id, f.currency, -1, f.amount_cents
       from shipping_free_over f join shipping_methods m on m.id = f.method_id
      where m.zone_id = any($1::int[])
     order by 1, 3, 2`,
    [zoneIds],
  );
  const byMethod = new Map<number, ShippingMethod>();
  const out = zones.map((z) => ({ ...z, methods: [] as ShippingMethod[] }));
  for (const m of methods) {
    const method: ShippingMethod = {
      id: m.id,
      name: m.name,
      prices: {},
      weightBands: [],
      freeOver: {},
      days: { min: m.min, max: m.max },
    };
    byMethod.set(m.id, method);
    out.find((z) => z.id === m.zoneId)!.methods.push(method);
  }
  // Rows come ordered by weight, free-over (-1) and the flat price (null, last) apart.
  for (const p of prices) {
    const method = byMethod.get(p.methodId)!;
    if (p.upToGrams === -1) method.freeOver[p.currency] = p.amount;
    else if (p.upToGrams === null) method.prices[p.currency] = p.amount;
    else bandOf(method, p.upToGrams)[p.currency] = p.amount;
  }
  return out;
}

function bandOf(method: ShippingMethod, upToGrams: number): PerCurrency {
  let band = method.weightBands.find((b) => b.upToGrams === upToGrams);
  if (!band) {
    band = { upToGrams, prices: {} };
    method.weightBands.push(band);
  }
  return band.prices;
}

/** Every zone, kept between requests: zones announce their changes (055_shipping.sql). */
export const keptShippingZones = keptPerCatalog((q) => listShippingZones(q));
