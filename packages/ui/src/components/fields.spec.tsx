import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi, setupUser } from '../test-utils';
import { EmptyState } from './EmptyState';
import { SearchField } from './SearchField';
import { Select } from './Select';

describe('Select', () => {
  it('is labelled and announces its error', () => {
    renderUi(
      <Select
        label="Status"
        error="Pick a status"
        options={[
          { value: '', label: 'All Status' },
          { value: 'completed', label: 'Completed' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pick a status',
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Status', 'Completed']);
  });
});

describe('SearchField', () => {
  function Search() {
    const [value, setValue] = useState('');
    return (
      <SearchField
        label="Search campaigns"
        placeholder="Search campaigns..."
        value={value}
        onChange={setValue}
      />
    );
  }

  it('has a hidden label and a clear button that empties it and keeps the focus', async () => {
    const user = setupUser();
    renderUi(<Search />);
    const input = screen.getByRole('searchbox', { name: 'Search campaigns' }) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(input, 'spring');
    expect(input.value).toBe('spring');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
  });
});

describe('EmptyState', () => {
  it('shows the title, the message and the action', async () => {
    const user = setupUser();
    const onClick = jest.fn();
    renderUi(
      <EmptyState
        title="No users found"
        message="Once users are added to this account, they will appear here."
        action={{ label: 'Invite Team Member', onClick }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No users found' })).toBeTruthy();
    expect(screen.getByText('Once users are added to this account, they will appear here.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invite Team Member' }));
    expect(onClick).toHaveBeenCalled();
  });
});
