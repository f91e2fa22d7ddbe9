import { describe, expect, it } from 'vitest';
import { oneInFlight } from './catalog-version.ts';

describe('version reads on PostgreSQL', () => {
  it('give every request a read that began after it arrived, one read in flight at a time', async () => {
    // Each read answers the order in which it started, once resolved by the test.
    const started: (() => void)[] = [];
    const version = oneInFlight(
      () =>
        new Promise<bigint>((resolve) => {
          const order = BigInt(started.length + 1);
          started.push(() => resolve(order));
        }),
    );
    const resolveAs = (i: number) => started[i]!();
    const first = version();
    const waiting = Array.from({ length: 10 }, () => version());
    expect(started).toHaveLength(1);

    resolveAs(0);
    expect(await first).toBe(1n);
    await Promise.resolve();
    expect(started).toHaveLength(2);
    const late = version();
    resolveAs(1);
    expect(await Promise.all(waiting)).toEqual(Array(10).fill(2n));

    await Promise.resolve();
    expect(started).toHaveLength(3);
    resolveAs(2);
    expect(await late).toBe(3n);
  });

  it('go on after a failed read', async () => {
    let fail = true;
    let count = 0;
    const version = oneInFlight(async () => {
      count++;
      const failing = fail;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failing) throw new Error('connection lost');
      return 7n;
    });
    const failing = version();
    const next = version();
    fail = false;
    await expect(failing).rejects.toThrow('connection lost');
    expect(await next).toBe(7n);
    expect(await version()).toBe(7n);
    expect(count).toBe(3);
  });
});
