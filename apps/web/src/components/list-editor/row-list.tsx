import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.tsx';
import type { ListRow } from './list-rows.ts';
import classes from './list-editor.module.css';
import { RowCard } from './row-card.tsx';

/**
 * The rows of a list editor: a sentence when there are none, else a labelled list with one card per row, each titled
 * by its position ("Income source 2") and with a remove button named after that title. `children` renders a row's
 * fields.
 */
export function RowList({
  rows,
  rowTitle,
  empty,
  emptyTestId,
  listLabel,
  rowTestId,
  onRemove,
  children,
}: {
  rows: readonly ListRow[];
  /** The title of the row at `number` (from 1). */
  rowTitle: (number: number) => string;
  empty: string;
  emptyTestId: string;
  listLabel: string;
  rowTestId: string;
  onRemove: (key: string) => void;
  children: (row: ListRow) => ReactNode;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text data-testid={emptyTestId}>{empty}</Text>;
  return (
    <ul className={classes.rows} aria-label={listLabel}>
      {rows.map((row, index) => {
        const title = rowTitle(index + 1);
        return (
          <RowCard
            key={row.key}
            title={title}
            removeLabel={t('profile.list.removeNamed', { name: title })}
            onRemove={() => onRemove(row.key)}
            testId={rowTestId}
          >
            {children(row)}
          </RowCard>
        );
      })}
    </ul>
  );
}
