import { useEffect, useState } from 'react';

/** The current time, ticking every `intervalMs`: for texts like "Checked 40 s ago" that age on screen. */
export function useNow(intervalMs = 5_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
