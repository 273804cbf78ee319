import { ApiRequestError } from '@lantern/api-client';
import {
  acceptInviteErrorMessage,
  contextLoginErrorMessage,
  fieldErrorsOf,
  forgotPasswordErrorMessage,
  loginErrorMessage,
  resetPasswordErrorMessage,
  signInOutcomeMessage,
  signupErrorMessage,
} from './signInFlow';

const api = (status: number, message = 'server message', body?: unknown) =>
  new ApiRequestError(status, message, body);

describe('error messages of spec section 8', () => {
  it('login', () => {
    expect(loginErrorMessage(api(401))).toBe('Invalid email or password');
    expect(loginErrorMessage(api(503))).toBe('Server error. Please try again later.');
    expect(loginErrorMessage(api(0))).toBe('Login failed. Please check your connection and try again.');
    expect(loginErrorMessage(new Error('Invalid login response'))).toBe('Invalid login response');
  });

  it('signup shows the server message on 5xx', () => {
    expect(signupErrorMessage(api(500, 'Database is down'))).toBe('Database is down');
    expect(signupErrorMessage(api(0, ''))).toBe('Signup failed. Please try again.');
  });

  it('context login', () => {
    expect(contextLoginErrorMessage(api(401))).toBe('Invalid organization context');
    expect(contextLoginErrorMessage(api(403))).toBe('Context login failed. Please try again.');
    expect(contextLoginErrorMessage(new Error('Invalid context data received'))).toBe(
      'Context login failed. Please try again.',
    );
  });

  it('forgot and reset password', () => {
    expect(forgotPasswordErrorMessage(api(500))).toBe('Failed to send reset email. Please try again.');
    expect(resetPasswordErrorMessage(api(400))).toBe(
      'Invalid or expired reset token. Please request a new password reset.',
    );
    expect(resetPasswordErrorMessage(api(500))).toBe('Failed to reset password. Please try again.');
  });

  it('accept invite', () => {
    expect(acceptInviteErrorMessage(api(404))).toBe('Invite not found or has expired');
    expect(acceptInviteErrorMessage(api(502))).toBe('Server error. Please try again later.');
    expect(acceptInviteErrorMessage(api(400))).toBe('Failed to accept invite. Please try again.');
    expect(acceptInviteErrorMessage(api(0))).toBe('Failed to accept invite. Please try again.');
  });

  it('sign-in outcomes that stop on the form', () => {
    expect(signInOutcomeMessage({ kind: 'no-organizations' })).toBe('No organizations found for this user');
    expect(signInOutcomeMessage({ kind: 'context-failed', error: api(401) })).toBe(
      'Invalid organization context',
    );
    expect(
      signInOutcomeMessage({ kind: 'no-account', user: {} as never, context: null, path: '/resolve' }),
    ).toBe(null);
  });

  it('field errors of a 400 for the fields a form shows', () => {
    const error = api(400, 'x', { errors: { password: 'Too short', token: 'Bad token', country: 3 } });
    expect(fieldErrorsOf(error, ['password', 'country', 'firstName'])).toEqual({ password: 'Too short' });
    expect(fieldErrorsOf(api(409, 'x', { errors: { password: 'p' } }), ['password'])).toEqual({});
    expect(fieldErrorsOf(api(400, 'x', { errors: ['a'] }), ['password'])).toEqual({});
  });
});
