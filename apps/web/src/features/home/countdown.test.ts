import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown.ts';

const now = Date.parse('2026-01-10T12:00:00Z');

describe('flash-sale countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(timeLeft(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is over (nothing to show) at the end, after it, and without a valid end', () => {
    expect(timeLeft(now + 999, now)).toBeNull();
    expect(timeLeft(now - 1000, now)).toBeNull();
    expect(timeLeft(Number.NaN, now)).toBeNull();
  });
});
