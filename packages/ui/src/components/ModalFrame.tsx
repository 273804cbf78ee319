import { type KeyboardEvent, type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { useScrollLock } from '../hooks/useScrollLock';
import { CloseIcon } from './icons';
import { IconButton } from './IconButton';

export type ModalPlacement = 'center' | 'right';

const fadeIn = keyframes`from { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); }`;
const slideIn = keyframes`from { transform: translateX(100%); }`;

const Backdrop = styled.div<{ $placement: ModalPlacement }>`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  align-items: ${(p) => (p.$placement === 'center' ? 'center' : 'stretch')};
  justify-content: ${(p) => (p.$placement === 'center' ? 'center' : 'flex-end')};
  padding: ${(p) => (p.$placement === 'center' ? '16px' : '0')};
  background: ${(p) => p.theme.color.overlay};
  animation: ${fadeIn} 150ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Panel = styled.div<{ $placement: ModalPlacement; $width: string }>`
  display: flex;
  flex-direction: column;
  min-height: 0;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  box-shadow: 0 24px 64px rgba(15, 23, 42, 0.3);
  outline: none;
  ${(p) =>
    p.$placement === 'center'
      ? css`
          width: min(${p.$width}, 100%);
          max-height: calc(100vh - 32px);
          border-radius: ${p.theme.radius.lg};
          animation: ${popIn} 160ms ease-out;
        `
      : css`
          width: ${p.$width};
          height: 100%;
          border-left: 1px solid ${p.theme.color.border};
          animation: ${slideIn} 200ms ease-out;
          @media (max-width: 600px) {
            width: 100%;
          }
        `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 20px 16px 12px 24px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
    line-height: 1.3;
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.color.textMuted};
  }
  > div {
    flex: 1;
    min-width: 0;
  }
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: 4px 24px 20px;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 16px 24px;
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

export interface ModalFrameProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons of the footer. */
  actions?: ReactNode;
  /** What gets focus on open; by default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * What Dialog and Drawer share: a portal into document.body, the backdrop (a click on it closes),
 * role="dialog" with aria-modal and labels, Escape, the focus trap and return, and the scroll lock.
 */
export function ModalFrame({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  initialFocusRef,
  placement,
  width,
}: ModalFrameProps & { placement: ModalPlacement; width: string }) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const trapTab = useFocusTrap(open, panelRef, initialFocusRef);
  useScrollLock(open);
  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' && e.key !== 'Tab') return;
    // An overlay opened from this one handles its own keys.
    e.stopPropagation();
    if (e.key === 'Escape') onClose();
    else trapTab(e);
  };
  return createPortal(
    <Backdrop
      $placement={placement}
      data-overlay={placement === 'center' ? 'dialog' : 'drawer'}
      onMouseDown={(e) => (pressedOnBackdrop.current = e.target === e.currentTarget)}
      onClick={(e) => {
        // Only a click that started and ended on the backdrop: selecting text may end outside.
        if (e.target === e.currentTarget && pressedOnBackdrop.current) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $placement={placement}
        $width={width}
        onKeyDown={onKeyDown}
      >
        <Header>
          <div>
            <h2 id={titleId}>{title}</h2>
            {description ? <p id={descriptionId}>{description}</p> : null}
          </div>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Header>
        {children ? <Body>{children}</Body> : null}
        {actions ? <Footer>{actions}</Footer> : null}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
