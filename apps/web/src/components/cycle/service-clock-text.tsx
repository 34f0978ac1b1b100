import type { ServiceClock } from '@sanad/contract';
import { Trans } from '../../lib/i18n.tsx';
import { DateText } from '../date-text.tsx';

/**
 * A request's service-level clock in one sentence (decisions 060, 062): when the answer is promised and how many
 * working days are left, overdue, standing while the beneficiary is awaited, or decided in or out of time. `wording`
 * is the locale group of the request type (`appeals.clock`, `complaints.clock`, `tickets.clock`), which says what is awaited.
 */
export function ServiceClockText({
  clock,
  wording,
  testId,
}: {
  clock: ServiceClock;
  wording: 'appeals.clock' | 'complaints.clock' | 'tickets.clock' | 'tamkeenTrack.clock';
  testId: string;
}) {
  const date = <DateText iso={clock.promisedBy} />;
  let key: string;
  if (clock.decidedAt) key = clock.overdue ? 'decidedLate' : 'decidedInTime';
  else if (clock.paused) key = 'paused';
  else if (clock.overdue) key = 'overdue';
  else key = 'left';
  const days = Math.abs(clock.workingDaysLeft ?? 0);
  return (
    <span data-testid={testId}>
      <Trans i18nKey={`${wording}.${key}`} values={{ count: days }} components={{ date }} />
      {clock.paused && clock.documentsDueAt ? (
        <>
          {' '}
          <Trans i18nKey={`${wording}.documentsDue`} components={{ date: <DateText iso={clock.documentsDueAt} /> }} />
        </>
      ) : null}
    </span>
  );
}
