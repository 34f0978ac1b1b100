import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { FlvRequestDetail, FlvRequestSummary } from '@sanad/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { houseBriefName } from '../../../components/cycle/house-brief.ts';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { OutcomeBadge } from '../../../components/cycle/outcome-badge.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { toasts } from '../../../components/toast/toast-store.ts';
import hidden from '../../../components/visually-hidden.module.css';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatGregorianDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { Trans, useTranslation } from '../../../lib/i18n.tsx';
import { requestFlv, useFlvDetail, useFlvHistory, useLatestFlv } from '../api/eligibility-api.ts';
import { Figures } from '../../../components/why/figures.tsx';
import { MembersTable } from '../../../components/why/members-table.tsx';
import { ReasonsList } from '../../../components/why/reasons-list.tsx';
import { WhyExplanation } from '../../../components/why/why-explanation.tsx';

function searchWithCheck(params: URLSearchParams, id: string | null): string {
  const next = new URLSearchParams(params);
  if (id) next.set('flv', id);
  else next.delete('flv');
  return `?${next.toString()}`;
}

/**
 * The FLV tab of an SSP application's page: a pre-check of the application's houses on today's data and parameters
 * (request/flv-eligibility: the same eligibility function as the monthly cycle; it saves no decision and pays nothing),
 * its result with the why of each house, and the earlier checks, each opened with `&flv=<id>`.
 */
