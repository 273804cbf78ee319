import { useSessionStore } from '@lantern/session';
import { screen } from '@testing-library/react';
import { currentPath, makeUser, mockApi, renderPage, resetSession } from '../test-utils';
import ResolvePage from './ResolvePage';

const render = () => renderPage(<ResolvePage />, '/resolve');

describe('resolve page', () => {
  beforeEach(() => {
    resetSession();
    mockApi({});
  });

  it('opens the selected organization and account dashboard', () => {
    useSessionStore.getState().signIn('jwt', makeUser([{ id: 'o1' }, { id: 'o2', accounts: ['b1', 'b2'] }]), {
      organizationId: 'o2',
      accountId: 'b2',
    });
    render();
    expect(currentPath()).toBe('/org/o2/account/b2/dashboard');
  });

  it('sends a user of several organizations without a selection to /select-organization', () => {
    useSessionStore.getState().signIn('jwt', makeUser([{ id: 'o1' }, { id: 'o2' }]), null);
    render();
    expect(currentPath()).toBe('/select-organization');
  });

  it.each([
    ['one organization', makeUser([{ id: 'o1', accounts: [] }])],
    ['no organization', makeUser([])],
  ])('with %s and no selection, signs out and goes to /login', async (_case, user) => {
    useSessionStore.getState().signIn('jwt', user, null);
    render();
    await screen.findByTestId('location');
    expect(currentPath()).toBe('/login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('sends a signed-out visitor to /login', () => {
    render();
    expect(currentPath()).toBe('/login');
  });
});
