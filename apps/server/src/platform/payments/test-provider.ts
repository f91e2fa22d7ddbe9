import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db.ts';
import type { CreatedIntent, IntentStatus, PaymentProvider } from './provider.ts';

/**
 * The built-in test mode: no money moves. Its intents live only in the payments table, where
 * the test confirm endpoint settles them, so retrieving one reads that row.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  constructor(private readonly db: Queryable) {}

  async createIntent(): Promise<CreatedIntent> {
    const id = `pi_test_${randomBytes(12).toString('hex')}`;
    return { id, clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}` };
  }

  async retrieve(intentId: string): Promise<IntentStatus> {
    const [row] = await this.db.query<{ status: string }>(
      'select status from payments where id = $1',
      [intentId],
    );
    if (row?.status === 'succeeded' || row?.status === 'failed') return row.status;
    return row?.status === 'canceled' ? 'canceled' : 'pending';
  }

  async cancel(): Promise<void> {
    // Nothing outside the payments table holds the intent.
  }

  /**
   * No money moves: the refund is only a new id. The caller checked the payment under its order's
   * lock (reading the payments table here, outside that transaction, would wait on it).
   */
  async refund(): Promise<string> {
    return `re_test_${randomBytes(12).toString('hex')}`;
  }
}
