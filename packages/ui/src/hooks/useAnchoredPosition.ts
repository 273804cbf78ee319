import { type RefObject, useLayoutEffect } from 'react';

export type Placement = 'top' | 'bottom';

const GAP = 8;
const MARGIN = 8;

/**
 * Keeps a `position: fixed` element next to its anchor (above or below, flipping when there is no
 * room, kept inside the viewport), following scrolling and resizing while `open`. Writes the
 * element's top, left and data-placement directly, so moving it re-renders nothing.
 */
export function useAnchoredPosition(
  open: boolean,
  anchorRef: RefObject<HTMLElement | null>,
  floatingRef: RefObject<HTMLElement | null>,
  placement: Placement,
) {
  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const anchor = anchorRef.current?.getBoundingClientRect();
      const floating = floatingRef.current;
      if (!anchor || !floating) return;
      const { width, height } = floating.getBoundingClientRect();
      const fitsAbove = anchor.top - GAP - height >= MARGIN;
      const fitsBelow = anchor.bottom + GAP + height <= window.innerHeight - MARGIN;
      const side: Placement =
        placement === 'top'
          ? fitsAbove || !fitsBelow
            ? 'top'
            : 'bottom'
          : fitsBelow || !fitsAbove
            ? 'bottom'
            : 'top';
      const left = anchor.left + anchor.width / 2 - width / 2;
      floating.style.top = `${side === 'top' ? anchor.top - GAP - height : anchor.bottom + GAP}px`;
      floating.style.left = `${Math.max(MARGIN, Math.min(left, window.innerWidth - width - MARGIN))}px`;
      floating.dataset.placement = side;
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [open, anchorRef, floatingRef, placement]);
}
