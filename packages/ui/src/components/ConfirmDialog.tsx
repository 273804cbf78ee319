import { type ReactNode, useRef } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Spinner } from './Spinner';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions: the confirm button is red and Cancel gets the focus. */
  tone?: 'primary' | 'danger';
  /** While the action runs: buttons disabled, the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before doing something: 'Are you sure you want to switch to ...?' */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onCancel()}
      title={title}
      description={message}
      size="sm"
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      actions={
        <>
          <Button ref={cancelRef} type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            type="button"
            $variant={tone}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? (
              <span aria-hidden="true">
                <Spinner size={16} />
              </span>
            ) : null}
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
