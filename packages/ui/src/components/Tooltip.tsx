import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { type Placement, useAnchoredPosition } from '../hooks/useAnchoredPosition';

/** Time to move the pointer from the trigger onto the tooltip before it closes. */
const CLOSE_DELAY_MS = 120;

const Anchor = styled.span`
  display: inline-flex;
  max-width: 100%;
  border-radius: ${(p) => p.theme.radius.md};
  & > :disabled {
    pointer-events: none;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

const Bubble = styled.span`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 1500;
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: max-content;
  max-width: min(320px, calc(100vw - 16px));
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  box-shadow: ${(p) => p.theme.shadow.card};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: 400;
  line-height: 1.45;
  text-align: left;
  white-space: normal;
  /* Bridges the gap to the trigger so the pointer can move onto the tooltip. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    height: 10px;
  }
  &[data-placement='top']::after {
    top: 100%;
  }
  &[data-placement='bottom']::after {
    bottom: 100%;
  }
`;

const Title = styled.strong`
  font-size: ${(p) => p.theme.font.size.sm};
`;

type Describable = ReactElement<{ 'aria-describedby'?: string }>;

/** Adds the tooltip's id to the trigger's own aria-describedby. */
const describe = (el: Describable, id: string | undefined) =>
  cloneElement(el, {
    'aria-describedby': [el.props['aria-describedby'], id].filter(Boolean).join(' ') || undefined,
  });

export interface TooltipProps {
  /** What the tooltip says; may hold links or buttons (the tooltip stays open while they are used). */
  content: ReactNode;
  /** A bold first line. */
  title?: ReactNode;
  /** The trigger: one element that can take focus (or any element with `wrapDisabled`). */
  children: ReactElement;
  placement?: Placement;
  /**
   * Wraps the trigger in a focusable span that carries the events: disabled buttons fire neither
   * mouse nor focus events.
   */
  wrapDisabled?: boolean;
}

/** Shows `content` while the trigger is hovered or focused; Escape closes it. */
export function Tooltip({ content, title, children, placement = 'top', wrapDisabled = false }: TooltipProps) {
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  useAnchoredPosition(open, anchorRef, bubbleRef, placement);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const inside = (node: EventTarget | null) => node instanceof Node && !!anchorRef.current?.contains(node);
  const handlers = {
    onMouseEnter: () => {
      clearTimeout(closeTimer.current);
      if (!hovered) setDismissed(false);
      setHovered(true);
    },
    onMouseLeave: () => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => setHovered(false), CLOSE_DELAY_MS);
    },
    onFocus: (e: FocusEvent) => {
      if (!inside(e.relatedTarget)) setDismissed(false);
      setFocused(true);
    },
    onBlur: (e: FocusEvent) => {
      if (!inside(e.relatedTarget)) setFocused(false);
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !open) return;
      // Closes the tooltip only, not the dialog around it.
      e.stopPropagation();
      setDismissed(true);
    },
  };

  const describedBy = open ? id : undefined;
  const trigger = wrapDisabled ? children : describe(children as Describable, describedBy);
  return (
    <Anchor
      ref={anchorRef}
      tabIndex={wrapDisabled ? 0 : undefined}
      aria-describedby={wrapDisabled ? describedBy : undefined}
      {...handlers}
    >
      {trigger}
      {open ? (
        <Bubble ref={bubbleRef} id={id} role="tooltip" data-placement={placement}>
          {title ? <Title>{title}</Title> : null}
          <span>{content}</span>
        </Bubble>
      ) : null}
    </Anchor>
  );
}
