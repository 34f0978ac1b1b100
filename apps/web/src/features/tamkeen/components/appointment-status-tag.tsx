import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { TamkeenAppointmentStatus } from '@sanad/contract';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';

const colorOf = { SCHEDULED: 'blue', ATTENDED: 'green', MISSED: 'red', CANCELED: 'gray' } as const;

/** An appointment's status in words, coloured as a visit's. */
export function AppointmentStatusTag({ status }: { status: TamkeenAppointmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colorOf[status]} variant="light" className={formClasses.wrapBadge} data-testid="appointment-status">
      {t(`tamkeen.appointment.status.${status}`)}
    </Badge>
  );
}
