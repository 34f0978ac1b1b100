import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { RamadanPayment, RamadanRewardStatus } from '@sanad/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { applicationPagePath, paths } from '../../../app/paths.ts';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { PageHeading } from '../../../components/page-heading.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { nameIn } from '../../../lib/names.ts';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { useRamadanEligibility, useRamadanMembers, useRamadanPayments } from '../api/ramadan-api.ts';
import classes from './ramadan.screen.module.css';
import { LoadFailed } from '../../../components/load-failed.tsx';

const statusColors: Record<RamadanRewardStatus, string> = { SCHEDULED: 'blue', PAID: 'green', FAILED: 'red' };

function EligibilityCard() {
  const { t } = useTranslation();
  const eligibility = useRamadanEligibility(true);
  let body;
  if (eligibility.failed && !eligibility.data)
    body = <LoadFailed compact onRetry={eligibility.retry} testId="ramadan-eligibility-failed" />;
  else if (!eligibility.data) body = <Text aria-live="polite">{t('ramadan.eligibility.loading')}</Text>;
  else {
    const answer = eligibility.data;
    body = (
      <Stack gap="sm" align="flex-start" data-testid="ramadan-eligibility">
        <Group gap="sm">
          <h2 id="ramadan-eligibility-title" className={formClasses.sectionTitle}>
            {t('ramadan.eligibility.title', { year: answer.hijriYear })}
          </h2>
          <Badge color={answer.eligible ? 'green' : 'gray'} variant="light" className={formClasses.wrapBadge}>
            {answer.eligible ? t('ramadan.eligibility.eligible') : t('ramadan.eligibility.notEligible')}
          </Badge>
        </Group>
        <Text data-testid="ramadan-eligibility-message">{answer.message}</Text>
        {answer.reason === 'NO_SSP_APPLICATION' ? (
          <Link to={paths.programs} className={formClasses.link}>
            {t('ramadan.eligibility.applyLink')}
          </Link>
        ) : null}
        {answer.reason === 'SSP_NOT_ELIGIBLE' && answer.applicationId !== null ? (
          <Link to={applicationPagePath(answer.applicationId)} className={formClasses.link}>
            {t('ramadan.eligibility.applicationLink')}
          </Link>
        ) : null}
      </Stack>
    );
  }
  return (
    <section className={formClasses.card} aria-labelledby={eligibility.data ? 'ramadan-eligibility-title' : undefined}>
      {body}
    </section>
  );
}

/** The members one reward counted; read only once the person opens it. */
function Members({ payment, id }: { payment: RamadanPayment; id: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const members = useRamadanMembers(payment.id, true);
  if (members.failed && !members.data) return <LoadFailed compact onRetry={members.retry} testId="ramadan-members-failed" />;
  if (!members.data) return <Text aria-live="polite">{t('ramadan.members.loading')}</Text>;
  return (
    <ul
      id={id}
      className={classes.members}
      aria-label={t('ramadan.members.caption', { year: payment.hijriYear })}
      data-testid="ramadan-members"
    >
      {members.data.map((member, index) => (
        <li key={`${index}-${member.nameEn}`} data-testid="ramadan-member">
          <span className={classes.memberName}>{nameIn(member, language)}</span>
          <span>
            {member.relationship === null ? t('ramadan.members.head') : lookupName('relationship', member.relationship, language)}
          </span>
          <span>{formatMoney(member.amount, language)}</span>
        </li>
      ))}
    </ul>
  );
}

function MembersDisclosure({ payment }: { payment: RamadanPayment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (payment.membersCount === 0) return <Text size="sm">{t('ramadan.members.show', { count: 0 })}</Text>;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
        className={formClasses.wrapButton}
        classNames={{ label: formClasses.wrapLabel }}
        data-testid="ramadan-members-toggle"
      >
        {open ? t('ramadan.members.hide') : t('ramadan.members.show', { count: payment.membersCount })}
      </Button>
      {open ? <Members payment={payment} id={id} /> : null}
    </Stack>
  );
}

function Payments() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const payments = useRamadanPayments(true);
  const columns: DataColumn<RamadanPayment>[] = [
    { key: 'year', header: t('ramadan.payments.columns.year'), cell: (row) => t('ramadan.payments.yearValue', { year: row.hijriYear }) },
    { key: 'amount', header: t('ramadan.payments.columns.amount'), cell: (row) => formatMoney(row.amount, language) },
    {
      key: 'status',
      header: t('ramadan.payments.columns.status'),
      cell: (row) => (
        <Badge color={statusColors[row.status]} variant="light" className={formClasses.wrapBadge}>
          {t(`ramadan.payments.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'paid',
      header: t('ramadan.payments.columns.paid'),
      cell: (row) => (row.paidAt ? <DateText iso={row.paidAt} /> : t('ramadan.payments.notPaid')),
    },
    { key: 'members', header: t('ramadan.payments.columns.members'), cell: (row) => <MembersDisclosure payment={row} /> },
  ];
  let body;
  if (payments.failed && !payments.data) body = <LoadFailed compact onRetry={payments.retry} testId="ramadan-payments-failed" />;
  else if (!payments.data) body = <Text aria-live="polite">{t('ramadan.payments.loading')}</Text>;
  else {
    body = (
      <DataTable
        caption={t('ramadan.payments.caption')}
        columns={columns}
        rows={payments.data}
        rowKey={(row) => row.id}
        empty={t('ramadan.payments.empty')}
        testId="ramadan-payments"
      />
    );
  }
  return (
    <section className={formClasses.card} aria-labelledby="ramadan-payments-title">
      <h2 id="ramadan-payments-title" className={formClasses.sectionTitle}>
        {t('ramadan.payments.title')}
      </h2>
      {body}
    </section>
  );
}

/**
 * The Ramadan reward (spec §2 /ramadan-program/application; DOMAIN.md "Ramadan reward"): whether the household is
 * eligible for the coming Ramadan and why, and the rewards paid, each with the members it counted. It is paid to
 * the head of household: anyone else is told so without calls the server would refuse (a 403 ends the session).
 */
export function RamadanScreen() {
  const { t } = useTranslation();
  const applicant = hasAuthority(useSession(), 'APPLICANT');
  return (
    <Stack gap="lg" data-testid="ramadan-screen">
      <PageHeading>{t('ramadan.title')}</PageHeading>
      <Text>{t('ramadan.intro')}</Text>
      {applicant ? (
        <>
          <EligibilityCard />
          <Payments />
        </>
      ) : (
        <Alert color="blue" data-testid="ramadan-not-applicant">
          {t('ramadan.notApplicant')}
        </Alert>
      )}
      <ul className={formClasses.links}>
        <li>
          <Link to={paths.programs}>{t('programs.title')}</Link>
        </li>
      </ul>
    </Stack>
  );
}
