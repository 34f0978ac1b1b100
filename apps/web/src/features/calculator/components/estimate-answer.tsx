import '@mantine/core/styles/Alert.css';
import { Alert, Group, Stack, Text } from '@mantine/core';
import type { SupportEstimate, TraceRule } from '@sanad/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { OutcomeBadge } from '../../../components/cycle/outcome-badge.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { Figures } from '../../../components/why/figures.tsx';
import { MembersTable, type MemberRow } from '../../../components/why/members-table.tsx';
import { ReasonsList } from '../../../components/why/reasons-list.tsx';
import { WhyExplanation } from '../../../components/why/why-explanation.tsx';
import { Trans, useTranslation, type TFunction } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { Language } from '@sanad/contract';
import classes from './calculator.module.css';

/** A person of an estimate by the name the form gave them: the applicant, or "Family member 2". */
export function estimatePersonName(personId: string, t: TFunction): string {
  if (personId === 'head') return t('calculator.person.headName');
  const match = /^dependents\.(\d+)$/.exec(personId);
  return match ? t('calculator.person.dependentName', { number: Number(match[1]) + 1 }) : t('why.someone');
}

/** What a screen reader hears when an estimate arrives: the outcome and the amount in one sentence. */
export function estimateAnnouncement(estimate: SupportEstimate, t: TFunction, language: Language): string {
  const amount = formatMoney(estimate.entitlement, language);
  if (estimate.outcome === 'INELIGIBLE') return t('calculator.answer.announceIneligible');
  return estimate.paid ? t('calculator.answer.announcePaid', { amount }) : t('calculator.answer.announceBelowMinimum', { amount });
}

/**
 * The answer of the support calculator: the estimated monthly amount (or why none), the figures, why (every rule the
 * eligibility function evaluated, worded as for a month, the gates it assumed left to the note), who counts and for
 * what, and plainly what the estimate assumes and that it is an estimate on the amounts of `parametersDay`. Its
 * heading takes focus when an answer arrives (`answerKey` changes), so keyboard and screen-reader users land on it.
 */
export function EstimateAnswer({ estimate, answerKey }: { estimate: SupportEstimate; answerKey: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [answerKey]);

  const assumed = new Set<TraceRule>(estimate.assumedGates);
  const trace = estimate.trace.filter((step) => !assumed.has(step.rule));
  const members: MemberRow[] = estimate.members.map((member) => {
    const name = estimatePersonName(member.personId, t);
    return { ...member, nameAr: name, nameEn: name, relationship: null };
  });
  const minimum = estimate.parameters.minimumPayment;

  return (
    <section className={`${formClasses.card} ${classes.answer}`} aria-labelledby="estimate-title" data-testid="estimate-answer">
      <Stack gap="md">
        <Group gap="sm" align="center">
          <h2 id="estimate-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
            {t('calculator.answer.title')}
          </h2>
          <OutcomeBadge outcome={estimate.outcome} />
        </Group>
        <p className={classes.headline} data-testid="estimate-headline">
          {estimate.outcome === 'INELIGIBLE' ? (
            t('calculator.answer.ineligible')
          ) : estimate.paid ? (
            <Trans i18nKey="calculator.answer.paid" components={{ amount: <MoneyText halalas={estimate.entitlement} /> }} />
          ) : (
            <Trans
              i18nKey="calculator.answer.belowMinimum"
              components={{ amount: <MoneyText halalas={estimate.entitlement} />, minimum: <MoneyText halalas={minimum} /> }}
            />
          )}
        </p>
        <ReasonsList reasons={estimate.reasons} testId="estimate-reasons" />
        <Text>{t('calculator.answer.household', { count: estimate.members.length })}</Text>
        <Figures
          testId="estimate-figures"
          items={[
            { key: 'standard', label: t('eligibility.figures.standard'), value: <MoneyText halalas={estimate.standard} /> },
            { key: 'income', label: t('eligibility.figures.countedIncome'), value: <MoneyText halalas={estimate.countedIncome} /> },
            { key: 'assets', label: t('eligibility.figures.assets'), value: <MoneyText halalas={estimate.assets} /> },
            { key: 'entitlement', label: t('eligibility.figures.entitlement'), value: <MoneyText halalas={estimate.entitlement} /> },
          ]}
        />

        <Alert color="blue" variant="light" title={t('calculator.assumptions.title')} data-testid="estimate-assumptions">
          <Stack gap="xs">
            <Text size="sm">
              <Trans i18nKey="calculator.assumptions.estimate" components={{ date: <DateText iso={estimate.parametersDay} /> }} />
            </Text>
            <Text size="sm">{t('calculator.assumptions.gatesIntro')}</Text>
            <ul className={classes.assumptions} data-testid="estimate-assumed-gates">
              {estimate.assumedGates.map((rule) => (
                <li key={rule}>{t(`calculator.assumptions.gate.${rule}`)}</li>
              ))}
              <li>{t('calculator.assumptions.people')}</li>
              <li>{t('calculator.assumptions.amounts')}</li>
            </ul>
            <Text size="sm">
              <Trans
                i18nKey="calculator.assumptions.apply"
                components={{
                  login: <Link to={paths.login} className={formClasses.link} />,
                  register: <Link to={paths.register} className={formClasses.link} />,
                }}
              />
            </Text>
          </Stack>
        </Alert>

        <div>
          <h3 className={formClasses.sectionTitle}>{t('calculator.answer.why')}</h3>
          <WhyExplanation trace={trace} members={members} outcome={estimate.outcome} mode="check" headingLevel={4} testId="estimate-why" />
        </div>

        <div>
          <h3 className={formClasses.sectionTitle}>{t('calculator.answer.members')}</h3>
          <MembersTable
            members={members}
            caption={t('calculator.answer.membersCaption')}
            withRelationship={false}
            testId="estimate-members"
          />
        </div>

        <details className={classes.details} data-testid="estimate-parameters">
          <summary>{t('calculator.parameters.title')}</summary>
          <ul className={classes.assumptions}>
            <li>
              {t('calculator.parameters.standard', {
                head: formatMoney(estimate.parameters.standard.head, language),
                adult: formatMoney(estimate.parameters.standard.adult, language),
                minor: formatMoney(estimate.parameters.standard.minor, language),
              })}
            </li>
            <li>{t('calculator.parameters.adultAge', { age: estimate.parameters.adultAge })}</li>
            <li>{t('calculator.parameters.assetLimit', { amount: formatMoney(estimate.parameters.assetLimit, language) })}</li>
            <li>{t('calculator.parameters.minimum', { amount: formatMoney(minimum, language) })}</li>
          </ul>
        </details>
      </Stack>
    </section>
  );
}
