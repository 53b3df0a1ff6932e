import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (ms since epoch); never negative. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A resend countdown: `start(60)` counts 60, 59, ... 0 from the clock (not from ticks, so a
 * throttled background tab still ends on time).
 */
export function useCountdown(): { seconds: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState(0);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const left = secondsLeft(endsAt, Date.now());
      setSeconds(left);
      if (left === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((next: number) => {
    setSeconds(next);
    setEndsAt(Date.now() + next * 1000);
  }, []);

  return { seconds, start };
}
