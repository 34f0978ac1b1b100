import type { ReactNode } from 'react';
import classes from './why.module.css';

/** The figures of a month or a pre-check as label and value pairs (the standard, the income, ..., what is paid). */
export function Figures({ items, testId }: { items: readonly { key: string; label: string; value: ReactNode }[]; testId?: string }) {
  return (
    <dl className={classes.figures} data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className={classes.figure} data-testid={testId ? `${testId}-${item.key}` : undefined}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
