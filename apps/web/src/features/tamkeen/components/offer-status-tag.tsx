import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { TamkeenOfferStatus } from '@sanad/contract';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The tones of the other tags: accepted success, declined danger, open info, expired and withdrawn muted. */
const tones = { OFFERED: 'info', ACCEPTED: 'success', DECLINED: 'danger', EXPIRED: 'neutral', WITHDRAWN: 'neutral' } as const;
const toneColor = { success: 'green', danger: 'red', info: 'blue', neutral: 'gray' } as const;

/** An offer's status in words, coloured as a visit's. */
export function OfferStatusTag({ status }: { status: TamkeenOfferStatus }) {
  const { t } = useTranslation();
  const tone = tones[status];
  return (
    <Badge data-tone={tone} color={toneColor[tone]} variant="light" className={formClasses.wrapBadge} data-testid="offer-status">
      {t(`tamkeen.offers.status.${status}`)}
    </Badge>
  );
}
