import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import classes from './error-summary.module.css';

export interface SummaryError {
  /** The id of the input the message belongs to; none for a problem with the whole form (wrong password, say). */
  fieldId?: string;
  message: string;
}

/**
 * The GOV.UK error summary: listed at the top of a form after a failed submit, focused so screen readers read it,
 * each entry a link that moves focus to its field. `attempt` changes on every submit, so focus returns each time (once a
 * submit).
 */
export function ErrorSummary({ errors, attempt }: { errors: readonly SummaryError[]; attempt: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  // Focus follows a submit (`attempt`), never the messages alone: once a submit failed, the form checks as the user
  // types, and a message appearing then (an amount half typed) must not pull focus out of the field being typed in.
  const focusedAttempt = useRef(0);
  useEffect(() => {
    // A form reset counts its submits from 0 again.
    if (attempt === 0) focusedAttempt.current = 0;
    if (attempt === 0 || !hasErrors || focusedAttempt.current === attempt) return;
    focusedAttempt.current = attempt;
    ref.current?.focus();
  }, [attempt, hasErrors]);

  if (!hasErrors) return null;
  return (
    <div ref={ref} className={classes.summary} tabIndex={-1} role="alert" aria-labelledby={titleId} data-testid="error-summary">
      <h2 id={titleId} className={classes.title}>
        {t('errors.summaryTitle')}
      </h2>
      <ul className={classes.list}>
        {errors.map((error) => (
          <li key={error.fieldId ?? `general:${error.message}`}>
            {error.fieldId === undefined ? (
              <span className={classes.general}>{error.message}</span>
            ) : (
              <a
                className={classes.link}
                href={`#${error.fieldId}`}
                onClick={(event) => {
                  // A hash link would be read as a route here; move focus instead.
                  event.preventDefault();
                  document.getElementById(error.fieldId ?? '')?.focus();
                }}
              >
                {error.message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
