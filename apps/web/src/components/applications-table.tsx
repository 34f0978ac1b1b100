import '@mantine/core/styles/Badge.css';
import { Badge, Text } from '@mantine/core';
import type { ApplicationSummary, DependentApplication, Language } from '@sanad/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from './data-table.tsx';
import formClasses from './form/form.module.css';
import { LtrText } from './ltr-text.tsx';
import hidden from './visually-hidden.module.css';
import { useTranslation, type TFunction } from '../lib/i18n.tsx';
import { useLanguage } from '../lib/language-context.tsx';
import { nameIn } from '../lib/names.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { DateText } from './date-text.tsx';

/** The program of an application in the UI language. */
export function programNameOf(application: Pick<ApplicationSummary, 'programNameAr' | 'programNameEn'>, language: Language): string {
  return nameIn({ nameAr: application.programNameAr, nameEn: application.programNameEn }, language);
}

/** When it was submitted, or that it has not been yet (a draft). */
export function submittedOn(submittedAt: string | null, t: TFunction): ReactNode {
  return submittedAt ? <DateText iso={submittedAt} /> : t('applications.notSubmitted');
}

/**
 * The caller's applications as the one data table: number, program, state, submitted date, whether documents are
 * waiting for them, and (where the page may be opened: `pageOf` gives its address) a link to the application page. The
 * white-listed applicant's page leaves the link out: the white-list guard keeps them on their own page, so it would
 * only bounce.
 */
export function ApplicationsTable({
  applications,
  caption,
  empty,
  pageOf,
  withSubmitted = true,
  withDocuments = true,
  testId = 'applications-table',
}: {
  applications: readonly ApplicationSummary[];
  caption: string;
  empty: string;
  /** The address of an application's page (app/paths.ts `applicationPagePath`); none: no link column. */
  pageOf?: (id: string) => string;
  withSubmitted?: boolean;
  withDocuments?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns: DataColumn<ApplicationSummary>[] = [
    { key: 'number', header: t('applications.columns.number'), cell: (row) => <LtrText>{row.number}</LtrText> },
    { key: 'program', header: t('applications.columns.program'), cell: (row) => programNameOf(row, language) },
    { key: 'status', header: t('applications.columns.status'), cell: (row) => <ApplicationStatusBadge status={row.status} /> },
  ];
  if (withSubmitted) {
    columns.push({
      key: 'submitted',
      header: t('applications.columns.submitted'),
      cell: (row) => submittedOn(row.submittedAt, t),
    });
  }
  if (withDocuments) {
    columns.push({
      key: 'documents',
      header: t('applications.columns.documents'),
      cell: (row) =>
        row.hasPendingDocuments ? (
          <Badge color="orange" variant="light" className={formClasses.wrapBadge} data-testid="application-documents-pending">
            {t('applications.documentsPending')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('applications.documentsNone')}
          </Text>
        ),
    });
  }
  if (pageOf) {
    columns.push({
      key: 'open',
      header: t('applications.columns.actions'),
      cell: (row) => (
        <Link to={pageOf(row.id)} className={formClasses.link} data-testid="application-open">
          {t('applications.open')} <span className={hidden.hidden}>{t('applications.openWhich', { number: row.number })}</span>
        </Link>
      ),
    });
  }
  return <DataTable caption={caption} columns={columns} rows={applications} rowKey={(row) => row.id} empty={empty} testId={testId} />;
}

/** Whether an application counts the dependent, and whether in one of the head's houses. */
function includedText(row: DependentApplication, t: TFunction): string {
  if (!row.included) return t('dependentApplications.notIncluded');
  return row.includedHouseId === null ? t('dependentApplications.included') : t('dependentApplications.includedHouse');
}

/**
 * A dependent's view of the applications that may count them (read only): whose application, whether it counts them,
 * its state and, once there is one, the decision about them. `compact` (the home panel) keeps what a glance needs.
 */
export function DependentApplicationsTable({
  applications,
  caption,
  empty,
  compact = false,
  testId = 'dependent-applications-table',
}: {
  applications: readonly DependentApplication[];
  caption: string;
  empty: string;
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns: DataColumn<DependentApplication>[] = [
    { key: 'number', header: t('dependentApplications.columns.number'), cell: (row) => <LtrText>{row.number}</LtrText> },
    { key: 'program', header: t('dependentApplications.columns.program'), cell: (row) => programNameOf(row, language) },
    {
      key: 'applicant',
      header: t('dependentApplications.columns.applicant'),
      cell: (row) => nameIn({ nameAr: row.applicantNameAr, nameEn: row.applicantNameEn }, language),
    },
    { key: 'included', header: t('dependentApplications.columns.included'), cell: (row) => includedText(row, t) },
    { key: 'status', header: t('dependentApplications.columns.status'), cell: (row) => <ApplicationStatusBadge status={row.status} /> },
  ];
  if (!compact) {
    columns.push(
      {
        key: 'outcome',
        header: t('dependentApplications.columns.outcome'),
        cell: (row) => t(`dependentApplications.outcome.${row.outcome ?? 'none'}`),
      },
      { key: 'submitted', header: t('dependentApplications.columns.submitted'), cell: (row) => submittedOn(row.submittedAt, t) },
    );
  }
  return (
    <DataTable caption={caption} columns={columns} rows={applications} rowKey={(row) => row.applicationId} empty={empty} testId={testId} />
  );
}
