import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ComplaintStatus } from '@sanad/contract';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The tones of spec §4's appeal tags, used alike for complaints: resolved success, rejected danger, every other info. */
const toneOf = (status: ComplaintStatus) => (status === 'RESOLVED' ? 'success' : status === 'REJECTED' ? 'danger' : 'info');
const toneColor = { success: 'green', danger: 'red', info: 'blue' } as const;

/** A complaint's status in words, coloured as an appeal's. */
export function ComplaintStatusTag({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation();
  const tone = toneOf(status);
  return (
    <Badge data-tone={tone} color={toneColor[tone]} variant="light" className={formClasses.wrapBadge} data-testid="complaint-status">
      {t(`complaints.status.${status}`)}
    </Badge>
  );
}
