import { randomBytes } from 'node:crypto';

/** The channel the catalog's triggers announce changes on (048_catalog_notify.sql). */
export const CHANGES_CHANNEL = 'catalog_changes';

/**
 * What a change touched, as the triggers name it: 'catalog' for texts, prices, pictures,
 * categories, reviews and merchandising; 'sales' for stock, units sold, order items and statuses.
 */
export type Topic = 'catalog' | 'sales';

/** A generation per topic: a count of the changes this process has heard of; it only grows. */
export type Generations = Record<Topic, bigint>;

/** The notice a trigger raises for the writer's own connection (048_catalog_notify.sql). */
const ANNOUNCED = /^atelier_changed:(\w+)$/;

/** The topic a trigger's notice names, if it is one. */
export function announcedTopic(detail: string | undefined) {
  return detail?.match(ANNOUNCED)?.[1];
}

/**
 * This process's view of what changed in the catalog. Every answer kept in memory (platform/cache.ts,
 * the drawn pages, the colour and size names) is kept under these generations, so a change heard of
 * drops it; nothing is read from the database to tell. Changes are heard of by notification, sent by
 * PostgreSQL at commit to one listening connection per process, and by the writer's own connection
 * (platform/db.ts). While not listening (before the first LISTEN, or after the connection is lost and
 * until it is back) a change could go unheard: every read then moves the generations, so nothing
 * kept is served, and the return to listening moves them once more.
 */
export class Changes {
  private readonly counts: Generations = { catalog: 0n, sales: 0n };
  private heard = false;
  /**
   * Names this process's generations: they start again at 0 when it restarts, so anything handed
   * out by them (a feed's ETag) carries this too, or a restarted process would reuse an old one.
   */
  readonly instance = randomBytes(6).toString('base64url');

  /** Whether changes are being heard now: a kept answer is trusted only while they are. */
  get listening() {
    return this.heard;
  }

  current(): Generations {
    if (!this.heard) this.changedAll();
    return { ...this.counts };
  }

  /** A change announced: `topic` as the trigger sent it (an unknown one drops everything). */
  changed(topic: string) {
    if (topic === 'catalog' || topic === 'sales') this.counts[topic]++;
    else this.changedAll();
  }

  /** Listening (again): what changed while nobody listened is unknown, so everything is dropped. */
  listened() {
    this.changedAll();
    this.heard = true;
  }

  lost() {
    this.heard = false;
    this.changedAll();
  }

  private changedAll() {
    this.counts.catalog++;
    this.counts.sales++;
  }
}
