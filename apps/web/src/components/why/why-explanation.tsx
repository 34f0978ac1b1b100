import type { EligibilityOutcome, TraceStep } from '@sanad/contract';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLanguage } from '../../lib/language-context.tsx';
import hidden from '../visually-hidden.module.css';
import { whyGroups, whySentences, type WhyMember, type WhySentence } from './why-sentences.ts';
import classes from './why.module.css';

const marks: Record<WhySentence['outcome'], string> = { PASS: '✓', FAIL: '✗', INFO: '•' };

/**
 * Why a house came out as it did: the rules the eligibility function evaluated, worded with the person's own values
 * and the limits (why-sentences.ts), grouped under headings. A rule that failed is marked and said in bold; the mark
 * is also said in words for screen readers. Used for a published month, an FLV pre-check, a what-if and an estimate.
 */
export function WhyExplanation({
  trace,
  members,
  outcome,
  mode,
  deductions,
  net,
  headingLevel = 3,
  testId = 'why',
}: {
  trace: readonly TraceStep[];
  members: readonly WhyMember[];
  outcome: EligibilityOutcome;
  mode: 'month' | 'check';
  deductions?: number;
  net?: number;
  headingLevel?: 3 | 4 | 5;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const sentences = whySentences({ trace, members, outcome, mode, deductions, net }, t, language);
  const Heading = (['h3', 'h4', 'h5'] as const)[headingLevel - 3] ?? 'h4';
  if (sentences.length === 0) return <p data-testid={`${testId}-empty`}>{t('why.noTrace')}</p>;
  return (
    <div className={classes.groups} data-testid={testId}>
      {whyGroups.map((group) => {
        const inGroup = sentences.filter((sentence) => sentence.group === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group}>
            <Heading className={classes.groupTitle}>{t(`why.group.${group}`)}</Heading>
            <ul className={classes.sentences}>
              {inGroup.map((sentence, index) => (
                <li key={index} className={classes.sentence} data-testid={`${testId}-sentence`} data-outcome={sentence.outcome}>
                  <span
                    aria-hidden="true"
                    className={`${classes.mark} ${sentence.outcome === 'PASS' ? classes.pass : sentence.outcome === 'FAIL' ? classes.fail : ''}`}
                  >
                    {marks[sentence.outcome]}
                  </span>
                  <span className={sentence.outcome === 'FAIL' ? classes.failText : undefined}>
                    {sentence.outcome === 'INFO' ? null : <span className={hidden.hidden}>{t(`why.mark.${sentence.outcome}`)}</span>}{' '}
                    {sentence.text}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
