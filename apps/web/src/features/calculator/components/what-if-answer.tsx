import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text } from '@mantine/core';
import type { EligibilityAmountChange, Language, WhatIfHouse, WhatIfResult } from '@sanad/contract';
import { useEffect, useRef } from 'react';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { OutcomeBadge } from '../../../components/cycle/outcome-badge.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import hidden from '../../../components/visually-hidden.module.css';
import { MembersTable } from '../../../components/why/members-table.tsx';
import { ReasonsList } from '../../../components/why/reasons-list.tsx';
import { WhyExplanation } from '../../../components/why/why-explanation.tsx';
import { amountChangeSentence, whyWorder } from '../../../components/why/why-sentences.ts';
import { formatMoney } from '../../../lib/format.ts';
import { Trans, useTranslation, type TFunction } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import classes from './calculator.module.css';
import { namedMembers } from './what-if-model.ts';

/** What a house would be paid a month: its entitlement when something is paid, else nothing. */
export const monthlyAmount = (house: Pick<WhatIfHouse, 'paid' | 'entitlement'>) => (house.paid ? house.entitlement : 0);

/** What a screen reader hears when a what-if answers: today's amount and the one with the changes. */
export function whatIfAnnouncement(result: WhatIfResult, t: TFunction, language: Language): string {
  return t('whatIf.answer.announce', {
    today: formatMoney(monthlyAmount(result.current), language),
    changed: formatMoney(monthlyAmount(result.whatIf), language),
  });
}

type FigureKey = 'STANDARD' | 'COUNTED_INCOME' | 'ASSETS' | 'ENTITLEMENT';
const figureRows: readonly { key: FigureKey; label: string; of: (house: WhatIfHouse) => number }[] = [
  { key: 'STANDARD', label: 'eligibility.figures.standard', of: (house) => house.standard },
  { key: 'COUNTED_INCOME', label: 'eligibility.figures.countedIncome', of: (house) => house.countedIncome },
  { key: 'ASSETS', label: 'eligibility.figures.assets', of: (house) => house.assets },
  { key: 'ENTITLEMENT', label: 'eligibility.figures.entitlement', of: (house) => house.entitlement },
];

/**
 * A what-if's answer: today's amount and the amount with the changes side by side, the figures of both with those
 * that moved marked, the rules that moved (each step worded as the why words it, as it is today and as it would be),
 * the whole why with the changes, who would count, and that nothing was saved. Its heading takes focus when an answer
 * arrives (`answerKey` changes).
 */
