import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { type ToastEntry, ToastItem, type ToastVariant } from './ToastItem';

export type { ToastVariant };

/** Spec section 9: toast default duration 5 s. */
export const TOAST_DURATION_MS = 5000;
/** Older toasts give way beyond this many on screen. */
const MAX_TOASTS = 5;

export interface ToastOptions {
  variant: ToastVariant;
  message: ReactNode;
  /** Milliseconds on screen; 0 keeps the toast until it is dismissed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(options: ToastOptions): number;
  dismiss(id: number): void;
  success(message: ReactNode, duration?: number): number;
  error(message: ReactNode, duration?: number): number;
  warning(message: ReactNode, duration?: number): number;
  info(message: ReactNode, duration?: number): number;
}

const ToastContext = createContext<ToastApi | null>(null);

const Stack = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 1400;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 380px;
  max-width: calc(100vw - 32px);
  pointer-events: none;
  @media (max-width: 600px) {
    left: 8px;
    right: 8px;
    bottom: 8px;
    width: auto;
    max-width: none;
  }
`;

/** Holds the toasts of the app and shows them at the bottom right (full width on phones). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const lastId = useRef(0);
  const api = useMemo<ToastApi>(() => {
    const show = ({ variant, message, duration = TOAST_DURATION_MS }: ToastOptions) => {
      const id = ++lastId.current;
      setToasts((list) => [...list, { id, variant, message, duration }].slice(-MAX_TOASTS));
      return id;
    };
    const of = (variant: ToastVariant) => (message: ReactNode, duration?: number) =>
      show({ variant, message, duration });
    return {
      show,
      dismiss: (id) => setToasts((list) => list.filter((t) => t.id !== id)),
      success: of('success'),
      error: of('error'),
      warning: of('warning'),
      info: of('info'),
    };
  }, []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document === 'undefined'
        ? null
        : createPortal(
            <Stack>
              {toasts.map((t) => (
                <ToastItem key={t.id} toast={t} onDismiss={api.dismiss} />
              ))}
            </Stack>,
            document.body,
          )}
    </ToastContext.Provider>
  );
}

/** Shows toasts; the app (or a test) must be wrapped in <ToastProvider>. */
export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>');
  return ctx;
}
