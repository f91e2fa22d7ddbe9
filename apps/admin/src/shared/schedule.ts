// When something runs: merchandising rows, the flash sale and discount codes all carry an optional
// start and end (ISO instants from the server). Staff type them in datetime-local fields, which
// hold a wall-clock time with no zone: it is read in this browser's time zone, the staff member's.

export interface Schedule {
  startsAt?: string | null;
  endsAt?: string | null;
}

export type ScheduleState = 'scheduled' | 'live' | 'ended';

/** An instant as a datetime-local field writes it, in this browser's time zone; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** What a datetime-local field holds, as the instant the API takes; null when empty (no bound). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** True when both bounds are set and the end is not after the start (the API refuses it). */
export const endsTooEarly = ({ startsAt, endsAt }: Schedule) =>
  Boolean(startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt));

/** Whether it shows now: not started yet, running, or over. */
export function scheduleState({ startsAt, endsAt }: Schedule, now = Date.now()): ScheduleState {
  if (startsAt && Date.parse(startsAt) > now) return 'scheduled';
  if (endsAt && Date.parse(endsAt) <= now) return 'ended';
  return 'live';
}
