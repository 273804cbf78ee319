import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderUi, setupUser } from '../test-utils';
import { DEFAULT_UPGRADE_MESSAGE, PERMISSION_REQUIRED, VIEW_PLANS } from '../texts';
import { AccessGate } from './AccessGate';
import { Button } from './Button';
import { PermissionGate } from './PermissionGate';
import { TierGate } from './TierGate';
import { Tooltip } from './Tooltip';

const NO_CREATE = "You don't have permission to create campaigns. Contact your administrator for access.";
const BILLING = '/org/o1/account/a1/billing';

afterEach(() => jest.useRealTimers());

describe('Tooltip', () => {
  it('shows on focus, is wired with aria-describedby, and Escape closes it', async () => {
    const user = setupUser();
    renderUi(
      <Tooltip content="The full campaign name">
        <button type="button">Short name</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('The full campaign name');
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBe(tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBeNull();
  });

  it('opens on hover and stays open while the pointer is over the tooltip', async () => {
    jest.useFakeTimers();
    const user = setupUser(true);
    renderUi(
      <Tooltip content={<a href="/help">Learn more</a>}>
        <button type="button">Trigger</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Trigger' }));
    await user.hover(screen.getByRole('link', { name: 'Learn more' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.unhover(screen.getByRole('tooltip'));
    await user.hover(document.body);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('PermissionGate', () => {
  it('renders the control disabled and explains why on focus', async () => {
    const user = setupUser();
    const onClick = jest.fn();
    renderUi(
      <PermissionGate allowed={false} message={NO_CREATE}>
        <Button onClick={onClick}>New Campaign</Button>
      </PermissionGate>,
    );
    const button = screen.getByRole('button', { name: 'New Campaign' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toContain(PERMISSION_REQUIRED);
    expect(tooltip.textContent).toContain(NO_CREATE);
    expect(document.activeElement?.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes the state to a render prop and leaves an allowed control alone', () => {
    renderUi(
      <>
        <PermissionGate allowed message={NO_CREATE}>
          {(disabled) => <Button disabled={disabled}>Allowed</Button>}
        </PermissionGate>
        <PermissionGate allowed={false} message={NO_CREATE}>
          {(disabled) => <Button disabled={disabled}>Denied</Button>}
        </PermissionGate>
      </>,
    );
    expect((screen.getByRole('button', { name: 'Allowed' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Denied' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('TierGate', () => {
  it("offers 'View Plans', which opens the billing page", async () => {
    const user = setupUser();
    renderUi(
      <Routes>
        <Route
          path="/"
          element={
            <TierGate allowed={false} billingPath={BILLING}>
              <Button>Invite Team Member</Button>
            </TierGate>
          }
        />
        <Route path={BILLING} element={<h1>Usage & Billing</h1>} />
      </Routes>,
    );
    expect((screen.getByRole('button', { name: 'Invite Team Member' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.tab();
    expect(screen.getByRole('tooltip').textContent).toContain('Upgrade Required');
    expect(screen.getByRole('tooltip').textContent).toContain(DEFAULT_UPGRADE_MESSAGE);
    await user.tab();
    expect(document.activeElement?.textContent).toBe(VIEW_PLANS);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Usage & Billing' })).toBeTruthy();
  });
});

describe('AccessGate', () => {
  it('shows the title as a heading, the message and the action', async () => {
    const user = setupUser();
    const onUpgrade = jest.fn();
    renderUi(
      <AccessGate
        title="Admin Access Required"
        message="Activity logs are only available to administrators."
        action={{ label: 'Upgrade', onClick: onUpgrade }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Admin Access Required' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Admin Access Required' }).textContent).toContain(
      'Activity logs are only available to administrators.',
    );
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onUpgrade).toHaveBeenCalled();
  });
});
