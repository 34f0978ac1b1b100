import { Text } from '@mantine/core';
import type { EligibilityChanges, EligibilityOutcome } from '@sanad/contract';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { formatPeriod } from '../../../lib/period.ts';
import { changeSentences } from '../../../components/why/why-sentences.ts';
import classes from '../../../components/why/why.module.css';

/**
 * What changed since the house's previous published month (EligibilityDetail.changes): the amounts that moved, the
 * members who joined, left, became counted or left out, changed category or income, and whether the parameters did.
 * A house's first month says there is nothing to compare with.
 */
export function WhatChanged({
  changes,
  period,
  outcome,
}: {
  changes: EligibilityChanges | null;
  period: string;
  outcome: EligibilityOutcome;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const sentences = changeSentences(changes, { period, outcome }, t, language);
  return (
    <div data-testid="what-changed">
      <h4 className={formClasses.sectionTitle}>
        {changes ? t('whatChanged.title', { previous: formatPeriod(changes.previousPeriod, language) }) : t('whatChanged.titleFirst')}
      </h4>
      {sentences === null ? (
        <Text>{t('whatChanged.first')}</Text>
      ) : (
        <ul className={classes.changes}>
          {sentences.map((sentence, index) => (
            <li key={index} data-testid="what-changed-item">
              {sentence}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
