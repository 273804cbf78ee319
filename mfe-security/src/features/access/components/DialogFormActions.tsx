import { Button, Spinner } from '@lantern/ui';

/** Cancel and the submit button of a dialog's form, which shows a spinner and `pendingLabel` while sending. */
export function DialogFormActions({
  form,
  label,
  pendingLabel,
  pending,
  disabled = false,
  onCancel,
}: {
  /** The id of the form the submit button submits. */
  form: string;
  label: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  onCancel(): void;
}) {
  return (
    <>
      <Button type="button" $variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form={form} disabled={pending || disabled} aria-busy={pending || undefined}>
        {pending ? (
          <span aria-hidden="true">
            <Spinner size={16} />
          </span>
        ) : null}
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
