import '@mantine/core/styles/Input.css';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  tamkeenAppointmentFilterSchema,
  tamkeenAppointmentStatuses,
  type TamkeenAppointmentFilter,
  type TamkeenAppointmentStatus,
  type TamkeenAppointmentSummary,
} from '@sanad/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { RequestsPage, requestsPageWords } from '../../../components/cycle/requests-page.tsx';
import type { DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import hidden from '../../../components/visually-hidden.module.css';
import { formatGregorianDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { searchWithParam } from '../../../lib/search-params.ts';
import { useAppointmentDetails, useAppointments } from '../api/tamkeen-plan-api.ts';
import { AppointmentDetailsSection } from '../components/appointment-details.tsx';
import { AppointmentStatusTag } from '../components/appointment-status-tag.tsx';

const isStatus = (value: string): value is TamkeenAppointmentStatus => (tamkeenAppointmentStatuses as readonly string[]).includes(value);

/**
 * /tamkeen/appointment (decision 072): the person's appointments, scheduled ones first, a page at a time, filtered
 * by status and days; `?id=` opens one with what may still be done (confirm, ask for a new time, cancel).
 */
export function AppointmentScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState<TamkeenAppointmentFilter | null>(null);
  const appointments = useAppointments(true, page, filter);
  const [params] = useSearchParams();
  const chosen = params.get('id');
  const details = useAppointmentDetails(chosen);

  const columns: DataColumn<TamkeenAppointmentSummary>[] = [
    { key: 'when', header: t('tamkeen.appointment.list.when'), cell: (row) => <DateText iso={row.startsAt} withTime /> },
    { key: 'partner', header: t('tamkeen.appointment.list.partner'), cell: (row) => row.partner.name },
    { key: 'purpose', header: t('tamkeen.appointment.list.purpose'), cell: (row) => t(`tamkeen.appointment.purpose.${row.purpose}`) },
    {
      key: 'status',
      header: t('tamkeen.appointment.list.status'),
      cell: (row) => (
        <>
          <AppointmentStatusTag status={row.status} />
          {row.status === 'SCHEDULED' && row.confirmedAt ? (
            <Text size="sm" c="dimmed" data-testid="appointment-confirmed-tag">
              {t('tamkeen.appointment.list.confirmed')}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'open',
      header: t('tamkeen.appointment.list.details'),
      cell: (row) => (
        <Link to={{ search: searchWithParam(params, 'id', row.id) }} className={formClasses.link} data-testid="appointment-open">
          {t('tamkeen.appointment.list.open')}{' '}
          <span className={hidden.hidden}>
            {t('tamkeen.appointment.list.openWhich', { date: formatGregorianDate(row.startsAt, language) })}
          </span>
        </Link>
      ),
    },
  ];

  return (
    <RequestsPage
      testId="appointments"
      words={requestsPageWords('tamkeen.appointment')}
      allowed
      list={appointments}
      columns={columns}
      onPage={setPage}
      backTo={paths.tamkeen}
      filter={
        <AppointmentFilter
          onFilter={(next) => {
            setFilter(next);
            setPage(0);
          }}
        />
      }
      details={
        chosen ? (
          <ReadState state={details} loading={t('tamkeen.appointment.loading')} failedTestId="appointment-details-failed">
            {(appointment) => (
              <AppointmentDetailsSection
                appointment={appointment}
                back={
                  <Link to={{ search: searchWithParam(params, 'id', null) }} className={formClasses.link}>
                    {t('tamkeen.appointment.details.close')}
                  </Link>
                }
              />
            )}
          </ReadState>
        ) : null
      }
    />
  );
}

/** The list's filter: a status and the days from and to, each optional; "clear" shows every appointment again. */
function AppointmentFilter({ onFilter }: { onFilter: (filter: TamkeenAppointmentFilter | null) => void }) {
  const { t } = useTranslation();
  const form = useForm({
    ids: { status: 'appointment-filter-status', from: 'appointment-filter-from', to: 'appointment-filter-to' },
    initial: { status: '', from: '', to: '' },
    schema: tamkeenAppointmentFilterSchema,
    toInput: (values) => ({
      status: isStatus(values.status) ? values.status : undefined,
      from: values.from === '' ? undefined : values.from,
      to: values.to === '' ? undefined : values.to,
    }),
  });
  const send = form.onSubmit((body) => onFilter(body));
  const statusOptions = [
    { value: '', label: t('tamkeen.appointment.filter.any') },
    ...tamkeenAppointmentStatuses.map((status) => ({ value: status, label: t(`tamkeen.appointment.status.${status}`) })),
  ];
  return (
    <form
      noValidate
      onSubmit={(event) => void send(event)}
      aria-label={t('tamkeen.appointment.filter.title')}
      data-testid="appointment-filter"
    >
      <Stack gap="sm">
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <NativeSelect {...form.select('status')} label={t('tamkeen.appointment.filter.status')} data={statusOptions} />
        <DateField {...form.date('from')} label={t('tamkeen.appointment.filter.from')} />
        <DateField {...form.date('to')} label={t('tamkeen.appointment.filter.to')} />
        <Group gap="sm">
          <Button type="submit" variant="default" data-testid="appointment-filter-apply">
            {t('tamkeen.appointment.filter.apply')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              form.reset({ status: '', from: '', to: '' });
              onFilter(null);
            }}
          >
            {t('tamkeen.appointment.filter.clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