export function FlvTab({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [sending, setSending] = useState(false);
  const chosen = params.get('flv');

  const check = async () => {
    if (sending) return;
    setSending(true);
    try {
      const result = await requestFlv(applicationId);
      setParams(new URLSearchParams(searchWithCheck(params, result.id)));
      toasts.show({ type: 'success', message: t('flv.done') });
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, { network: t('errors.network'), unexpected: t('flv.failed') }) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="lg" data-testid="flv-tab">
      <Text>{t('flv.intro')}</Text>
      <div>
        <Button onClick={() => void check()} loading={sending} data-testid="flv-request">
          {t('flv.request')}
        </Button>
      </div>
      {chosen ? (
        <ChosenCheck
          id={chosen}
          backLink={
            <Link to={{ search: searchWithCheck(params, null) }} className={formClasses.link}>
              {t('flv.backToLatest')}
            </Link>
          }
        />
      ) : (
        <LatestCheck applicationId={applicationId} />
      )}
      <FlvHistory applicationId={applicationId} params={params} />
    </Stack>
  );
}

function LatestCheck({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const latest = useLatestFlv(applicationId);
  return (
    <section className={formClasses.card} aria-labelledby="flv-result-title" data-testid="flv-latest">
      <ReadState state={latest} loading={t('flv.loading')} failedTestId="flv-latest-failed">
        {(detail) =>
          detail === null ? (
            <>
              <h3 id="flv-result-title" className={formClasses.sectionTitle}>
                {t('flv.latestTitle')}
              </h3>
              <Text data-testid="flv-none">{t('flv.none')}</Text>
            </>
          ) : (
            <FlvDetailView detail={detail} />
          )
        }
      </ReadState>
    </section>
  );
}

function ChosenCheck({ id, backLink }: { id: string; backLink: React.ReactNode }) {
  const { t } = useTranslation();
  const detail = useFlvDetail(id);
  return (
    <section className={formClasses.card} aria-labelledby="flv-result-title" data-testid="flv-detail">
      <Stack gap="md">
        <ReadState state={detail} loading={t('flv.loading')} failedTestId="flv-detail-failed">
          {(data) => <FlvDetailView detail={data} focus />}
        </ReadState>
        <div>{backLink}</div>
      </Stack>
    </section>
  );
}

/** One pre-check: when, its outcome and total, and each house with its reasons, figures, why and people. */
function FlvDetailView({ detail, focus = false }: { detail: FlvRequestDetail; focus?: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, detail.id]);
  return (
    <Stack gap="md" data-testid="flv-result">
      <Group gap="sm">
        <h3 id="flv-result-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
          <Trans i18nKey="flv.resultTitle" components={{ date: <DateText iso={detail.requestedAt} withTime /> }} />
        </h3>
        <OutcomeBadge outcome={detail.outcome} />
      </Group>
      <Text data-testid="flv-total">
        {detail.outcome === 'ELIGIBLE' ? (
          <Trans i18nKey="flv.totalEligible" components={{ amount: <MoneyText halalas={detail.entitlement} /> }} />
        ) : (
          t('flv.totalIneligible')
        )}
      </Text>
      <Alert color="blue" variant="light">
        {t('flv.notADecision')}
      </Alert>
      {detail.houses.map((house) => {
        const name = houseBriefName(house.house, t);
        return (
          <div key={house.house.id} className={formClasses.card} data-testid="flv-house">
            <Stack gap="sm">
              <Group gap="sm">
                <h4 className={formClasses.sectionTitle}>{name}</h4>
                <OutcomeBadge outcome={house.outcome} />
              </Group>
              <ReasonsList reasons={house.reasons} />
              <Figures
                items={[
                  { key: 'standard', label: t('eligibility.figures.standard'), value: <MoneyText halalas={house.standard} /> },
                  { key: 'income', label: t('eligibility.figures.countedIncome'), value: <MoneyText halalas={house.countedIncome} /> },
                  { key: 'assets', label: t('eligibility.figures.assets'), value: <MoneyText halalas={house.assets} /> },
                  { key: 'entitlement', label: t('eligibility.figures.entitlement'), value: <MoneyText halalas={house.entitlement} /> },
                ]}
              />
              <WhyExplanation
                trace={house.trace}
                members={house.members}
                outcome={house.outcome}
                mode="check"
                headingLevel={5}
                testId="flv-why"
              />
              <MembersTable members={house.members} caption={t('flv.membersCaption', { house: name })} withShare={false} />
            </Stack>
          </div>
        );
      })}
    </Stack>
  );
}

function FlvHistory({ applicationId, params }: { applicationId: string; params: URLSearchParams }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const history = useFlvHistory(applicationId);
  const columns: DataColumn<FlvRequestSummary>[] = [
    {
      key: 'requested',
      header: t('flv.history.requested'),
      cell: (row) => <DateText iso={row.requestedAt} withTime />,
      sortValue: (row) => row.requestedAt,
    },
    {
      key: 'outcome',
      header: t('flv.history.outcome'),
      cell: (row) => <OutcomeBadge outcome={row.outcome} />,
      sortValue: (row) => t(`cycle.outcome.${row.outcome}`),
    },
    {
      key: 'entitlement',
      header: t('flv.history.entitlement'),
      cell: (row) => <MoneyText halalas={row.entitlement} />,
      sortValue: (row) => row.entitlement,
    },
    { key: 'houses', header: t('flv.history.houses'), cell: (row) => t('flv.history.housesCount', { count: row.housesCount }) },
    {
      key: 'open',
      header: t('flv.history.details'),
      cell: (row) => (
        <Link to={{ search: searchWithCheck(params, row.id) }} className={formClasses.link} data-testid="flv-open">
          {t('flv.history.open')}{' '}
          <span className={hidden.hidden}>{t('flv.history.openWhich', { date: formatGregorianDateTime(row.requestedAt, language) })}</span>
        </Link>
      ),
    },
  ];
  return (
    <section className={formClasses.card} aria-labelledby="flv-history-title">
      <h3 id="flv-history-title" className={formClasses.sectionTitle}>
        {t('flv.history.title')}
      </h3>
      <ReadState state={history} loading={t('flv.loading')} failedTestId="flv-history-failed">
        {(rows) => (
          <DataTable
            caption={t('flv.history.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            empty={t('flv.history.empty')}
            testId="flv-history"
            initialSort={{ key: 'requested', direction: 'descending' }}
            pageSize={12}
          />
        )}
      </ReadState>
    </section>
  );
}
