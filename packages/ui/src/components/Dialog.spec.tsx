import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderUi, setupUser } from '../test-utils';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { Drawer } from './Drawer';
import { Tooltip } from './Tooltip';

function EditAccount({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Edit Account"
        description="Change the name of the account"
        initialFocusRef={withInitialFocus ? nameRef : undefined}
        actions={<button type="button">Save</button>}
      >
        <input ref={nameRef} aria-label="Account Name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes the focus and gives it back on Escape', async () => {
    const user = setupUser();
    renderUi(<EditAccount />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Account' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Change the name of the account',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = setupUser();
    renderUi(<EditAccount />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByRole('textbox', { name: 'Account Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    expect(document.activeElement).toBe(name);
    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it('focuses initialFocusRef and closes on a backdrop click but not on a click inside', async () => {
    const user = setupUser();
    renderUi(<EditAccount withInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Account Name' }));
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
  });

  it('lets Escape close a tooltip inside it without closing the dialog', async () => {
    const user = setupUser();
    const onClose = jest.fn();
    renderUi(
      <Dialog open onClose={onClose} title="Invite Team Member">
        <Tooltip content="Only admins can invite">
          <button type="button">Why?</button>
        </Tooltip>
      </Dialog>,
    );
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Why?');
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  const props = {
    open: true,
    title: 'Switch account',
    message: 'Are you sure you want to switch to Acme? You will be redirected to the dashboard.',
    confirmLabel: 'Switch',
  };

  it('confirms or cancels; a danger confirmation focuses Cancel', async () => {
    const user = setupUser();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderUi(<ConfirmDialog {...props} tone="danger" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Switch account' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      props.message,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while busy', async () => {
    const user = setupUser();
    const onCancel = jest.fn();
    renderUi(<ConfirmDialog {...props} busy onConfirm={jest.fn()} onCancel={onCancel} />);
    expect((screen.getByRole('button', { name: 'Switch' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('Drawer', () => {
  it('is a modal dialog on the right that closes with Escape and its close button', async () => {
    const user = setupUser();
    const onClose = jest.fn();
    renderUi(
      <Drawer open onClose={onClose} title="Activity Details">
        <p>Created at</p>
      </Drawer>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Activity Details' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(drawer.parentElement?.getAttribute('data-overlay')).toBe('drawer');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
