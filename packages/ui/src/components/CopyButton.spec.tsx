import { act, screen } from '@testing-library/react';
import { renderUi, setupUser } from '../test-utils';
import { COPIED_FEEDBACK_MS, CopyButton } from './CopyButton';

function stubClipboard(writeText?: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe('CopyButton', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('writes the value to the clipboard, toasts and shows a check for 1.5 s', async () => {
    jest.useFakeTimers();
    const user = setupUser(true);
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    renderUi(<CopyButton value="org-123" label="Organization ID" />);
    const button = screen.getByRole('button', { name: 'Copy Organization ID' });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('org-123');
    expect((await screen.findByRole('status')).textContent).toBe('Organization ID copied to clipboard');
    expect(button.getAttribute('data-copied')).toBe('true');
    act(() => jest.advanceTimersByTime(COPIED_FEEDBACK_MS));
    expect(button.getAttribute('data-copied')).toBeNull();
  });

  it('falls back to a hidden textarea without the Clipboard API', async () => {
    const user = setupUser();
    stubClipboard(undefined);
    let copied = '';
    const execCommand = jest.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    Object.assign(document, { execCommand });
    renderUi(<CopyButton value="acc-9" label="Account ID" />);
    await user.click(screen.getByRole('button', { name: 'Copy Account ID' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('acc-9');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy Account ID' }));
    expect((await screen.findByRole('status')).textContent).toBe('Account ID copied to clipboard');
  });

  it('reports a failure as an error toast', async () => {
    const user = setupUser();
    stubClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    renderUi(<CopyButton value="x" label="Email" />);
    await user.click(screen.getByRole('button', { name: 'Copy Email' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not copy to clipboard');
  });
});
