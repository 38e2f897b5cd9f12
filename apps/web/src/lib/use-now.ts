import { useEffect, useState } from 'react';
import { systemClock } from './clock';

/** The current time, ticking every `intervalMs`: for texts like "Checked 40 s ago" that age on screen. */
export function useNow(intervalMs = 5_000): Date {
  const [now, setNow] = useState(() => systemClock());
  useEffect(() => {
    const timer = setInterval(() => setNow(systemClock()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
