import { useEffect, useState } from 'react';

/** Whole seconds from now until `until` (an ISO time), never below zero. */
export function secondsUntil(until: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

/** "mm:ss", or "h:mm:ss" from an hour up. */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${String(minutes).padStart(2, '0')}:${rest}`;
}

/** Seconds left until `until`, ticking every second until it reaches zero. */
export function useSecondsLeft(until: string): number {
  const [left, setLeft] = useState(() => secondsUntil(until));
  useEffect(() => {
    setLeft(secondsUntil(until));
    const timer = setInterval(() => {
      const next = secondsUntil(until);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
