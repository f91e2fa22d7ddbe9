import { describe, expect, it } from 'vitest';
import { endsTooEarly, fromLocalInput, scheduleState, toLocalInput } from './schedule.ts';

describe('a schedule typed in datetime-local fields', () => {
  it("reads the typed time in the staff member's own time zone and writes it back the same", () => {
    const iso = fromLocalInput('2026-03-01T09:30');
    expect(iso).toBe(new Date(2026, 2, 1, 9, 30).toISOString());
    expect(toLocalInput(iso)).toBe('2026-03-01T09:30');
  });

  it('takes an empty field as no bound', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(endsTooEarly({ startsAt: null, endsAt: '2026-01-01T00:00:00.000Z' })).toBe(false);
  });

  it('refuses an end at or before the start', () => {
    const start = '2026-05-01T10:00:00.000Z';
    expect(endsTooEarly({ startsAt: start, endsAt: '2026-05-01T09:00:00.000Z' })).toBe(true);
    expect(endsTooEarly({ startsAt: start, endsAt: start })).toBe(true);
    expect(endsTooEarly({ startsAt: start, endsAt: '2026-05-01T10:01:00.000Z' })).toBe(false);
  });
});

describe('whether it runs now', () => {
  const now = Date.parse('2026-05-01T12:00:00.000Z');
  it('is scheduled before its start, live between, ended from its end', () => {
    const schedule = { startsAt: '2026-05-01T13:00:00.000Z', endsAt: '2026-05-02T00:00:00.000Z' };
    expect(scheduleState(schedule, now)).toBe('scheduled');
    expect(scheduleState(schedule, Date.parse('2026-05-01T18:00:00.000Z'))).toBe('live');
    expect(scheduleState(schedule, Date.parse('2026-05-02T00:00:00.000Z'))).toBe('ended');
  });

  it('is live with no bounds at all', () => {
    expect(scheduleState({}, now)).toBe('live');
    expect(scheduleState({ startsAt: null, endsAt: null }, now)).toBe('live');
  });
});
