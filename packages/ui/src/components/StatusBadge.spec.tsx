import { screen } from '@testing-library/react';
import { renderUi, setupUser } from '../test-utils';
import { Chip } from './Chip';
import { StatusBadge, statusLabel, statusTone } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['active', 'ACTIVE', 'success'],
    ['completed', 'COMPLETED', 'success'],
    ['running', 'RUNNING', 'info'],
    ['in_progress', 'IN PROGRESS', 'info'],
    ['IN_PROGRESS', 'IN PROGRESS', 'info'],
    ['Pending', 'PENDING', 'warning'],
    ['FAILED', 'FAILED', 'danger'],
    ['disabled', 'DISABLED', 'neutral'],
    ['default', 'DEFAULT', 'neutral'],
    ['cancelled', 'CANCELLED', 'neutral'],
    ['blocked', 'BLOCKED', 'danger'],
    ['inactive', 'INACTIVE', 'neutral'],
    ['provisioned', 'PROVISIONED', 'info'],
  ])('%s reads %s in the %s colour', (status, label, tone) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusTone(status)).toBe(tone);
  });

  it('shows UNKNOWN for an unknown or missing status', () => {
    renderUi(
      <>
        <StatusBadge status="archived" />
        <StatusBadge status={null} />
        <StatusBadge />
      </>,
    );
    expect(screen.getAllByText('UNKNOWN')).toHaveLength(3);
  });

  it('renders every variant and size in both themes', () => {
    for (const mode of ['light', 'dark']) {
      localStorage.setItem('lantern.theme', mode);
      const { unmount } = renderUi(
        <>
          <StatusBadge status="in_progress" variant="filled" size="small" />
          <StatusBadge status="failed" variant="outlined" size="large" />
          <StatusBadge status="Completed" />
        </>,
      );
      expect(screen.getByText('IN PROGRESS')).toBeTruthy();
      expect(screen.getByText('FAILED')).toBeTruthy();
      expect(screen.getByText('COMPLETED')).toBeTruthy();
      unmount();
    }
    localStorage.clear();
  });
});

describe('Chip', () => {
  it('has a remove button named after its label', async () => {
    const user = setupUser();
    const onDelete = jest.fn();
    renderUi(<Chip label="Status: Failed" tone="danger" onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Remove Status: Failed' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('has no button when it cannot be removed', () => {
    renderUi(<Chip label="You" tone="primary" />);
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
