import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render.tsx';
import type { ListRow } from './list-rows.ts';
import { RowList } from './row-list.tsx';

function renderList(rows: ListRow[], onRemove: (key: string) => void = () => {}) {
  return renderWithApp(
    <RowList
      rows={rows}
      rowTitle={(number) => `Thing ${number}`}
      empty="Nothing listed."
      emptyTestId="things-empty"
      listLabel="Things"
      rowTestId="things-row"
      onRemove={onRemove}
    >
      {(row) => <span>fields of {row.key}</span>}
    </RowList>,
    { language: 'en' },
  );
}

describe('RowList', () => {
  it('says when there are no rows, without an empty list', async () => {
    await renderList([]);
    expect(screen.getByTestId('things-empty')).toHaveTextContent('Nothing listed.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('titles each row by its position and names its remove button after that title', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    await renderList(
      [
        { key: 'sA', id: 'A' },
        { key: 'new1', id: null },
      ],
      onRemove,
    );
    const rows = within(screen.getByRole('list', { name: 'Things' })).getAllByTestId('things-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByRole('heading', { level: 4 })).toHaveTextContent('Thing 2');
    expect(rows[1]).toHaveTextContent('fields of new1');

    await user.click(screen.getByRole('button', { name: 'Remove Thing 2' }));
    expect(onRemove).toHaveBeenCalledWith('new1');
  });
});
