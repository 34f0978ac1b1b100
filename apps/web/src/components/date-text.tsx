import { dateTimeZone, formatGregorianDate, formatHijriDate, gregorianDateTimeParts, localTimeZone } from '../lib/format.ts';
import { useLanguage } from '../lib/language-context.tsx';
import classes from './date-text.module.css';

/** An ISO date or date-time; the browser's own parser would also take "1990-3-" (a half-typed answer) as a date. */
const isoShape = /^\d{4}-\d{2}-\d{2}(?:T|$)/;

/**
 * A date shown to a person, the one way the portal shows one (ARCHITECTURE rule 11): the Gregorian date in a `<time>`
 * and the Umm al-Qura date beside it in parentheses, smaller and muted: "1 March 2026 (12 Ramadan 1447 AH)". Each
 * calendar's words stay together, so a narrow place (a table cell on a phone) breaks the line between the two and the
 * Hijri date goes to a second line. It is one inline element, so it also sits inside a translated sentence
 * (`<Trans components={{ date: <DateText iso={...} /> }} />` for a text with `<date/>`).
 *
 * A date alone is its day in Riyadh, the day the server counts (`dateTimeZone`). `withTime` adds the time of day
 * ("20 November 2026 at 09:30", the time its own piece, so it too may go to the next line) and reads both calendars
 * in the browser's time zone, where the person is. A value that is not a date is shown as it is rather than breaking
 * the screen.
 */
export function DateText({ iso, withTime = false, testId }: { iso: string; withTime?: boolean; testId?: string }) {
  const { language } = useLanguage();
  if (!isoShape.test(iso) || Number.isNaN(new Date(iso).getTime())) return <span data-testid={testId}>{iso}</span>;
  const timeZone = withTime ? localTimeZone() : dateTimeZone;
  const moment = withTime
    ? gregorianDateTimeParts(iso, language, timeZone)
    : { date: formatGregorianDate(iso, language, timeZone), time: '' };
  return (
    <span data-testid={testId}>
      <time dateTime={iso}>
        <span className={classes.calendar}>{moment.date}</span>
        {moment.time ? (
          <>
            {' '}
            <span className={classes.calendar}>{moment.time}</span>
          </>
        ) : null}
      </time>{' '}
      <span className={`${classes.calendar} ${classes.hijri}`}>({formatHijriDate(iso, language, timeZone)})</span>
    </span>
  );
}
