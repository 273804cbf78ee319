import { useEffect } from 'react';

// Nested overlays (a confirmation over a drawer) share one lock.
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/** Stops the page behind an overlay from scrolling while `active`, without a layout jump. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    if (locks++ === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    }
    return () => {
      if (--locks > 0) return;
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
    };
  }, [active]);
}
