import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../test/render.tsx';
import { DataTable, type DataColumn } from './data-table.tsx';

interface Row {
  id: string;
  name: string;
  amount: number;
}
const rows: Row[] = [
  { id: 'a', name: 'Beta', amount: 20 },
  { id: 'b', name: 'Alpha', amount: 30 },
  { id: 'c', name: 'Gamma', amount: 10 },
];
const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { key: 'amount', header: 'Amount', cell: (row) => String(row.amount), sortValue: (row) => row.amount },
  { key: 'note', header: 'Note', cell: () => '—' },
];
const names = () => screen.getAllByTestId('things-row').map((row) => row.firstChild?.textContent);

describe('the data table', () => {
  it('sorts by a column from its header, saying the order with aria-sort, and only sortable columns offer it', async () => {
    await renderWithApp(
      <DataTable caption="Things" columns={columns} rows={rows} rowKey={(row) => row.id} empty="None" testId="things" />,
      {
        language: 'en',
      },
    );
    expect(names()).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Alpha', 'Beta', 'Gamma']);
    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('offers the same orders as a list for phones, where the header row is hidden', async () => {
    await renderWithApp(
      <DataTable caption="Things" columns={columns} rows={rows} rowKey={(row) => row.id} empty="None" testId="things" />,
      {
        language: 'en',
      },
    );
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Name, lowest or oldest first');
    expect(names()).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('pages the rows, with the page named in the caption', async () => {
    await renderWithApp(
      <DataTable caption="Things" columns={columns} rows={rows} rowKey={(row) => row.id} empty="None" testId="things" pageSize={2} />,
      { language: 'en' },
    );
    expect(names()).toEqual(['Beta', 'Alpha']);
    expect(screen.getByRole('table')).toHaveAccessibleName('Things (page 1 of 2)');
    const pager = screen.getByRole('navigation', { name: 'Pages of Things' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Gamma']);
    expect(within(pager).getByText('Showing 3–3 of 3')).toBeInTheDocument();
  });

  it('says in words when there is nothing to show', async () => {
    await renderWithApp(
      <DataTable caption="Things" columns={columns} rows={[]} rowKey={(row) => row.id} empty="Nothing yet." testId="things" />,
      {
        language: 'en',
      },
    );
    expect(screen.getByTestId('things-empty')).toHaveTextContent('Nothing yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
