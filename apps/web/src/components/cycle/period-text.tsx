import { formatPeriod } from '../../lib/period.ts';
import { useLanguage } from '../../lib/language-context.tsx';

/**
 * A cycle's month ("November 2026"), machine-readable in a `<time>`: the months of the cycles are Gregorian months,
 * so a month is named once; the days in it (a payment day) go through DateText with both calendars.
 */
export function PeriodText({ period, testId }: { period: string; testId?: string }) {
  const { language } = useLanguage();
  return (
    <time dateTime={period} data-testid={testId}>
      {formatPeriod(period, language)}
    </time>
  );
}
