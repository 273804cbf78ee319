import { act, screen } from '@testing-library/react';
import { renderUi, setupUser } from '../test-utils';
import { TOAST_DURATION_MS, type ToastVariant, useToast } from './ToastProvider';

function Trigger({ variant, duration }: { variant: ToastVariant; duration?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ variant, message: `A ${variant} toast`, duration })}>
      Notify
    </button>
  );
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the message and hides it after the default 5 s', async () => {
    const user = setupUser(true);
    renderUi(<Trigger variant="success" />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('status').textContent).toContain('A success toast');
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.queryByText('A success toast')).not.toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('A success toast')).toBeNull();
  });

  it('uses role status for success and info, alert for error and warning', async () => {
    const user = setupUser(true);
    const variants: ToastVariant[] = ['success', 'info', 'error', 'warning'];
    renderUi(
      <>
        {variants.map((v) => (
          <Trigger key={v} variant={v} />
        ))}
      </>,
    );
    for (const button of screen.getAllByRole('button', { name: 'Notify' })) await user.click(button);
    const statuses = screen.getAllByRole('status').map((el) => el.textContent);
    const alerts = screen.getAllByRole('alert').map((el) => el.textContent);
    expect(statuses).toEqual(['A success toast', 'A info toast']);
    expect(alerts).toEqual(['A error toast', 'A warning toast']);
    expect(screen.getAllByRole('status')[0]!.getAttribute('aria-live')).toBe('polite');
  });

  it('closes with the dismiss button', async () => {
    const user = setupUser(true);
    renderUi(<Trigger variant="error" duration={0} />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pauses while hovered and keeps the time already run', async () => {
    const user = setupUser(true);
    renderUi(<Trigger variant="info" />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => jest.advanceTimersByTime(3000));
    await user.hover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    await user.unhover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('throws a clear error outside the provider', () => {
    const Orphan = () => {
      useToast();
      return null;
    };
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderUi(<Orphan />, { wrapper: ({ children }) => <>{children}</> })).toThrow(
      'useToast must be used inside <ToastProvider>',
    );
    consoleError.mockRestore();
  });
});
