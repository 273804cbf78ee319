import { describe, expect, it } from '@jest/globals';
import { signupRequestSchema } from './auth';
import { searchCountries } from './countries';
import { planLabel } from './plans';
import { validateLogin, validateSignup } from './validators';

describe('form rules shared by UI and API', () => {
  it('login: required and invalid email, required password', () => {
    expect(validateLogin({})).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateLogin({ email: 'x@', password: 'p' })).toEqual({ email: 'Invalid email' });
    expect(validateLogin({ email: 'a@b.co', password: 'p' })).toEqual({});
  });

  it('signup: every spec message', () => {
    expect(validateSignup({ email: 'bad', password: 'short' })).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Please enter a valid email address',
      country: 'Country is required',
      password: 'Password must be at least 8 characters long',
    });
    expect(
      validateSignup({ firstName: ' ', lastName: 'L', email: 'a@b.co', country: 'IN', password: '' }),
    ).toEqual({
      firstName: 'First Name is required',
      password: 'Password is required',
    });
  });

  it('the API schema applies the same rules and normalises input', () => {
    const ok = signupRequestSchema.parse({
      firstName: ' Ada ',
      lastName: 'L',
      email: ' a@b.co ',
      country: 'in',
      password: 'password1',
    });
    expect(ok).toMatchObject({ firstName: 'Ada', email: 'a@b.co', country: 'IN' });
    const bad = signupRequestSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      country: 'IN',
      password: 'short',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Password must be at least 8 characters long');
  });

  it('country search matches label or code and returns at most 30', () => {
    expect(searchCountries('').length).toBe(30);
    expect(searchCountries('in').map((c) => c.code)).toContain('IN');
    expect(searchCountries('de').map((c) => c.code)).toContain('DE');
    expect(searchCountries('ger').every((c) => c.label.toLowerCase().includes('ger'))).toBe(true);
    expect(searchCountries('germany')).toEqual([{ code: 'DE', label: 'Germany' }]);
  });

  it('plan labels are friendly, unknown ones capitalised', () => {
    expect(planLabel('business')).toBe('Business Plan');
    expect(planLabel('gold')).toBe('Gold');
  });
});
