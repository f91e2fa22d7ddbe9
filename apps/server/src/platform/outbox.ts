import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import type { Queryable } from './db.ts';
import { createMailer } from './mail.ts';
import { createOutboxWorker, wakeWorkers } from './outbox-worker.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which mail it is (otp, order-shipped...): kept with the row and logged on failure. */
  kind: string;
  /**
   * What the mail carries at a glance (its code, its order), kept in its row for whoever reads the
   * outbox table; never logged.
   */
  preview?: Record<string, string>;
  /** Header lines besides From, To and Subject (a newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/**
 * Adds `mail` to the outbox through the caller's query handle: pass the transaction of the change
 * that causes the mail, so the mail exists exactly when that change commits. The worker sends it.
 */
export async function enqueueMail(q: Queryable, mail: OutboxMail): Promise<void> {
  await q.query(
    `insert into mail_outbox (recipient, subject, text, html, kind, preview, headers)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      mail.kind,
      mail.preview ? JSON.stringify(mail.preview) : null,
      mail.headers ? JSON.stringify(mail.headers) : null,
    ],
  );
  wakeWorkers();
}

/**
 * Every server process sends the outbox's mails while it serves: from ready (after migrations)
 * until close, through SMTP_URL's server or into DATA_DIR/outbox.
 */
export function registerOutbox(app: FastifyInstance, deps: AppDeps) {
  const mailer = createMailer(deps.config, app.log);
  const worker = createOutboxWorker({ db: deps.db, mailer, log: app.log, clock: deps.clock });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer.close();
  });
}
