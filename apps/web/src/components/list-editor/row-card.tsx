import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import formClasses from '../form/form.module.css';
import { useTranslation } from '../../lib/i18n.tsx';
import classes from './list-editor.module.css';

/** One row of a list editor: its title, a remove button named after it, and its fields side by side. */
export function RowCard({
  title,
  removeLabel,
  onRemove,
  children,
  testId,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <li className={classes.row} data-testid={testId}>
      <div className={classes.rowHeader}>
        <h4 className={classes.rowTitle}>{title}</h4>
        <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} aria-label={removeLabel}>
          {t('profile.list.remove')}
        </Button>
      </div>
      <div className={formClasses.grid}>{children}</div>
    </li>
  );
}
