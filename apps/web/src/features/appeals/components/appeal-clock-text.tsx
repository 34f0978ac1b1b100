import type { AppealClock } from '@sanad/contract';
import { Trans } from '../../../lib/i18n.tsx';
import { DateText } from '../../../components/date-text.tsx';

/**
 * The service-level clock in one sentence (decision 060): when the decision is promised and how many working days are
 * left, overdue, standing while documents are awaited, or decided in or out of time.
 */
export function AppealClockText({ clock }: { clock: AppealClock }) {
  const date = <DateText iso={clock.promisedBy} />;
  let key: string;
  if (clock.decidedAt) key = clock.overdue ? 'appeals.clock.decidedLate' : 'appeals.clock.decidedInTime';
  else if (clock.paused) key = 'appeals.clock.paused';
  else if (clock.overdue) key = 'appeals.clock.overdue';
  else key = 'appeals.clock.left';
  const days = Math.abs(clock.workingDaysLeft ?? 0);
  return (
    <span data-testid="appeal-clock">
      <Trans i18nKey={key} values={{ count: days }} components={{ date }} />
      {clock.paused && clock.documentsDueAt ? (
        <>
          {' '}
          <Trans i18nKey="appeals.clock.documentsDue" components={{ date: <DateText iso={clock.documentsDueAt} /> }} />
        </>
      ) : null}
    </span>
  );
}
