import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Radio, Stack, Textarea } from '@mantine/core';
import {
  tamkeenAppointmentSaveSchema,
  tamkeenAppointmentStatusActionSchema,
  tamkeenDayPeriods,
  type TamkeenAppointmentDetails,
  type TamkeenDayPeriod,
} from '@sanad/contract';
import { useEffect, useRef } from 'react';
import { DateText } from '../../../components/date-text.tsx';
import detailsClasses from '../../../components/details-list.module.css';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { appointmentStatusAction, askNewTime } from '../api/tamkeen-plan-api.ts';
import { AppointmentStatusTag } from './appointment-status-tag.tsx';

const isPeriod = (value: string): value is TamkeenDayPeriod => (tamkeenDayPeriods as readonly string[]).includes(value);

/**
 * One appointment: when, with whom, where, and what came of it; while it is open, the person's steps (confirm, ask
 * once for a new time, cancel with a reason). Its heading takes focus when opened.
 */
export function AppointmentDetailsSection({ appointment, back }: { appointment: TamkeenAppointmentDetails; back: React.ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [appointment.id]);
  const a = appointment;
  return (
    <section className={formClasses.card} aria-labelledby="appointment-details-title" data-testid="appointment-details">
      <Stack gap="md">
        <h2 id="appointment-details-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
          {t(`tamkeen.appointment.purpose.${a.purpose}`)}
        </h2>
        <div>
          <AppointmentStatusTag status={a.status} />
        </div>
        <dl className={detailsClasses.details}>
          <dt>{t('tamkeen.appointment.list.when')}</dt>
          <dd>
            <DateText iso={a.startsAt} withTime />
          </dd>
          <dt>{t('tamkeen.appointment.list.partner')}</dt>
          <dd>{a.partner.name}</dd>
          <dt>{t('tamkeen.appointment.details.location')}</dt>
          <dd>{a.location}</dd>
          {a.confirmedAt ? (
            <>
              <dt>{t('tamkeen.appointment.details.confirmed')}</dt>
              <dd data-testid="appointment-confirmed">
                <DateText iso={a.confirmedAt} withTime />
              </dd>
            </>
          ) : null}
          {a.newTime ? (
            <>
              <dt>{t('tamkeen.appointment.details.newTime')}</dt>
              <dd data-testid="appointment-new-time">
                <DateText iso={a.newTime.preferredDate} />, {t(`tamkeen.appointment.period.${a.newTime.period}`)}
                <div>{a.newTime.note}</div>
              </dd>
            </>
          ) : null}
          {a.cancelReason ? (
            <>
              <dt>{t('tamkeen.appointment.details.cancelReason')}</dt>
              <dd data-testid="appointment-cancel-reason">{a.cancelReason}</dd>
            </>
          ) : null}
        </dl>
        {a.status === 'SCHEDULED' && a.newTime ? (
          <Alert color="blue" data-testid="appointment-new-time-pending">
            {t('tamkeen.appointment.details.pending')}
          </Alert>
        ) : null}
        {a.status === 'SCHEDULED' && !a.newTime && !a.canAskNewTime && a.canCancel ? (
          <Alert color="blue" data-testid="appointment-too-late">
            {t('tamkeen.appointment.details.tooLate')}
          </Alert>
        ) : null}
        {a.canConfirm ? <ConfirmForm appointment={a} /> : null}
        {a.canAskNewTime ? <NewTimeForm appointment={a} /> : null}
        {a.canCancel ? <CancelForm appointment={a} /> : null}
        <div>{back}</div>
      </Stack>
    </section>
  );
}

