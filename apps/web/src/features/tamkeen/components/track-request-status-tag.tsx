import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { TamkeenTrackRequestStatus } from '@sanad/contract';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';

const toneOf = (status: TamkeenTrackRequestStatus) => (status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'danger' : 'info');
const toneColor = { success: 'green', danger: 'red', info: 'blue' } as const;

/** A change-track request's status in words, coloured as the other requests' tags. */
export function TrackRequestStatusTag({ status }: { status: TamkeenTrackRequestStatus }) {
  const { t } = useTranslation();
  const tone = toneOf(status);
  return (
    <Badge data-tone={tone} color={toneColor[tone]} variant="light" className={formClasses.wrapBadge} data-testid="track-request-status">
      {t(`tamkeenTrack.status.${status}`)}
    </Badge>
  );
}
