import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header lines besides From, To and Subject. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes a .eml file in DATA_DIR/outbox. Only
 * the outbox worker (platform/outbox.ts) sends: modules enqueue their mails there.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    // Bounded so a stalled mail server fails the attempt (the outbox retries it) well within the
    // outbox's lease on the mail, and no other sender picks it up while this one still talks.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      send: async ({ to, subject, text, html, headers }) => {
        await transport.sendMail({ from: config.mailFrom, to, subject, text, html, headers });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    send: async ({ to, subject, text, html, headers }) => {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to,
        subject,
        text,
        html,
        headers,
      });
      await fs.mkdir(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // The file, not what it says: a code or a link's token must not reach the log (issue 17).
      log.info({ subject, file }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close: () => transport.close(),
  };
}
