import { type KeyboardEvent, type RefObject, useCallback, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The elements Tab reaches inside `root`, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

/**
 * While `active`: moves focus into the container (to `initialFocusRef`, else its first focusable
 * element, else the container itself) and gives it back to the element that had it when done.
 * Returns the keydown handler that keeps Tab and Shift+Tab cycling inside the container.
 */
export function useFocusTrap(
  active: boolean,
  containerRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    const target = initialFocusRef?.current ?? (container ? (focusableIn(container)[0] ?? container) : null);
    target?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [active, containerRef, initialFocusRef]);

  return useCallback(
    (e: KeyboardEvent) => {
      const container = containerRef.current;
      if (e.key !== 'Tab' || !container) return;
      const items = focusableIn(container);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      const outside = !current || current === container || !container.contains(current);
      if (!first || !last) e.preventDefault();
      else if (e.shiftKey && (current === first || outside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (current === last || outside)) {
        e.preventDefault();
        first.focus();
      }
    },
    [containerRef],
  );
}
