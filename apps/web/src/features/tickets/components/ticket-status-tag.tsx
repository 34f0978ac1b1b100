import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { TicketStatus } from '@sanad/contract';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The tones of spec §4's appeal tags, used alike for tickets: answered success, closed neutral, the others info. */
const toneOf = (status: TicketStatus) => (status === 'ANSWERED' ? 'success' : status === 'CLOSED' ? 'neutral' : 'info');
const toneColor = { success: 'green', neutral: 'gray', info: 'blue' } as const;

/** A ticket's status in words, coloured as an appeal's. */
export function TicketStatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  const tone = toneOf(status);
  return (
    <Badge data-tone={tone} color={toneColor[tone]} variant="light" className={formClasses.wrapBadge} data-testid="ticket-status">
      {t(`tickets.status.${status}`)}
    </Badge>
  );
}
