import { useEffect, useRef } from 'react';

/** Runs `action` once, `ms` after `active` turns true (the spec's 5 s auto-close and 3 s redirect). */
export function useDelayedAction(active: boolean, ms: number, action: () => void): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
