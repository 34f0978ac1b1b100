import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Page } from '@sanad/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EndpointState } from '../../lib/server-state.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { DataTable, type DataColumn } from '../data-table.tsx';
import formClasses from '../form/form.module.css';
import { PageHeading } from '../page-heading.tsx';
import { ReadState } from './read-state.tsx';

/** The words of a requests page, each a locale key of its group (`appeals`, `complaints`, `tickets`, `visits`). */
export interface RequestsPageWords {
  title: string;
  intro: string;
  loading: string;
  notAllowed: string;
  listTitle: string;
  listCaption: string;
  listEmpty: string;
}

/**
 * A beneficiary's requests of one kind, appeals, payment complaints or tickets (decisions 060, 062, 064): the intro, the one
 * opened (`details`, above the list, when the query names one), then the list a page at a time; a caller who may not
 * make them (a dependent) is told so without a call the server would refuse. `testId` names the page and its parts.
 */
export function RequestsPage<Row extends { id: string }>({
  testId,
  words,
  allowed,
  details,
  list,
  columns,
  onPage,
  backTo,
  filter,
}: {
  testId: string;
  words: RequestsPageWords;
  allowed: boolean;
  details: ReactNode;
  /** A filter of the list, shown above it (tamkeen appointments). */
  filter?: ReactNode;
  list: Pick<EndpointState<Page<Row>>, 'data' | 'failed' | 'retry'>;
  columns: DataColumn<Row>[];
  onPage: (page: number) => void;
  /** Where the back button leads (home). */
  backTo: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid={`${testId}-screen`}>
      <PageHeading>{t(words.title)}</PageHeading>
      {allowed ? (
        <>
          <Text>{t(words.intro)}</Text>
          {details}
          <section className={formClasses.card} aria-labelledby={`${testId}-list-title`}>
            <h2 id={`${testId}-list-title`} className={formClasses.sectionTitle}>
              {t(words.listTitle)}
            </h2>
            {filter}
            <ReadState state={list} loading={t(words.loading)} failedTestId={`${testId}-failed`}>
              {(data) => (
                <DataTable
                  caption={t(words.listCaption)}
                  columns={columns}
                  rows={data.items}
                  rowKey={(row) => row.id}
                  empty={t(words.listEmpty)}
                  testId={testId}
                  paging={{ page: data.page, pageSize: data.pageSize, total: data.total, onPage }}
                />
              )}
            </ReadState>
          </section>
        </>
      ) : (
        <Alert color="blue" data-testid={`${testId}-not-allowed`}>
          {t(words.notAllowed)}
        </Alert>
      )}
      <div>
        <Button component={Link} to={backTo} variant="default">
          {t('common.back')}
        </Button>
      </div>
    </Stack>
  );
}

/** The words of `group` under the keys every requests page has. */
export const requestsPageWords = (group: 'appeals' | 'complaints' | 'tickets' | 'visits' | 'tamkeen.appointment'): RequestsPageWords => ({
  title: `${group}.title`,
  intro: `${group}.intro`,
  loading: `${group}.loading`,
  notAllowed: `${group}.notAllowed`,
  listTitle: `${group}.list.title`,
  listCaption: `${group}.list.caption`,
  listEmpty: `${group}.list.empty`,
});
