import { useSessionStore } from '@lantern/session';
import { screen } from '@testing-library/react';
import {
  currentPath,
  deferred,
  makeUser,
  mockApi,
  renderPage,
  resetSession,
  type Answer,
} from '../test-utils';
import SelectOrganizationPage from './SelectOrganizationPage';

// user-event walks a radio group with CSS.escape, which jsdom lacks.
Object.assign(globalThis, {
  CSS: globalThis.CSS ?? { escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) },
});

const render = () => renderPage(<SelectOrganizationPage />, '/select-organization');
const twoOrgs = makeUser([
  { id: 'o1', name: 'Acme', description: 'Rockets and anvils', tier: 'business', accounts: ['a1'] },
  { id: 'o2', name: 'Globex', tier: 'enterprise', accounts: ['b1', 'b2'] },
]);
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

describe('select organization page', () => {
  beforeEach(resetSession);

  it('sends a signed-out user to /login', () => {
    mockApi({});
    render();
    expect(currentPath()).toBe('/login');
  });

  it('sends a user of one organization to /login', () => {
    mockApi({});
    useSessionStore.getState().signIn('jwt', makeUser([{ id: 'o1' }]));
    render();
    expect(currentPath()).toBe('/login');
  });

  it('lists the organizations with name, description and plan as a radio group', () => {
    mockApi({});
    useSessionStore.getState().signIn('jwt', twoOrgs, null);
    render();
    const group = screen.getByRole('group', { name: 'Your organizations' });
    const radios = screen.getAllByRole('radio');
    expect(group.contains(radios[0]!)).toBe(true);
    expect(radios).toHaveLength(2);
    expect(radios[0]!.closest('label')!.textContent).toBe('AcmeBusiness PlanRockets and anvils');
    expect(radios[1]!.closest('label')!.textContent).toBe('GlobexEnterprise Plan');
    expect(continueButton().disabled).toBe(true);
  });

  it('enters the picked organization (keyboard) and opens its first account dashboard', async () => {
    const answer = deferred<Answer>();
    const calls = mockApi({ 'POST /auth/context_login': () => answer.promise });
    useSessionStore.getState().signIn('jwt', twoOrgs, null);
    const { user } = render();
    await user.tab(); // the Lantern home link
    await user.tab();
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    await user.keyboard('{ArrowDown}');
    expect((screen.getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(continueButton());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Continuing...' })).toBeTruthy();
    answer.resolve({ body: twoOrgs });

    await screen.findByTestId('location');
    expect(currentPath()).toBe('/org/o2/account/b1/dashboard');
    expect(calls).toEqual([
      { route: 'POST /auth/context_login', body: { organization_id: 'o2' }, authorization: 'Bearer jwt' },
    ]);
    expect(useSessionStore.getState().context).toEqual({ organizationId: 'o2', accountId: 'b1' });
  });

  it('shows the context login failure', async () => {
    mockApi({ 'POST /auth/context_login': { status: 500, body: { message: 'down' } } });
    useSessionStore.getState().signIn('jwt', twoOrgs, null);
    const { user } = render();
    await user.click(screen.getByRole('radio', { name: /Acme/ }));
    await user.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Context login failed. Please try again.');
    expect(currentPath()).toBeNull();
  });
});
