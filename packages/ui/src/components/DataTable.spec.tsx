import { screen, within } from '@testing-library/react';
import { renderUi, setupUser } from '../test-utils';
import { DataTable, type DataTableProps } from './DataTable';
import { Pagination } from './Pagination';

interface Campaign {
  id: string;
  name: string;
  prompts: number;
}

const rows: Campaign[] = [
  { id: 'c1', name: 'Spring launch', prompts: 12 },
  { id: 'c2', name: 'Brand audit', prompts: 30 },
];

const base: DataTableProps<Campaign> = {
  caption: 'Campaigns',
  columns: [
    { key: 'name', header: 'Campaign', render: (r) => r.name },
    {
      key: 'prompts',
      header: 'Prompts',
      align: 'right',
      render: (r) => (
        <>
          {r.prompts} <button type="button">Copy {r.id}</button>
        </>
      ),
    },
  ],
  rows,
  rowKey: (r) => r.id,
  loadingText: 'Loading campaigns...',
  empty: { title: 'No campaigns found', message: 'No campaigns have been created yet.' },
};

describe('DataTable', () => {
  it('renders a captioned table with a header row and one row per item', () => {
    renderUi(<DataTable {...base} />);
    const table = screen.getByRole('table', { name: 'Campaigns' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Campaign', 'Prompts']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'Spring launch' })).toBeTruthy();
  });

  it('shows the loading text while loading', () => {
    renderUi(<DataTable {...base} rows={[]} loading />);
    expect(screen.getByText('Loading campaigns...')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading campaigns...' })).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the empty state without rows', () => {
    renderUi(<DataTable {...base} rows={[]} />);
    expect(screen.getByRole('heading', { name: 'No campaigns found' })).toBeTruthy();
    expect(screen.getByText('No campaigns have been created yet.')).toBeTruthy();
  });

  it('shows the error with a Try Again button', async () => {
    const user = setupUser();
    const onRetry = jest.fn();
    renderUi(
      <DataTable
        {...base}
        error={{
          title: 'Failed to load campaigns',
          message: 'Something went wrong. Please try again.',
          onRetry,
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load campaigns');
    expect(screen.queryByRole('cell', { name: 'Spring launch' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('opens a row by click, Enter and Space, but not through a button inside it', async () => {
    const user = setupUser();
    const onRowClick = jest.fn();
    renderUi(<DataTable {...base} onRowClick={onRowClick} />);
    const [first, second] = rows;
    await user.click(screen.getByRole('cell', { name: 'Spring launch' }));
    expect(onRowClick).toHaveBeenLastCalledWith(first);
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toContain('Brand audit');
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(second);
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('button', { name: 'Copy c1' }));
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('keeps the rows under a progress bar while refetching and marks highlighted rows', () => {
    renderUi(<DataTable {...base} refetching highlightRow={(r) => r.id === 'c2'} />);
    expect(screen.getByRole('progressbar', { name: 'Refreshing' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Spring launch' })).toBeTruthy();
    const highlighted = screen.getByRole('cell', { name: 'Brand audit' }).parentElement!;
    const plain = screen.getByRole('cell', { name: 'Spring launch' }).parentElement!;
    expect(getComputedStyle(highlighted).backgroundColor).not.toBe(getComputedStyle(plain).backgroundColor);
  });
});

describe('Pagination', () => {
  const buttons = () => ({
    previous: screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement,
    next: screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement,
  });

  it("shows 'from-to of total' and disables Previous on the first page", async () => {
    const user = setupUser();
    const onChange = jest.fn();
    renderUi(<Pagination total={143} limit={20} offset={0} onChange={onChange} />);
    expect(screen.getByText('1-20 of 143')).toBeTruthy();
    expect(buttons().previous.disabled).toBe(true);
    expect(buttons().next.disabled).toBe(false);
    await user.click(buttons().next);
    expect(onChange).toHaveBeenCalledWith(20);
  });

  it('disables Next on the last page and goes back a page', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    renderUi(<Pagination total={143} limit={20} offset={140} onChange={onChange} />);
    expect(screen.getByText('141-143 of 143')).toBeTruthy();
    expect(buttons().next.disabled).toBe(true);
    await user.click(buttons().previous);
    expect(onChange).toHaveBeenCalledWith(120);
  });

  it("shows '0-0 of 0' with both buttons disabled when empty", () => {
    renderUi(<Pagination total={0} limit={20} offset={0} onChange={jest.fn()} />);
    expect(screen.getByText('0-0 of 0')).toBeTruthy();
    expect(buttons().previous.disabled).toBe(true);
    expect(buttons().next.disabled).toBe(true);
  });

  it("changes the page size with the 'Rows per page' select", async () => {
    const user = setupUser();
    const onPageSizeChange = jest.fn();
    renderUi(
      <Pagination
        total={143}
        limit={20}
        offset={0}
        onChange={jest.fn()}
        pageSizeOptions={[10, 20, 50, 100]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
