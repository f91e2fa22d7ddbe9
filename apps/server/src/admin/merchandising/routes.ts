import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MerchAnnouncement,
  MerchBanner,
  MerchCollection,
  MerchDeal,
  MerchFlashSale,
} from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { recordAudit } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import {
  LISTS,
  readAnnouncement,
  readFlashSale,
  readList,
  replaceList,
  writeAnnouncement,
  writeFlashSale,
  type ListName,
} from './repo.ts';

/**
 * GET and PUT of each piece of the home page's merchandising, saved whole in one transaction
 * with its audit row; the catalog version's triggers make the shop show it at once.
 */
export const adminMerchandisingRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const access = staffOnly('catalog');

  function route<T extends z.ZodType>(
    name: string,
    schema: T,
    read: (q: Queryable) => Promise<unknown>,
    write: (q: Queryable, value: z.output<T>) => Promise<void>,
  ) {
    const url = `/api/admin/merchandising/${name}`;
    const response = { 200: schema, ...REFUSALS };
    // Validated by the schema each caller passes; one generic route can't carry its static type.
    const plain = app as unknown as FastifyInstance;
    plain.get(url, { schema: { ...access, response } }, () => read(deps.db));
    plain.put(url, { schema: { ...access, body: schema, response } }, (request) =>
      deps.db.tx(async (q) => {
        const before = await read(q);
        await write(q, request.body as z.output<T>);
        const after = await read(q);
        const change = { entity: 'merchandising', entityId: name, action: 'replace' } as const;
        await recordAudit(q, staffOf(request), { ...change, before, after }, deps.now());
        return after;
      }),
    );
  }

  const lists: [ListName, z.ZodType][] = [
    ['banners', MerchBanner],
    ['collections', MerchCollection],
    ['deals', MerchDeal],
  ];
  for (const [name, item] of lists) {
    route(
      name,
      z.array(item).max(50),
      (q) => readList(q, LISTS[name]),
      (q, rows) => replaceList(q, LISTS[name], rows as Record<string, unknown>[]),
    );
  }
  route('flash-sale', MerchFlashSale, readFlashSale, writeFlashSale);
  route('announcement', MerchAnnouncement, readAnnouncement, writeAnnouncement);
};
