import pg from 'pg';
import { CHANGES_CHANNEL, type Changes } from './changes.ts';

/** The first wait before opening a lost connection again; it doubles up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
/**
 * How often the connection is asked a trivial question, and how long an answer may take: a
 * connection cut without a word (a failed-over server, a dropped network path) shows no error
 * until something is sent on it, and until then changes would go unheard.
 */
const HEARTBEAT_MS = 10_000;

/**
 * Hears of the catalog's changes on one connection of this process's own (platform/changes.ts),
 * opened to `url`, the server itself: a pooler in transaction mode (PgBouncer) may run each
 * statement on another server connection, and cannot LISTEN. A lost connection is opened again,
 * waiting longer after each failure; until it listens again, nothing kept is served.
 */
export function listenForChanges(url: string, changes: Changes, applicationName = 'atelier') {
  /** The connection while it is open. */
  let open: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const connection = new pg.Client({
      connectionString: url,
      // Found by it in pg_stat_activity: the one connection of the process that stays open.
      application_name: `${applicationName} (listening)`,
      keepAlive: true,
    });
    let lost = false;
    const heartbeat = setInterval(() => {
      const unanswered = setTimeout(lose, HEARTBEAT_MS).unref();
      connection.query('select 1').then(() => clearTimeout(unanswered), lose);
    }, HEARTBEAT_MS).unref();
    function lose() {
      if (lost) return;
      lost = true;
      if (open === connection) open = undefined;
      clearInterval(heartbeat);
      changes.lost();
      connection.end().catch(() => undefined);
      if (closed) return;
      retry = setTimeout(() => void connect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
    connection.on('error', lose);
    connection.on('end', lose);
    connection.on('notification', (message) => changes.changed(message.payload ?? ''));
    try {
      await connection.connect();
      await connection.query(`listen ${CHANGES_CHANNEL}`);
    } catch {
      return lose();
    }
    if (lost) return;
    if (closed) return void connection.end().catch(() => undefined);
    open = connection;
    retryMs = RETRY_FIRST_MS;
    changes.listened();
  };
  void connect();

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await open?.end().catch(() => undefined);
    },
  };
}