function ConfirmForm({ appointment }: { appointment: TamkeenAppointmentDetails }) {
  const { t } = useTranslation();
  const form = useForm({
    ids: {},
    initial: {},
    schema: tamkeenAppointmentStatusActionSchema,
    toInput: () => ({ appointmentId: appointment.id, action: 'CONFIRM' as const }),
  });
  const send = form.onSubmit(async (body) => {
    await appointmentStatusAction(body);
    toasts.show({ type: 'success', message: t('tamkeen.appointment.confirm.done') });
  });
  return (
    <form noValidate onSubmit={(event) => void send(event)} data-testid="appointment-confirm-form">
      <Stack gap="sm">
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <div>
          <Button type="submit" disabled={form.sending} data-testid="appointment-confirm">
            {t('tamkeen.appointment.confirm.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function NewTimeForm({ appointment }: { appointment: TamkeenAppointmentDetails }) {
  const { t } = useTranslation();
  const form = useForm({
    ids: { preferredDate: 'appointment-new-date', period: 'appointment-new-period', note: 'appointment-new-note' },
    initial: { preferredDate: '', period: 'MORNING', note: '' },
    schema: tamkeenAppointmentSaveSchema,
    toInput: (values) => ({
      appointmentId: appointment.id,
      preferredDate: values.preferredDate,
      period: isPeriod(values.period) ? values.period : 'MORNING',
      note: values.note,
    }),
  });
  const send = form.onSubmit(async (body) => {
    await askNewTime(body);
    toasts.show({ type: 'success', message: t('tamkeen.appointment.newTime.done') });
  });
  return (
    <form noValidate onSubmit={(event) => void send(event)} data-testid="appointment-new-time-form">
      <Stack gap="sm">
        <h3 className={formClasses.sectionTitle}>{t('tamkeen.appointment.newTime.title')}</h3>
        <p>{t('tamkeen.appointment.newTime.intro')}</p>
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <DateField
          {...form.date('preferredDate')}
          label={t('tamkeen.appointment.newTime.date')}
          description={t('tamkeen.appointment.newTime.dateHint')}
          required
        />
        <Radio.Group
          id="appointment-new-period"
          value={form.values.period}
          onChange={(value) => form.setValue('period', value)}
          label={t('tamkeen.appointment.newTime.period')}
          error={form.errorOf('period')}
        >
          <Stack gap="xs" mt="xs">
            {tamkeenDayPeriods.map((period) => (
              <Radio key={period} value={period} label={t(`tamkeen.appointment.period.${period}`)} id={`appointment-period-${period}`} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          {...form.input('note')}
          label={t('tamkeen.appointment.newTime.note')}
          description={t('tamkeen.appointment.newTime.noteHint')}
          required
          rows={3}
          maxLength={500}
        />
        <div>
          <Button type="submit" variant="default" disabled={form.sending} data-testid="appointment-new-time-submit">
            {t('tamkeen.appointment.newTime.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function CancelForm({ appointment }: { appointment: TamkeenAppointmentDetails }) {
  const { t } = useTranslation();
  const form = useForm({
    ids: { reason: 'appointment-cancel-reason' },
    initial: { reason: '' },
    schema: tamkeenAppointmentStatusActionSchema,
    toInput: (values) => ({ appointmentId: appointment.id, action: 'CANCEL' as const, reason: values.reason }),
  });
  const send = form.onSubmit(async (body) => {
    await appointmentStatusAction(body);
    toasts.show({ type: 'success', message: t('tamkeen.appointment.cancel.done') });
  });
  return (
    <form noValidate onSubmit={(event) => void send(event)} data-testid="appointment-cancel-form">
      <Stack gap="sm">
        <h3 className={formClasses.sectionTitle}>{t('tamkeen.appointment.cancel.title')}</h3>
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <Textarea
          {...form.input('reason')}
          label={t('tamkeen.appointment.cancel.reason')}
          description={t('tamkeen.appointment.cancel.reasonHint')}
          required
          rows={3}
          maxLength={500}
        />
        <div>
          <Button type="submit" color="red" variant="outline" disabled={form.sending} data-testid="appointment-cancel-submit">
            {t('tamkeen.appointment.cancel.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
