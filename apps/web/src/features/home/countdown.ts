export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The whole days, hours, minutes and seconds until `end`, or null once it has passed. */
export function timeLeft(end: number, now: number): TimeLeft | null {
  const total = Math.floor((end - now) / 1000);
  if (!(total > 0)) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}
