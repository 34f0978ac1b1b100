import type { EligibilityReason } from '@sanad/contract';
import { useTranslation } from '../../lib/i18n.tsx';
import { reasonText } from './why-sentences.ts';
import classes from './why.module.css';

/** The reasons of an outcome, each named in the reader's language; nothing when there are none. */
export function ReasonsList({ reasons, testId = 'reasons' }: { reasons: readonly EligibilityReason[]; testId?: string }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <ul className={classes.reasons} data-testid={testId}>
      {reasons.map((reason) => (
        <li key={reason.code}>{reasonText(reason.code, t, reason)}</li>
      ))}
    </ul>
  );
}

/** The reasons on one line, for a table cell ("—" when none). */
export function reasonsLine(reasons: readonly EligibilityReason[], t: (key: string) => string, language: string): string {
  if (reasons.length === 0) return '—';
  return reasons.map((reason) => reasonText(reason.code, t, reason)).join(language === 'ar' ? '، ' : '; ');
}
