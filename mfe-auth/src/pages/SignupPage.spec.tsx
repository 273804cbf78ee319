import { screen } from '@testing-library/react';
import { currentPath, makeUser, mockApi, renderPage, resetSession } from '../test-utils';
import SignupPage from './SignupPage';

describe('signup page', () => {
  beforeEach(resetSession);

  it('defaults the country to India and runs the sign-in flow after signup', async () => {
    const one = makeUser([{ id: 'o1' }]);
    const calls = mockApi({
      'POST /auth/signup': { body: { accessToken: 'jwt', user: one } },
      'POST /auth/context_login': { body: one },
    });
    const { user } = renderPage(<SignupPage />, '/signup');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('IN');
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByTestId('location');
    expect(currentPath()).toBe('/org/o1/account/o1-a1/dashboard');
    expect(calls[0]).toMatchObject({ route: 'POST /auth/signup', body: { country: 'IN' } });
    expect(calls[1]).toMatchObject({ route: 'POST /auth/context_login', authorization: 'Bearer jwt' });
  });

  it('offers every country with its flag, with no empty choice', () => {
    mockApi({});
    renderPage(<SignupPage />, '/signup');
    const options = Array.from((screen.getByLabelText('Country') as HTMLSelectElement).options);
    expect(options.length).toBeGreaterThan(240);
    expect(options.some((o) => o.value === '')).toBe(false);
    expect(options.find((o) => o.value === 'IN')!.textContent).toBe('🇮🇳 India');
  });
});
