// Test helper (not exported from the package): renders inside the providers the app gives components.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from './components/ToastProvider';
import { ThemeProvider } from './ThemeProvider';

export function renderUi(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  const Providers = ({ children }: { children: ReactNode }) => (
    <ThemeProvider>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ToastProvider>
    </ThemeProvider>
  );
  return render(ui, { wrapper: Providers, ...options });
}

/** user-event; pass true in tests on Jest's fake timers so its own waits advance them. */
export const setupUser = (fakeTimers = false) =>
  fakeTimers ? userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }) : userEvent.setup();
