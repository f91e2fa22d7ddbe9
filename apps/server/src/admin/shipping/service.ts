import type { ShippingZone, ShippingZoneCreate, ShippingZonePatch } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { listShippingZones } from '../../modules/markets/shipping-repo.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { deleteZone, lockZones, methodIdsOf, writeZone } from './repo.ts';

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

export const adminZones = (q: Queryable): Promise<ShippingZone[]> => listShippingZones(q);

/** The places a zone takes: "*" everywhere else, "FR" a country, "FR:75" a postcode prefix. */
const placesOf = (z: Pick<ShippingZone, 'countries' | 'postcodes'>) =>
  z.countries.length === 0
    ? ['*']
    : z.countries.flatMap((c) => (z.postcodes.length ? z.postcodes.map((p) => `${c}:${p}`) : [c]));

/**
 * What the table can't say: postcodes are in countries, no place is in two zones (an address
 * would have two prices; one catch-all), a method kept by id is this zone's own.
 */
async function check(q: Queryable, id: number | null, zone: ShippingZoneCreate) {
  if (zone.postcodes.length && !zone.countries.length) {
    throw refuse('countries', 'Choose the countries these postcodes are in');
  }
  const mine = new Set(placesOf(zone));
  const other = (await adminZones(q)).find(
    (z) => z.id !== id && placesOf(z).some((p) => mine.has(p)),
  );
  if (other) {
    const field = zone.postcodes.length ? 'postcodes' : 'countries';
    throw new AppError('CONFLICT', `The zone ${other.name} covers these places already`, {
      [field]: 'Another zone covers these places already',
    });
  }
  const own = await methodIdsOf(q, id);
  const foreign = zone.methods.findIndex((m) => m.id !== undefined && !own.has(m.id));
  if (foreign >= 0) throw refuse(`methods.${foreign}.id`, 'This method is not one of this zone’s');
}

async function zoneIn(q: Queryable, id: number) {
  const [zone] = await listShippingZones(q, [id]);
  if (!zone) throw notFound('Shipping zone');
  return zone;
}

export function createZone(deps: AdminDeps, actor: Actor, input: ShippingZoneCreate) {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await lockZones(q);
    await check(q, null, input);
    const id = await writeZone(q, null, input);
    const after = await zoneIn(q, id);
    await recordAudit(
      q,
      actor,
      { entity: 'shipping-zone', entityId: id, action: 'create', before: null, after },
      now,
    );
    return after;
  });
}

/** Changes a zone: what is sent over what is stored, checked whole, under the zones' lock. */
export function patchZone(deps: AdminDeps, actor: Actor, id: number, input: ShippingZonePatch) {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await lockZones(q);
    const before = await zoneIn(q, id);
    const merged: ShippingZoneCreate = { ...before, ...input };
    await check(q, id, merged);
    await writeZone(q, id, merged);
    const after = await zoneIn(q, id);
    await recordAudit(
      q,
      actor,
      { entity: 'shipping-zone', entityId: id, action: 'update', before, after },
      now,
    );
    return after;
  });
}

/** Removes a zone and its methods; its addresses fall to the next zone that takes them. */
export function removeZone(deps: AdminDeps, actor: Actor, id: number) {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await lockZones(q);
    const before = await zoneIn(q, id);
    await deleteZone(q, id);
    await recordAudit(
      q,
      actor,
      { entity: 'shipping-zone', entityId: id, action: 'delete', before, after: null },
      now,
    );
  });
}
