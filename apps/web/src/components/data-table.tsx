import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import classes from './data-table.module.css';
import { Pager } from './pager.tsx';
import hidden from './visually-hidden.module.css';

export interface DataColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable: the value its rows are ordered by (numbers by size, texts in the UI language's order). */
  sortValue?: (row: Row) => string | number;
}

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** One page of a list the server pages (`{ items, page, pageSize, total }`, pages from 0): the table shows its rows. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

function compare(a: string | number, b: string | number, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The one table of the portal: a caption that names it for screen readers, column headers, and on a phone each row
 * stacked as a card with its column names beside the values (CSS only; the explicit roles keep the table's meaning
 * for screen readers once the cells no longer display as a grid; `stacked` false keeps a small table a grid). The
 * frame still scrolls sideways as a last resort
 * and is focusable so the keyboard can scroll it too. An empty list says so in words instead of showing an empty grid.
 *
 * A column with `sortValue` is sortable: its header is a button and the header cell carries `aria-sort`; on a phone,
 * where the header row is hidden, a "Sort by" list above the cards does the same. `pageSize` pages the rows in the
 * browser; `paging` shows one page of a list the server pages. Either way a pager under the table moves between pages.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  testId,
  initialSort,
  pageSize,
  paging,
  stacked = true,
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
  testId?: string;
  /** The order rows are shown in first (by a sortable column); none: as given. */
  initialSort?: SortState;
  /** Rows a page, paged here (the whole list is in `rows`). */
  pageSize?: number;
  /** The server pages the list: `rows` is the current page. */
  paging?: ServerPaging;
  /** False keeps the grid on a phone too, for a table of two or three short columns. */
  stacked?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const sortId = useId();
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const [localPage, setLocalPage] = useState(0);
  const sortable = columns.filter((column) => column.sortValue);

  const ordered = useMemo(() => {
    const column = sort ? columns.find((item) => item.key === sort.key) : undefined;
    const value = column?.sortValue;
    if (!sort || !value) return rows;
    const collator = new Intl.Collator(i18n.language);
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(value(a), value(b), collator));
  }, [rows, columns, sort, i18n.language]);

  const total = paging ? paging.total : ordered.length;
  const size = paging ? paging.pageSize : (pageSize ?? Math.max(ordered.length, 1));
  const pages = Math.max(1, Math.ceil(total / size));
  const page = paging ? paging.page : Math.min(localPage, pages - 1);
  const shown = paging || pageSize === undefined ? ordered : ordered.slice(page * size, page * size + size);

  if (rows.length === 0 && (!paging || paging.total === 0)) {
    return (
      <Text c="dimmed" data-testid={testId ? `${testId}-empty` : undefined}>
        {empty}
      </Text>
    );
  }

  const sortBy = (next: SortState) => {
    setSort(next);
    setLocalPage(0);
  };
  const toggle = (key: string) =>
    sortBy({ key, direction: sort?.key === key && sort.direction === 'descending' ? 'ascending' : 'descending' });

  return (
    <div className={classes.wrapper}>
      {sortable.length > 0 && stacked ? (
        <div className={classes.sortBar}>
          <label htmlFor={sortId} className={classes.sortLabel}>
            {t('table.sortBy')}
          </label>
          <select
            id={sortId}
            className={classes.sortSelect}
            value={sort ? `${sort.key}:${sort.direction}` : ''}
            onChange={(event) => {
              const [key = '', direction] = event.currentTarget.value.split(':');
              if (key) sortBy({ key, direction: direction === 'ascending' ? 'ascending' : 'descending' });
            }}
          >
            {sort ? null : <option value="">{t('table.sortNone')}</option>}
            {sortable.flatMap((column) =>
              (['descending', 'ascending'] as const).map((direction) => (
                <option key={`${column.key}:${direction}`} value={`${column.key}:${direction}`}>
                  {t(`table.sortOption.${direction}`, { column: column.header })}
                </option>
              )),
            )}
          </select>
        </div>
      ) : null}
      {/* A scrollable region needs a name and keyboard access (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={classes.frame} tabIndex={0} role="region" aria-label={caption}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          className={stacked ? classes.stack : undefined}
          role="table"
          data-testid={testId}
        >
          <caption className={hidden.hidden}>
            {caption}
            {pages > 1 ? ` ${t('table.pageOf', { page: page + 1, pages })}` : ''}
          </caption>
          <Table.Thead>
            <Table.Tr role="row">
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <Table.Th
                    key={column.key}
                    scope="col"
                    role="columnheader"
                    aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                  >
                    {column.sortValue ? (
                      <button type="button" className={classes.sortButton} onClick={() => toggle(column.key)}>
                        {column.header}
                        <span aria-hidden="true" className={classes.sortMark}>
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={rowKey(row)} role="row" data-testid={testId ? `${testId}-row` : undefined}>
                {columns.map((column) => (
                  <Table.Td key={column.key} role="cell" data-label={column.header}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {pages > 1 ? (
        <Pager
          label={t('table.pagesOf', { caption })}
          page={page}
          pages={pages}
          from={page * size + 1}
          to={Math.min(total, page * size + shown.length)}
          total={total}
          onPage={(next) => (paging ? paging.onPage(next) : setLocalPage(next))}
          testId={testId ? `${testId}-pager` : undefined}
        />
      ) : null}
    </div>
  );
}
