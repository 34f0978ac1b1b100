import { useTranslation } from '../lib/i18n.tsx';
import classes from './step-indicator.module.css';

/** Where the person is in a multi-step task, read out as "step 2 of 3" as well as drawn. */
export function StepIndicator({ current, labels }: { current: number; labels: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ol className={classes.steps} aria-label={t('steps.label', { current, total: labels.length })}>
      {labels.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li key={label} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={classes.number} aria-hidden="true">
              {number}
            </span>
            <span>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
