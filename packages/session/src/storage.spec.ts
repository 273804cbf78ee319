import { readStoredSession, STORAGE_KEYS } from './storage';

const user = {
  id: 'u1',
  email: 'a@b.co',
  firstName: 'A',
  lastName: 'B',
  country: 'IN',
  state: 'active',
  loginType: 'email',
  createdAt: '',
  organizations: [],
};

describe('stored session', () => {
  beforeEach(() => localStorage.clear());

  it('has a user only with both entries and a user that is not the text "undefined"', () => {
    expect(readStoredSession()).toMatchObject({ token: null, user: null });
    localStorage.setItem(STORAGE_KEYS.token, 't');
    expect(readStoredSession()).toMatchObject({ token: 't', user: null });
    localStorage.setItem(STORAGE_KEYS.user, 'undefined');
    expect(readStoredSession()).toMatchObject({ token: 't', user: null });
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    expect(readStoredSession()).toMatchObject({ token: 't', user: { id: 'u1' } });
  });

  it('treats an unreadable user entry as no user (the token stays for the current-user fetch)', () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.user, '{broken');
    expect(readStoredSession()).toMatchObject({ token: 't', user: null });
  });
});
