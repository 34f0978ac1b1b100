import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';
import hidden from './visually-hidden.module.css';

export interface DataColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * The one table of the portal: a caption that names it for screen readers, column headers, and on a phone each row
 * stacked as a card with its column names beside the values (CSS only; the explicit roles keep the table's meaning
 * for screen readers once the cells no longer display as a grid). The frame still scrolls sideways as a last resort
 * and is focusable so the keyboard can scroll it too. An empty list says so in words instead of showing an empty grid.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  testId,
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
  testId?: string;
}) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid={testId ? `${testId}-empty` : undefined}>
        {empty}
      </Text>
    );
  }
  return (
    // A scrollable region needs a name and keyboard access (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={classes.frame} tabIndex={0} role="region" aria-label={caption}>
      <Table striped highlightOnHover verticalSpacing="sm" className={classes.table} role="table" data-testid={testId}>
        <caption className={hidden.hidden}>{caption}</caption>
        <Table.Thead>
          <Table.Tr role="row">
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" role="columnheader">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
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
  );
}
