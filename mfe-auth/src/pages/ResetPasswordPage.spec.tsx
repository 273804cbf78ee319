import { screen } from '@testing-library/react';
import { currentPath, deferred, mockApi, renderPage, type Answer } from '../test-utils';
import ResetPasswordPage from './ResetPasswordPage';

const TOKEN = 'a'.repeat(64);
const LINK = `/reset-password?token=${TOKEN}&email=ada%40example.com`;
const render = (route = LINK) => renderPage(<ResetPasswordPage />, route);
const submit = () => screen.getByRole('button', { name: 'Reset Password' });

describe('reset password page', () => {
  it.each([
    ['no token', '/reset-password?email=ada%40example.com'],
    ['no email', `/reset-password?token=${TOKEN}`],
    ['nothing', '/reset-password'],
  ])('shows the invalid link screen with %s', async (_case, route) => {
    mockApi({});
    const { user } = render(route);
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(
      screen.getByText(
        'This password reset link is invalid or has expired. Please request a new password reset.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Request a new reset link' }));
    expect(currentPath()).toBe('/forgot-password');
  });

  it('prefills the email from the link, read-only', () => {
    mockApi({});
    render();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
  });

  it('validates the new password and its confirmation', async () => {
    const calls = mockApi({});
    const { user } = render();
    await user.click(submit());
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    await user.type(screen.getByLabelText('New Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    await user.type(screen.getByLabelText('New Password'), 'enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'different1');
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('resets with token, new_password and email, then offers Sign In', async () => {
    const answer = deferred<Answer>();
    const calls = mockApi({ 'POST /auth/reset-password': () => answer.promise });
    const { user } = render();
    await user.type(screen.getByLabelText('New Password'), 'NewSecret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'NewSecret1');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Resetting password...' })).toBeTruthy();
    answer.resolve({ body: { message: 'Password updated' } });

    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeTruthy();
    expect(calls).toMatchObject([
      {
        route: 'POST /auth/reset-password',
        body: { token: TOKEN, new_password: 'NewSecret1', email: 'ada@example.com' },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(currentPath()).toBe('/login');
  });

  it.each([
    [400, 'Invalid or expired reset token. Please request a new password reset.'],
    [500, 'Failed to reset password. Please try again.'],
    [429, 'Failed to reset password. Please try again.'],
  ])('maps a %i answer to its message', async (status, message) => {
    mockApi({ 'POST /auth/reset-password': { status, body: { message: 'server says no' } } });
    const { user } = render();
    await user.type(screen.getByLabelText('New Password'), 'NewSecret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'NewSecret1');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(screen.getByText(message)).toBe(alert);
    expect(screen.queryByText('Password Reset Successful')).toBeNull();
  });
});
