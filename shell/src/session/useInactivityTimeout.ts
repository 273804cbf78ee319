import { useEffect } from 'react';
import { fullClear } from './fullClear';

/** Spec section 9: 30 minutes without activity, checked every 5 minutes. */
export const INACTIVITY_TIMEOUT_MS = 30 * 60_000;
export const INACTIVITY_CHECK_MS = 5 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const LAST_ACTIVITY_KEY = 'lantern.lastActivity';

/**
 * Signs the user out after a stretch without input: the session is cleared and the page reloads.
 * The last activity time is shared through localStorage, so activity in one tab keeps the others alive.
 */
export function useInactivityTimeout(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let last = Date.now();
    localStorage.setItem(LAST_ACTIVITY_KEY, String(last));
    const touch = () => {
      const now = Date.now();
      // Writing on every event is wasteful; a few seconds of resolution is plenty for 30 minutes.
      if (now - last > 5_000) {
        last = now;
        localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
      }
    };
    const check = () => {
      const shared = Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || last;
      if (Date.now() - Math.max(last, shared) >= INACTIVITY_TIMEOUT_MS) {
        void fullClear().then(() => window.location.reload());
      }
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, touch, { passive: true });
    const timer = window.setInterval(check, INACTIVITY_CHECK_MS);
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, touch);
      window.clearInterval(timer);
    };
  }, [enabled]);
}
