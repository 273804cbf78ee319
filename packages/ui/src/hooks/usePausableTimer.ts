import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onElapsed` once `durationMs` of running time has passed; pause() and resume() stop and
 * restart the clock without losing the time already run. A duration of 0 or Infinity never elapses.
 */
export function usePausableTimer(durationMs: number, onElapsed: () => void) {
  const callback = useRef(onElapsed);
  const remaining = useRef(durationMs);
  const startedAt = useRef(0);
  const handle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    callback.current = onElapsed;
  }, [onElapsed]);

  const resume = useCallback(() => {
    if (handle.current !== undefined || !(durationMs > 0 && Number.isFinite(durationMs))) return;
    startedAt.current = Date.now();
    handle.current = setTimeout(() => {
      handle.current = undefined;
      callback.current();
    }, remaining.current);
  }, [durationMs]);

  const pause = useCallback(() => {
    if (handle.current === undefined) return;
    clearTimeout(handle.current);
    handle.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }, []);

  useEffect(() => {
    remaining.current = durationMs;
    resume();
    return () => {
      clearTimeout(handle.current);
      handle.current = undefined;
    };
  }, [durationMs, resume]);

  return { pause, resume };
}
