import { useEffect, useRef, useState } from 'react';
import { withRenamedFields, type FieldRenamer } from '../../lib/form-errors.ts';

/**
 * One row of a list editor (an income source, a property, a license): a key for its inputs that never changes while
 * the row is on screen, and the stored id (null for a row added here and not saved yet).
 */
export interface ListRow {
  key: string;
  id: string | null;
}

let added = 0;

/** The inputs of a row are named `<key>.<field>`, so a form holds every row in one set of values. */
export const rowField = (row: Pick<ListRow, 'key'>, field: string) => `${row.key}.${field}`;

/** The ids of every row's inputs for `useForm`, in screen order. */
export function rowIds(rows: readonly ListRow[], fields: readonly string[], prefix: string): Record<string, string> {
  return Object.fromEntries(rows.flatMap((row) => fields.map((field) => [rowField(row, field), `${prefix}-${row.key}-${field}`])));
}

/** The values of a new row: every input empty. */
export function blankRow(row: Pick<ListRow, 'key'>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [rowField(row, field), '']));
}

/**
 * Puts the API's errors about `list.<index>.<field>` on the row sent at that index; errors about a whole row (`list.2`,
 * a duplicate) or its id land on its first field.
 */
export function rowRenamer(list: string, sent: readonly ListRow[], fields: readonly string[]): FieldRenamer {
  return (field) => {
    const match = new RegExp(`^${list}\\.(\\d+)(?:\\.(\\w+))?$`).exec(field);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!match || !row) return null;
    const name = match[2] !== undefined && fields.includes(match[2]) ? match[2] : fields[0];
    return name === undefined ? null : rowField(row, name);
  };
}

/**
 * Sends the rows of a list editor; when the API refuses them, its errors are renamed onto the rows as they were sent
 * (see `rowRenamer`), so each message lands at its input.
 */
export async function sendRows<T>(send: () => Promise<T>, list: string, sent: readonly ListRow[], fields: readonly string[]): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw withRenamedFields(error, rowRenamer(list, sent, fields));
  }
}

/**
 * The rows of a list editor. Adding a row moves focus to its first input and removing one moves it to the add button,
 * so keyboard and screen-reader users stay where the change happened.
 */
export function useRows(initial: () => ListRow[], focus: { firstField: string; prefix: string; addButtonId: string }) {
  const [rows, setRows] = useState<ListRow[]>(initial);
  // Where focus goes once the change is on screen.
  const focusId = useRef<string | null>(null);

  useEffect(() => {
    if (focusId.current === null) return;
    document.getElementById(focusId.current)?.focus();
    focusId.current = null;
  });

  const add = (): ListRow => {
    added += 1;
    const row = { key: `new${added}`, id: null };
    setRows((current) => [...current, row]);
    focusId.current = `${focus.prefix}-${row.key}-${focus.firstField}`;
    return row;
  };
  const remove = (key: string) => {
    setRows((current) => current.filter((row) => row.key !== key));
    focusId.current = focus.addButtonId;
  };
  return { rows, setRows, add, remove };
}

/** Rows for stored items, keyed by their ids. */
export function storedRows(items: readonly { id: string }[]): ListRow[] {
  return items.map((item) => ({ key: `s${item.id.replace(/[^\w-]/g, '')}`, id: item.id }));
}
