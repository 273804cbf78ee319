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

  it('is signed in only with both entries and a user that is not the text "undefined"', () => {
    expect(readStoredSession().token).toBeNull();
    localStorage.setItem(STORAGE_KEYS.token, 't');
    expect(readStoredSession().token).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, 'undefined');
    expect(readStoredSession().token).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    expect(readStoredSession()).toMatchObject({ token: 't', user: { id: 'u1' } });
  });

  it('treats an unreadable user entry as signed out', () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.user, '{broken');
    expect(readStoredSession().token).toBeNull();
  });
});
