import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text } from '@mantine/core';
import type { TamkeenTrackRequestSummary } from '@sanad/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import details from '../../../components/details-list.module.css';
import formClasses from '../../../components/form/form.module.css';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import hidden from '../../../components/visually-hidden.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { searchWithParam } from '../../../lib/search-params.ts';
import { useClassification, useTrackTypes } from '../api/tamkeen-api.ts';
import { useOpenTrackRequest, useTrackRequestDetails, useTrackRequests } from '../api/tamkeen-track-api.ts';
import { TrackRequestDetailsSection } from '../components/track-request-details.tsx';
import { TrackRequestForm } from '../components/track-request-form.tsx';
import { TrackRequestStatusTag } from '../components/track-request-status-tag.tsx';
import { BackToTamkeen } from '../components/back-to-tamkeen.tsx';

/**
 * /tamkeen/track (spec §2; decision 073): the current track and the tracks the classification allows, the request to
 * change it (checked by the server before it is filed; one open at a time), and the person's requests, `?id=` opening
 * one. People not enrolled are told so.
 */
export function TrackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classification = useClassification();
  const kind = classification.data?.classification;
  const enrolled = kind !== undefined && kind !== 'EXEMPT';
  const types = useTrackTypes(enrolled);
  const [page, setPage] = useState(0);
  const requests = useTrackRequests(enrolled, page);
  const open = useOpenTrackRequest(enrolled);
  const [params] = useSearchParams();
  const chosen = params.get('id');
  const chosenDetails = useTrackRequestDetails(enrolled ? chosen : null);
  const openRequest = open.data?.items[0];

  const current = types.data?.current ?? null;
  const allowed = types.data?.tracks.filter((track) => track.allowed).map((track) => track.code) ?? [];
  const choices = allowed.filter((track) => track !== current);
  const trackName = (code: string | null) => (code ? t(`tamkeen.track.values.${code}`) : t('tamkeen.track.none'));

  const columns: DataColumn<TamkeenTrackRequestSummary>[] = [
    { key: 'number', header: t('tamkeenTrack.list.number'), cell: (row) => row.requestNumber },
    { key: 'to', header: t('tamkeenTrack.list.to'), cell: (row) => trackName(row.requestedTrack) },
    { key: 'raised', header: t('tamkeenTrack.list.raisedAt'), cell: (row) => <DateText iso={row.raisedAt} /> },
    { key: 'status', header: t('tamkeenTrack.list.status'), cell: (row) => <TrackRequestStatusTag status={row.status} /> },
    {
      key: 'open',
      header: t('tamkeenTrack.list.details'),
      cell: (row) => (
        <Link to={{ search: searchWithParam(params, 'id', row.id) }} className={formClasses.link} data-testid="track-request-open">
          {t('tamkeenTrack.list.open')} <span className={hidden.hidden}>{row.requestNumber}</span>
        </Link>
      ),
    },
  ];

  return (
    <Stack gap="md" data-testid="tamkeen-track-screen">
      <PageHeading>{t('tamkeenTrack.title')}</PageHeading>
      <Text>{t('tamkeenTrack.intro')}</Text>
      {classification.failed && !classification.data ? <LoadFailed onRetry={classification.retry} testId="tamkeen-track-failed" /> : null}
      {kind === 'EXEMPT' ? (
        <Alert color="blue" data-testid="tamkeen-track-not-enrolled">
          {t('tamkeen.notEnrolled.exempt')}
        </Alert>
      ) : null}
      {types.data ? (
        <section className={formClasses.card} aria-labelledby="tamkeen-track-current-title">
          <h2 id="tamkeen-track-current-title" className={formClasses.sectionTitle}>
            {t('tamkeenTrack.current.title')}
          </h2>
          <dl className={details.details}>
            <dt>{t('tamkeen.track.label')}</dt>
            <dd data-testid="tamkeen-track-current">{trackName(current)}</dd>
            <dt>{t('tamkeenTrack.current.allowed')}</dt>
            <dd data-testid="tamkeen-track-allowed">
              {allowed.length > 0 ? allowed.map(trackName).join(t('tamkeenTrack.current.separator')) : t('tamkeen.track.none')}
            </dd>
          </dl>
        </section>
      ) : null}
      {openRequest ? (
        <Alert color="blue" data-testid="tamkeen-track-open-request">
          {t('tamkeenTrack.openRequest', { number: openRequest.requestNumber })}{' '}
          <Link to={{ search: searchWithParam(params, 'id', openRequest.id) }} className={formClasses.link}>
            {t('tamkeenTrack.list.open')}
          </Link>
        </Alert>
      ) : null}
      {types.data && choices.length > 0 ? (
        <TrackRequestForm
          current={current}
          choices={choices}
          onFiled={(filed) => void navigate({ search: searchWithParam(params, 'id', filed.id) })}
        />
      ) : null}
      {types.data && choices.length === 0 ? (
        <Alert color="blue" data-testid="tamkeen-track-no-choice">
          {t('tamkeenTrack.noChoice')}
        </Alert>
      ) : null}
      {chosen ? (
        <ReadState state={chosenDetails} loading={t('tamkeenTrack.loading')} failedTestId="track-request-details-failed">
          {(request) => (
            <TrackRequestDetailsSection
              request={request}
              choices={choices}
              back={
                <Link to={{ search: searchWithParam(params, 'id', null) }} className={formClasses.link}>
                  {t('tamkeenTrack.details.close')}
                </Link>
              }
            />
          )}
        </ReadState>
      ) : null}
      {enrolled ? (
        <section className={formClasses.card} aria-labelledby="tamkeen-track-list-title">
          <h2 id="tamkeen-track-list-title" className={formClasses.sectionTitle}>
            {t('tamkeenTrack.list.title')}
          </h2>
          <ReadState state={requests} loading={t('tamkeenTrack.loading')} failedTestId="tamkeen-track-list-failed">
            {(data) => (
              <DataTable
                caption={t('tamkeenTrack.list.caption')}
                columns={columns}
                rows={data.items}
                rowKey={(row) => row.id}
                empty={t('tamkeenTrack.list.empty')}
                testId="track-requests"
                paging={{ page: data.page, pageSize: data.pageSize, total: data.total, onPage: setPage }}
              />
            )}
          </ReadState>
        </section>
      ) : null}
      <BackToTamkeen />
    </Stack>
  );
}
