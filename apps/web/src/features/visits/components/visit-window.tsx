import type { VisitSummary } from '@sanad/contract';
import { DateText } from '../../../components/date-text.tsx';
import { dateTimeZone, formatTimeOfDay } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';

/**
 * When a visit is: its day in both calendars (decision 054), then the hours it starts and ends. The hours are the
 * house's, in Saudi Arabia, wherever the person reading is: that is when the visitor knocks.
 */
export function VisitWindow({ visit }: { visit: Pick<VisitSummary, 'startsAt' | 'endsAt'> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const hours = {
    from: formatTimeOfDay(visit.startsAt, language, dateTimeZone),
    to: formatTimeOfDay(visit.endsAt, language, dateTimeZone),
  };
  return (
    <span data-testid="visit-window">
      <DateText iso={visit.startsAt} />
      {t('visits.hours', hours)}
    </span>
  );
}
