import { type ReactNode, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { usePausableTimer } from '../hooks/usePausableTimer';
import { DISMISS_NOTIFICATION } from '../texts';
import { type Tone, toneColors } from '../tone';
import { CloseIcon } from './icons';
import { IconButton } from './IconButton';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface ToastEntry {
  id: number;
  variant: ToastVariant;
  message: ReactNode;
  duration: number;
}

const tones: Record<ToastVariant, Tone> = {
  success: 'success',
  error: 'danger',
  warning: 'warning',
  info: 'info',
};

const slideIn = keyframes`from { opacity: 0; transform: translateY(8px); }`;

const Item = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 10px 8px 10px 14px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  border-left: 4px solid ${(p) => toneColors(p.theme, p.$tone).main};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  box-shadow: ${(p) => p.theme.shadow.card};
  pointer-events: auto;
  animation: ${slideIn} 160ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Message = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 3px;
  overflow-wrap: anywhere;
`;

/** One notification: announced politely (success, info) or at once (error, warning); hover or focus pauses it. */
export function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss(id: number): void }) {
  const { pause, resume } = usePausableTimer(toast.duration, () => onDismiss(toast.id));
  const held = useRef({ hover: false, focus: false });
  const hold = (reason: 'hover' | 'focus', on: boolean) => {
    held.current[reason] = on;
    if (held.current.hover || held.current.focus) pause();
    else resume();
  };
  const urgent = toast.variant === 'error' || toast.variant === 'warning';
  return (
    <Item
      $tone={tones[toast.variant]}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={toast.variant}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={() => hold('focus', false)}
    >
      <Message>{toast.message}</Message>
      <IconButton size="sm" aria-label={DISMISS_NOTIFICATION} onClick={() => onDismiss(toast.id)}>
        <CloseIcon size={16} />
      </IconButton>
    </Item>
  );
}
