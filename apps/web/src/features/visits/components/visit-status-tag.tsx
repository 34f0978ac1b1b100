import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { VisitStatus } from '@sanad/contract';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The tones of the appeal and complaint tags: done success, missed danger, scheduled info, canceled muted. */
const toneOf = (status: VisitStatus) =>
  status === 'DONE' ? 'success' : status === 'MISSED' ? 'danger' : status === 'CANCELED' ? 'neutral' : 'info';
const toneColor = { success: 'green', danger: 'red', info: 'blue', neutral: 'gray' } as const;

/** A visit's status in words, coloured as an appeal's. */
export function VisitStatusTag({ status }: { status: VisitStatus }) {
  const { t } = useTranslation();
  const tone = toneOf(status);
  return (
    <Badge data-tone={tone} color={toneColor[tone]} variant="light" className={formClasses.wrapBadge} data-testid="visit-status">
      {t(`visits.status.${status}`)}
    </Badge>
  );
}
