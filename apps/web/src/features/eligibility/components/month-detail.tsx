import { Group, Stack, Text } from '@mantine/core';
import type { EligibilityDetail } from '@sanad/contract';
import { useEffect, useRef } from 'react';
import { houseBriefName } from '../../../components/cycle/house-brief.ts';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { OutcomeBadge } from '../../../components/cycle/outcome-badge.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { formatPeriod } from '../../../lib/period.ts';
import { useMonthDetail } from '../api/eligibility-api.ts';
import { Figures } from '../../../components/why/figures.tsx';
import { MembersTable } from '../../../components/why/members-table.tsx';
import { ReasonsList } from '../../../components/why/reasons-list.tsx';
import { WhatChanged } from './what-changed.tsx';
import { WhyExplanation } from '../../../components/why/why-explanation.tsx';

/**
 * One published month of one house (load/last-eligibility/{a}/{b}?cycle_ID=): its outcome and reasons, the figures,
 * why (every rule with the person's own values), what changed since the house's previous month, and who was counted.
 * Its heading takes focus when it opens, so a keyboard or screen-reader user lands on what they asked for.
 */
export function MonthDetail({
  applicationId,
  houseId,
  period,
  backLink,
}: {
  applicationId: string;
  houseId: string;
  period: string;
  backLink: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const detail = useMonthDetail(applicationId, houseId, period);
  return (
    <section className={formClasses.card} aria-labelledby="month-detail-title" data-testid="month-detail">
      <Stack gap="md">
        <ReadState state={detail} loading={t('eligibility.detail.loading')} failedTestId="month-detail-failed">
          {(data) =>
            data === null ? (
              <>
                <h3 id="month-detail-title" className={formClasses.sectionTitle}>
                  {t('eligibility.detail.titleMonth', { month: formatPeriod(period, language) })}
                </h3>
                <Text data-testid="month-detail-none">{t('eligibility.detail.none')}</Text>
              </>
            ) : (
              <MonthView data={data} />
            )
          }
        </ReadState>
        <div>{backLink}</div>
      </Stack>
    </section>
  );
}

function MonthView({ data }: { data: EligibilityDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [data.resultId]);
  const month = formatPeriod(data.period, language);
  const house = houseBriefName(data.house, t);
  return (
    <>
      <Group gap="sm" align="center">
        <h3 id="month-detail-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
          {t('eligibility.detail.title', { month, house })}
        </h3>
        <OutcomeBadge outcome={data.outcome} />
      </Group>
      <ReasonsList reasons={data.reasons} testId="month-detail-reasons" />
      <Figures
        testId="month-figures"
        items={[
          { key: 'standard', label: t('eligibility.figures.standard'), value: <MoneyText halalas={data.standard} /> },
          { key: 'income', label: t('eligibility.figures.countedIncome'), value: <MoneyText halalas={data.countedIncome} /> },
          { key: 'assets', label: t('eligibility.figures.assets'), value: <MoneyText halalas={data.assets} /> },
          { key: 'entitlement', label: t('eligibility.figures.entitlement'), value: <MoneyText halalas={data.entitlement} /> },
          { key: 'deductions', label: t('eligibility.figures.deductions'), value: <MoneyText halalas={data.deductions} /> },
          { key: 'net', label: t('eligibility.figures.net'), value: <MoneyText halalas={data.net} /> },
        ]}
      />
      {data.paymentDate ? (
        <Text size="sm">
          {t('eligibility.detail.paymentDate')} <DateText iso={data.paymentDate} />
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('eligibility.detail.parametersDay')} <DateText iso={data.parametersDay} />
      </Text>
      <div>
        <h4 className={formClasses.sectionTitle}>{t('eligibility.detail.why')}</h4>
        <WhyExplanation
          trace={data.trace}
          members={data.members}
          outcome={data.outcome}
          mode="month"
          deductions={data.deductions}
          net={data.net}
          headingLevel={5}
        />
      </div>
      <WhatChanged changes={data.changes} period={data.period} outcome={data.outcome} />
      <div>
        <h4 className={formClasses.sectionTitle}>{t('eligibility.detail.members')}</h4>
        <MembersTable members={data.members} caption={t('eligibility.members.caption', { month, house })} />
      </div>
    </>
  );
}
