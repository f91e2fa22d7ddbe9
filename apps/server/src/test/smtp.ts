import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process.ts';

export interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a fixed local port, which a test stops and starts again. */
export class LocalSmtp {
  readonly received: Received[] = [];
  private server?: SMTPServer;

  private constructor(
    readonly port: number,
    /** How long it takes to accept each message: lets two senders overlap. */
    private readonly delayMs: number,
  ) {}

  static async create(options: { delayMs?: number } = {}) {
    return new LocalSmtp(await freePort(), options.delayMs ?? 0);
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start() {
    const server = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          setTimeout(() => {
            const to = session.envelope.rcptTo.map((r) => r.address);
            this.received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
            callback();
          }, this.delayMs);
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The mails to `email` once there are `count` of them; throws after `ms` of real time. */
  async mailsTo(email: string, count = 1, ms = 5000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.received.filter((mail) => mail.to.includes(email));
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`${found.length} of ${count} mails to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
