import { useCallback, useEffect, useState } from 'react';

/** SPEC §9: a new code may be asked for 60 s after the last one. */
export const RESEND_SECONDS = 60;

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** Seconds left until a deadline, ticking each second; `restart(n)` starts again at n. */
export function useCountdown(initial = RESEND_SECONDS) {
  // An object, so a restart always re-arms the timer even within the same millisecond.
  const [deadline, setDeadline] = useState(() => ({ at: Date.now() + initial * 1000 }));
  const [left, setLeft] = useState(initial);

  useEffect(() => {
    const tick = () => {
      const seconds = secondsUntil(deadline.at);
      setLeft(seconds);
      if (seconds === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds = RESEND_SECONDS) => {
    setDeadline({ at: Date.now() + seconds * 1000 });
  }, []);

  return { left, restart };
}
