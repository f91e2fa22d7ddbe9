import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from './db.ts';
import type { Mailer } from './mail.ts';
import type { OutboxMail } from './outbox.ts';
import { failed, inSpan, outsideTraces } from './tracing.ts';

const POLL_MS = 1000;
/** After an enqueue in this process its transaction commits a moment later: look often, briefly. */
const EAGER_POLL_MS = 50;
const EAGER_FOR_MS = 1000;
/**
 * How long a claimed mail stays with its sender before another sender may take it: longer than
 * any send can last (platform/mail.ts bounds SMTP's waits), so only a sender that died lets go.
 */
export const LEASE_MS = 2 * 60_000;
/** 5 s doubling to 15 min (reached after 21 min of retries), then every 15 min. */
export const retryDelayMs = (attempts: number) => Math.min(5000 * 2 ** (attempts - 1), 15 * 60_000);
/** With the delays above, the 100th failed attempt comes about 23 h after the first: give up. */
export const MAX_ATTEMPTS = 100;

type Claimed = Omit<OutboxMail, 'preview' | 'headers'> & {
  id: string;
  attempts: number;
  headers: Record<string, string> | null;
};

// One mail per claim: a sender stopping between mails leaves none claimed. SKIP LOCKED lets
// senders in other processes claim other mails instead of waiting for this one.
const CLAIM = `update mail_outbox set attempts = attempts + 1, next_attempt_at = $2
  where id = (select id from mail_outbox where status = 'pending' and next_attempt_at <= $1
              order by next_attempt_at, id limit 1 for update skip locked)
  returning id::text, recipient as "to", subject, text, html, kind, headers, attempts`;
const SENT = `update mail_outbox set status = 'sent', sent_at = $2, last_error = null where id = $1`;
// Only while the claim is still this sender's (attempts unchanged since it claimed).
const FAILED = `update mail_outbox set status = $3, next_attempt_at = $4, last_error = $5
  where id = $1 and attempts = $2 and status = 'pending'`;

/** How to wake this process's running workers: a mail was just enqueued here. */
const wakers = new Set<() => void>();
export const wakeWorkers = () => wakers.forEach((wake) => wake());

export interface OutboxWorker {
  /** Sends every mail due now, one claim at a time; answers how many it tried. */
  deliverDue(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the mail being sent, if any. */
  stop(): Promise<void>;
}

export function createOutboxWorker(deps: {
  db: Queryable;
  mailer: Mailer;
  log: FastifyBaseLogger;
  clock?: () => Date;
}): OutboxWorker {
  const { db, mailer, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let eagerUntil = 0;

  // A span for each mail sent or tried, its statements within (no-op while tracing is off).
  const deliver = (mail: Claimed) =>
    inSpan(
      'outbox deliver',
      {
        'atelier.mail.kind': mail.kind,
        'atelier.mail.id': mail.id,
        'atelier.mail.attempt': mail.attempts,
      },
      (span) => attempt(mail, (error) => failed(span, error)),
    );

  async function attempt(mail: Claimed, onError: (error: unknown) => void) {
    try {
      await mailer.send({ ...mail, headers: mail.headers ?? undefined });
    } catch (error) {
      onError(error);
      const givingUp = mail.attempts >= MAX_ATTEMPTS;
      const retryAt = new Date(clock().getTime() + retryDelayMs(mail.attempts));
      const reason = error instanceof Error ? error.message : String(error);
      const status = givingUp ? 'failed' : 'pending';
      await db.query(FAILED, [mail.id, mail.attempts, status, retryAt, reason.slice(0, 1000)]);
      // The address and the error text (which may quote it) stay in the row, out of the log.
      const code = (error as { code?: string }).code;
      const about = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, code };
      if (givingUp) log.error(about, 'mail given up: every attempt to send it failed');
      else log.warn({ ...about, retryAt }, 'mail not sent, will retry');
      return;
    }
    await db.query(SENT, [mail.id, clock()]);
  }

  async function deliverDue(until = () => false) {
    let tried = 0;
    while (!until()) {
      const now = clock();
      const [mail] = await db.query<Claimed>(CLAIM, [now, new Date(now.getTime() + LEASE_MS)]);
      if (!mail) break;
      await deliver(mail);
      tried++;
    }
    return tried;
  }

  const schedule = (ms: number) => {
    clearTimeout(timer);
    // From no request's context: a wake-up from a request would make its trace every later
    // round's, one timer passing it to the next.
    timer = setTimeout(outsideTraces(pass), ms);
    timer.unref();
  };
  function pass() {
    running = deliverDue(() => stopped)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'mail outbox: sending round failed'),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) schedule(Date.now() < eagerUntil ? EAGER_POLL_MS : POLL_MS);
      });
  }
  const wake = () => {
    eagerUntil = Date.now() + EAGER_FOR_MS;
    if (!running && !stopped) schedule(EAGER_POLL_MS);
  };

  return {
    deliverDue: () => deliverDue(),
    start() {
      if (!stopped) return;
      stopped = false;
      wakers.add(wake);
      schedule(0);
    },
    async stop() {
      stopped = true;
      wakers.delete(wake);
      clearTimeout(timer);
      await running;
    },
  };
}
