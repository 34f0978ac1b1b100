import { Stack } from '@mantine/core';
import type { TamkeenTrack, TamkeenTrackRequestDetails } from '@sanad/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { ServiceClockText } from '../../../components/cycle/service-clock-text.tsx';
import { DateText } from '../../../components/date-text.tsx';
import detailsClasses from '../../../components/details-list.module.css';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { TrackRequestEdit } from './track-request-edit.tsx';
import { TrackRequestStatusTag } from './track-request-status-tag.tsx';

/**
 * One change-track request: its number and status, the tracks, the reason, the clock, the answer and the history;
 * while NEW, the way to change its track or reason.
 */
export function TrackRequestDetailsSection({
  request,
  choices,
  back,
}: {
  request: TamkeenTrackRequestDetails;
  /** The tracks the request may ask for (allowed, not the current one): offered while it may be edited. */
  choices: readonly TamkeenTrack[];
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [request.id]);
  const track = (code: string | null) => (code ? t(`tamkeen.track.values.${code}`) : t('tamkeen.track.none'));
  return (
    <section className={formClasses.card} aria-labelledby="track-request-details-title" data-testid="track-request-details">
      <Stack gap="md">
        <h2 id="track-request-details-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
          {t('tamkeenTrack.details.title', { number: request.requestNumber })}
        </h2>
        <div>
          <TrackRequestStatusTag status={request.status} />
        </div>
        <dl className={detailsClasses.details}>
          <dt>{t('tamkeenTrack.details.from')}</dt>
          <dd>{track(request.fromTrack)}</dd>
          <dt>{t('tamkeenTrack.details.to')}</dt>
          <dd data-testid="track-request-to">{track(request.requestedTrack)}</dd>
          <dt>{t('tamkeenTrack.details.reason')}</dt>
          <dd>
            {/* What the person typed keeps its own direction inside the page's. */}
            <bdi>{request.reason}</bdi>
          </dd>
          <dt>{t('tamkeenTrack.details.raisedAt')}</dt>
          <dd>
            <DateText iso={request.raisedAt} withTime />
          </dd>
          <dt>{t('tamkeenTrack.details.clock')}</dt>
          <dd>
            <ServiceClockText clock={request.clock} wording="tamkeenTrack.clock" testId="track-request-clock" />
          </dd>
          {request.decisionComment ? (
            <>
              <dt>{t('tamkeenTrack.details.answer')}</dt>
              <dd data-testid="track-request-answer">
                <bdi>{request.decisionComment}</bdi>
              </dd>
            </>
          ) : null}
        </dl>
        {request.canEdit && choices.length > 0 ? <TrackRequestEdit key={request.id} request={request} choices={choices} /> : null}
        <div>
          <h3 className={formClasses.sectionTitle}>{t('tamkeenTrack.details.history')}</h3>
          <ol data-testid="track-request-history">
            {request.history.map((step) => (
              <li key={`${step.at}-${step.to}`}>
                {t(`tamkeenTrack.status.${step.to}`)} — {t(`tamkeenTrack.by.${step.by}`)} (<DateText iso={step.at} withTime />)
                {step.comment ? (
                  <>
                    : <bdi>{step.comment}</bdi>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
        <div>{back}</div>
      </Stack>
    </section>
  );
}