export function WhatIfAnswer({ result, answerKey }: { result: WhatIfResult; answerKey: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [answerKey]);

  const todayMembers = namedMembers(result.current.members, t, language);
  const changedMembers = namedMembers(result.whatIf.members, t, language);
  const wordToday = whyWorder(
    { trace: result.current.trace, members: todayMembers, outcome: result.current.outcome, mode: 'check' },
    t,
    language,
  );
  const wordChanged = whyWorder(
    { trace: result.whatIf.trace, members: changedMembers, outcome: result.whatIf.outcome, mode: 'check' },
    t,
    language,
  );
  const movedFigures = new Set(result.amounts.map((change: EligibilityAmountChange) => change.item));
  const paidMoved = monthlyAmount(result.current) !== monthlyAmount(result.whatIf);

  const side = (house: WhatIfHouse, title: string, testId: string, changed: boolean) => (
    <div className={`${classes.side} ${changed ? classes.sideChanged : ''}`} data-testid={testId}>
      <h4 className={classes.sideTitle}>{title}</h4>
      <p className={classes.sideAmount}>
        <MoneyText halalas={monthlyAmount(house)} />
      </p>
      {/* Not eligible: the badge and the reasons below say so. */}
      {house.outcome === 'INELIGIBLE' ? null : (
        <Text size="sm">
          {house.paid ? t('whatIf.answer.aMonth') : t('whatIf.answer.belowMinimum', { amount: formatMoney(house.entitlement, language) })}
        </Text>
      )}
      <div>
        <OutcomeBadge outcome={house.outcome} testId={`${testId}-outcome`} />
      </div>
      <ReasonsList reasons={house.reasons} testId={`${testId}-reasons`} />
    </div>
  );

  return (
    <section className={`${formClasses.card} ${classes.answer}`} aria-labelledby="whatif-result-title" data-testid="whatif-answer">
      <Stack gap="md">
        <h3 id="whatif-result-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
          {t('whatIf.answer.title')}
        </h3>
        <div className={classes.sides}>
          {side(result.current, t('whatIf.answer.today'), 'whatif-today', false)}
          {side(result.whatIf, t('whatIf.answer.changed'), 'whatif-changed', true)}
        </div>
        <Alert color="blue" variant="light" data-testid="whatif-nothing-saved">
          <Trans i18nKey="whatIf.answer.nothingSaved" components={{ date: <DateText iso={result.parametersDay} /> }} />
        </Alert>

        {/* Scrolls sideways as a last resort on a narrow phone: a scrollable region needs a name and keyboard access. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={classes.compareFrame} tabIndex={0} role="region" aria-label={t('whatIf.answer.figuresCaption')}>
          <table className={classes.compare} data-testid="whatif-figures">
            <caption>{t('whatIf.answer.figuresCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('whatIf.answer.figure')}</th>
                <th scope="col">{t('whatIf.answer.today')}</th>
                <th scope="col">{t('whatIf.answer.changed')}</th>
              </tr>
            </thead>
            <tbody>
              {figureRows.map((row) => {
                const moved = movedFigures.has(row.key);
                return (
                  <tr
                    key={row.key}
                    className={moved ? classes.moved : undefined}
                    data-testid={`whatif-figure-${row.key}`}
                    data-moved={moved}
                  >
                    <th scope="row">
                      {t(row.label)}
                      {moved ? <span className={hidden.hidden}> {t('whatIf.answer.movedMark')}</span> : null}
                    </th>
                    <td>
                      <MoneyText halalas={row.of(result.current)} />
                    </td>
                    <td>
                      <MoneyText halalas={row.of(result.whatIf)} />
                    </td>
                  </tr>
                );
              })}
              <tr className={paidMoved ? classes.moved : undefined} data-testid="whatif-figure-PAID" data-moved={paidMoved}>
                <th scope="row">
                  {t('whatIf.answer.paid')}
                  {paidMoved ? <span className={hidden.hidden}> {t('whatIf.answer.movedMark')}</span> : null}
                </th>
                <td>
                  <MoneyText halalas={monthlyAmount(result.current)} />
                </td>
                <td>
                  <MoneyText halalas={monthlyAmount(result.whatIf)} />
                </td>
              </tr>
            </tbody>
          </table>
        </div>

        <div>
          <h4 className={formClasses.sectionTitle}>{t('whatIf.answer.amountsTitle')}</h4>
          {result.amounts.length === 0 ? (
            <Text data-testid="whatif-amounts-none">{t('whatIf.answer.amountsNone')}</Text>
          ) : (
            <ul className={classes.assumptions} data-testid="whatif-amounts">
              {result.amounts.map((change) => (
                <li key={change.item}>{amountChangeSentence(change, t, language)}</li>
              ))}
            </ul>
          )}
        </div>

        <div>
          <h4 className={formClasses.sectionTitle}>{t('whatIf.answer.movedTitle', { count: result.moved.length })}</h4>
          {result.moved.length === 0 ? (
            <Text data-testid="whatif-moved-none">{t('whatIf.answer.movedNone')}</Text>
          ) : (
            <ol className={classes.movedList} data-testid="whatif-moved">
              {result.moved.map((moved, index) => (
                <li
                  key={`${moved.rule}-${moved.personId ?? ''}-${moved.key ?? ''}-${index}`}
                  className={classes.movedItem}
                  data-testid="whatif-moved-rule"
                >
                  <dl>
                    <dt>{t('whatIf.answer.today')}</dt>
                    <dd data-testid="whatif-moved-from">{moved.from ? wordToday(moved.from).text : t('whatIf.answer.notBefore')}</dd>
                    <dt>{t('whatIf.answer.changed')}</dt>
                    <dd data-testid="whatif-moved-to">{moved.to ? wordChanged(moved.to).text : t('whatIf.answer.notAfter')}</dd>
                  </dl>
                </li>
              ))}
            </ol>
          )}
        </div>

        <details className={classes.details}>
          <summary>{t('whatIf.answer.whyTitle')}</summary>
          <WhyExplanation
            trace={result.whatIf.trace}
            members={changedMembers}
            outcome={result.whatIf.outcome}
            mode="check"
            headingLevel={5}
            testId="whatif-why"
          />
        </details>

        <div>
          <h4 className={formClasses.sectionTitle}>{t('whatIf.answer.membersTitle')}</h4>
          <MembersTable members={changedMembers} caption={t('whatIf.answer.membersCaption')} testId="whatif-members" />
        </div>
      </Stack>
    </section>
  );
}
