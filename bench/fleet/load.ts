// A steady shop load through the load balancer: browsers reading product pages and listings,
// buyers adding to their carts and placing cash-on-delivery orders. Every request is recorded
// (when, how long, its outcome, which host answered), and every order the shop acknowledged.
import type { Order } from '@atelier/contract';
import { HttpShopper, send, type CartItem } from '../../apps/server/src/test/http-shopper.ts';
import { HOST_HEADER } from './haproxy.ts';
import { sleep } from './hosts.ts';

export interface Outcome {
  what: 'product' | 'listing' | 'cart' | 'order' | 'sign-in';
  /** ms since the load began */
  at: number;
  ms: number;
  ok: boolean;
  /** the status, or the error when there was no answer */
  status: string;
  host: string;
}

/** Orders one account places in a run: the shop allows 20 per account in 10 minutes. */
export const ORDERS_PER_ACCOUNT = 18;
const BROWSERS = 4;
const BUYERS = 3;
/** A person's pause between two steps. */
const BROWSE_PAUSE_MS = 150;
const BUY_PAUSE_MS = 700;

export class ShopLoad {
  readonly outcomes: Outcome[] = [];
  /** Every order answered 201, by its code: the host that acknowledged it, and when (ms). */
  readonly acknowledged = new Map<string, { host: string; at: number }>();
  readonly started = performance.now();
  private running = true;
  private loops: Promise<void>[] = [];
  private nextAccount = 0;
  private buying = 0;

  constructor(
    private readonly base: string,
    private readonly productIds: number[],
    private readonly items: CartItem[],
    private readonly accounts: string[],
  ) {}

  now() {
    return performance.now() - this.started;
  }

  start() {
    this.loops = [
      ...Array.from({ length: BROWSERS }, (_, n) => this.browse(n)),
      ...Array.from({ length: BUYERS }, (_, n) => this.buy(n)),
    ];
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  /**
   * Outcomes of requests under way at some time in [from, to) (ms since the load began): those
   * in flight when it began count too (a host killed or stopped holds requests sent before).
   */
  between(from: number, to: number) {
    return this.outcomes.filter((o) => o.at < to && o.at + o.ms >= from);
  }

  /** Sends one request and records it; answers the response when it was a 2xx. */
  private async record(what: Outcome['what'], request: () => Promise<Response>) {
    const at = this.now();
    try {
      const res = await request();
      const body = await res.text();
      const host = res.headers.get(HOST_HEADER) ?? '';
      this.outcomes.push({
        what,
        at,
        ms: this.now() - at,
        ok: res.ok,
        status: `${res.status}`,
        host,
      });
      if (!res.ok && this.failures() <= 10)
        console.log(`  ${what}: ${res.status} ${body.replace(/\s+/g, ' ').slice(0, 160)}`);
      return res.ok ? { res, body, host } : undefined;
    } catch (error) {
      const status = (error as Error).cause
        ? String(((error as Error).cause as Error).message)
        : String(error);
      this.outcomes.push({ what, at, ms: this.now() - at, ok: false, status, host: '' });
      if (this.failures() <= 10) console.log(`  ${what}: ${status}`);
    }
  }

  private failures() {
    return this.outcomes.filter((o) => !o.ok).length;
  }

  private async browse(n: number) {
    for (let i = n; this.running; i += BROWSERS) {
      const id = this.productIds[(i * 7919) % this.productIds.length]!;
      if (i % 3 === 2) {
        await this.record('listing', () =>
          send(this.base, `/api/v1/products?lang=en&offset=${(i % 5) * 10}&pagesize=10`),
        );
      } else {
        await this.record('product', () => send(this.base, `/api/v1/products/${id}/en`));
      }
      await sleep(BROWSE_PAUSE_MS);
    }
  }

  private async buy(n: number) {
    this.buying++;
    let shopper: HttpShopper | undefined;
    let placed = 0;
    for (let i = n; this.running; i += BUYERS) {
      if (!shopper || placed >= ORDERS_PER_ACCOUNT) {
        const email = this.accounts[this.nextAccount++];
        if (!email) break; // every account has placed its share: this buyer is done
        shopper = await this.signIn(email);
        placed = 0;
        if (!shopper) continue;
      }
      const item = this.items[(i * 7919) % this.items.length]!;
      if (await this.record('cart', () => shopper!.addToCart(item, 1))) {
        const answer = await this.record('order', () => shopper!.order('cash'));
        if (answer) {
          placed++;
          this.acknowledged.set((JSON.parse(answer.body) as Order).orderCode, {
            host: answer.host,
            at: this.now(),
          });
        }
      }
      await sleep(BUY_PAUSE_MS);
    }
    this.buying--;
  }

  /** Buyers still buying (each stops once the accounts have all placed their share). */
  get buyers() {
    return this.buying;
  }

  private async signIn(email: string) {
    const at = this.now();
    try {
      const shopper = await HttpShopper.signIn(this.base, email);
      this.outcomes.push({
        what: 'sign-in',
        at,
        ms: this.now() - at,
        ok: true,
        status: '200',
        host: '',
      });
      return shopper;
    } catch (error) {
      this.outcomes.push({
        what: 'sign-in',
        at,
        ms: this.now() - at,
        ok: false,
        status: String(error),
        host: '',
      });
    }
  }
}
