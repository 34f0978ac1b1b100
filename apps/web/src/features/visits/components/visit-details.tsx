import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { confirmVisitSchema, rescheduleVisitSchema, type VisitDetails } from '@sanad/contract';
import { useEffect, useRef } from 'react';
import { houseBriefName } from '../../../components/cycle/house-brief.ts';
import { DateText } from '../../../components/date-text.tsx';
import detailsClasses from '../../../components/details-list.module.css';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { confirmVisit, rescheduleVisit } from '../api/visits-api.ts';
import { VisitStatusTag } from './visit-status-tag.tsx';
import { VisitWindow } from './visit-window.tsx';

/**
 * One field visit: when, the house and its address, why, who comes from which office, the head's answer, and the
 * result once recorded; while it may still be answered, the two answers (confirm, or ask to move it with a reason).
 * Its heading takes focus when opened.
 */
export function VisitDetailsSection({ visit, back }: { visit: VisitDetails; back: React.ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [visit.id]);
  const address = `${visit.house.district}${t('visits.comma')}${lookupName('cities', visit.house.cityCode, language)}`;
  return (
    <section className={formClasses.card} aria-labelledby="visit-details-title" data-testid="visit-details">
      <Stack gap="md">
        <h2 id="visit-details-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
          {t(`visits.purpose.${visit.purpose}`)}
        </h2>
        <div>
          <VisitStatusTag status={visit.status} />
        </div>
        <dl className={detailsClasses.details}>
          <dt>{t('visits.list.when')}</dt>
          <dd>
            <VisitWindow visit={visit} />
          </dd>
          <dt>{t('visits.list.house')}</dt>
          <dd>
            {houseBriefName(visit.house, t)} — {address}
          </dd>
          <dt>{t('visits.details.office')}</dt>
          <dd>{visit.office.name}</dd>
          <dt>{t('visits.details.visitor')}</dt>
          <dd>{visit.visitorName}</dd>
          {visit.answer ? (
            <>
              <dt>{t('visits.details.yourAnswer')}</dt>
              <dd data-testid="visit-answer">
                {t(`visits.answer.${visit.answer.kind}`)} (<DateText iso={visit.answer.at} withTime />)
                {visit.answer.reason ? <div>{visit.answer.reason}</div> : null}
              </dd>
            </>
          ) : null}
          {visit.result ? (
            <>
              <dt>{t(visit.status === 'DONE' ? 'visits.details.result' : 'visits.details.reason')}</dt>
              <dd data-testid="visit-result">
                {visit.result.outcome ? <strong>{t(`visits.outcome.${visit.result.outcome}`)}</strong> : null}
                {visit.result.outcome && visit.result.note ? <br /> : null}
                {visit.result.note ?? (visit.result.outcome ? null : '—')}
              </dd>
            </>
          ) : null}
        </dl>
        {visit.canAnswer ? <AnswerForms visit={visit} /> : null}
        {visit.status === 'SCHEDULED' && !visit.canAnswer && !visit.answer ? (
          <Alert color="blue" data-testid="visit-answer-closed">
            {t('visits.details.tooLate')}
          </Alert>
        ) : null}
        {visit.status === 'SCHEDULED' && visit.answer?.kind === 'RESCHEDULE_REQUESTED' ? (
          <Alert color="blue" data-testid="visit-reschedule-pending">
            {t('visits.details.reschedulePending')}
          </Alert>
        ) : null}
        <div>{back}</div>
      </Stack>
    </section>
  );
}

/** The head's one answer: confirm the visit, or ask to move it with a reason (until `answerableUntil`). */
function AnswerForms({ visit }: { visit: VisitDetails }) {
  const { t } = useTranslation();
  // The cut-off (visit.answerCutoffHours) as the server counted it for this visit.
  const cutoffHours = Math.round((Date.parse(visit.startsAt) - Date.parse(visit.answerableUntil ?? visit.startsAt)) / 3_600_000);
  const confirm = useForm({ ids: {}, initial: {}, schema: confirmVisitSchema, toInput: () => ({ visitId: visit.id }) });
  const reschedule = useForm({
    ids: { reason: 'visit-reschedule-reason' },
    initial: { reason: '' },
    schema: rescheduleVisitSchema,
    toInput: (values) => ({ visitId: visit.id, reason: values.reason }),
  });
  const sendConfirm = confirm.onSubmit(async (body) => {
    await confirmVisit(body);
  });
  const sendReschedule = reschedule.onSubmit(async (body) => {
    await rescheduleVisit(body);
  });
  return (
    <Stack gap="md" data-testid="visit-answer-forms">
      <Alert color="blue" title={t('visits.answerForms.title')}>
        {t('visits.answerForms.intro', { count: cutoffHours })}
      </Alert>
      <form noValidate onSubmit={(event) => void sendConfirm(event)} data-testid="visit-confirm-form">
        <Stack gap="sm">
          <ErrorSummary errors={confirm.summary} attempt={confirm.attempt} />
          <div>
            <Button type="submit" disabled={confirm.sending || reschedule.sending} data-testid="visit-confirm-submit">
              {t('visits.answerForms.confirm')}
            </Button>
          </div>
        </Stack>
      </form>
      <form noValidate onSubmit={(event) => void sendReschedule(event)} data-testid="visit-reschedule-form">
        <Stack gap="sm">
          <h3 className={formClasses.sectionTitle}>{t('visits.answerForms.rescheduleTitle')}</h3>
          <ErrorSummary errors={reschedule.summary} attempt={reschedule.attempt} />
          <Textarea
            {...reschedule.input('reason')}
            label={t('visits.answerForms.reason')}
            description={t('visits.answerForms.reasonHint')}
            required
            rows={3}
            maxLength={500}
          />
          <div>
            <Button type="submit" variant="default" disabled={confirm.sending || reschedule.sending} data-testid="visit-reschedule-submit">
              {t('visits.answerForms.reschedule')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
