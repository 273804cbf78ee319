import { screen } from '@testing-library/react';
import { currentPath, deferred, mockApi, renderPage, type Answer } from '../test-utils';
import ForgotPasswordPage from './ForgotPasswordPage';

const render = () => renderPage(<ForgotPasswordPage />, '/forgot-password');
const email = () => screen.getByLabelText('Email');
const send = () => screen.getByRole('button', { name: 'Send Reset Link' });

describe('forgot password page', () => {
  it('requires a valid email before sending', async () => {
    const calls = mockApi({});
    const { user } = render();
    await user.click(send());
    expect(screen.getByText('Email is required')).toBeTruthy();
    await user.type(email(), 'not-an-email');
    await user.click(send());
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows Sending... then "Check your email" and goes back to sign in', async () => {
    const answer = deferred<Answer>();
    const calls = mockApi({ 'POST /auth/forgot-password': () => answer.promise });
    const { user } = render();
    await user.type(email(), ' ada@example.com ');
    await user.click(send());
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.resolve({ body: { message: 'sent' } });

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(
      screen.getByText('If an account with this email exists, a password reset link has been sent...'),
    ).toBeTruthy();
    expect(calls).toMatchObject([
      { route: 'POST /auth/forgot-password', body: { email: 'ada@example.com' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(currentPath()).toBe('/login');
  });

  it('says the email could not be sent when the call fails', async () => {
    mockApi({ 'POST /auth/forgot-password': { status: 500, body: { message: 'boom' } } });
    const { user } = render();
    await user.type(email(), 'ada@example.com');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send reset email. Please try again.',
    );
    expect(screen.queryByText('Check your email')).toBeNull();
  });

  it('links back to sign in', async () => {
    mockApi({});
    const { user } = render();
    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(currentPath()).toBe('/login');
  });
});
