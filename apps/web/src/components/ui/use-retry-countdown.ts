import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds` (null: nothing to wait for) and calls `onDone` once at zero. A new
 * `seconds` (a fresh refusal) starts again.
 */
export function useRetryCountdown(seconds: number | null, onDone: () => void): number | null {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    setLeft(seconds);
    if (seconds === null) return;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);

  return left;
}
